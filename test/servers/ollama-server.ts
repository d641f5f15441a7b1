/**
 * A small Ollama-protocol server on 127.0.0.1 for unit and browser tests.
 *
 * It answers `POST /api/generate` with an NDJSON stream of a generated character, built from the
 * prompt (the race, class, gender, alignment and age the prompt names come back; the name is the
 * "model's" own, "Thalion Brightwater" by default). The stream is written in small byte pieces
 * with short pauses, so lines are split across writes and one multibyte character is split
 * between two writes. The last line (`done: true`) carries the closing `}` of the reply, so a
 * client that drops the `done` chunk's text gets invalid JSON.
 *
 * `POST /api/show` gives the model's `capabilities`; a model with `thinking` among them streams
 * `thoughts` as `thinking` chunks before its reply unless asked `think: false`. A `format` that is
 * a JSON schema gets 400 `schemaRefusal` when that is set, as an Ollama older than 0.5 answers.
 *
 * CORS is Ollama's: origins on localhost, 127.0.0.1 and 0.0.0.0 (any port, http or https) plus
 * `allowedOrigins` are allowed; a preflight gets 204; any other origin gets a bare 403.
 *
 * Run it by hand:
 *   TS_NODE_COMPILER_OPTIONS='{"module":"commonjs","rootDir":".","ignoreDeprecations":"6.0"}' \
 *   npx ts-node --transpile-only \
 *     test/servers/ollama-server.ts --port 11434 [--behaviour slow] [--origin http://example.com]
 */

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ALIGNMENTS,
  CHARACTER_CLASSES,
  GENDERS,
  RACES,
  valuesFromPrompt,
  wordInPrompt,
} from './prompt';

/**
 * What `/api/generate` does.
 * - `ok`: streams the character in small, split pieces.
 * - `model-not-found`: 404 `{"error":"model '<model>' not found"}`.
 * - `server-error`: 500 `{"error": serverErrorMessage}`.
 * - `non-json-line`: as `ok`, with a line that is not JSON in the middle.
 * - `error-line`: some chunks, then `{"error": streamErrorMessage}` and the end (status stays 200).
 * - `cut-connection`: some chunks, then the socket is destroyed (no `done`, no clean end).
 * - `no-done`: some chunks, then a clean end of the response without a `done` line.
 * - `slow`: headers at once, the first chunk after `slowFirstChunkMs`, then one chunk every
 *   `slowIntervalMs` (for Stop).
 * - `cold-model`: nothing at all, headers included, for `coldDelayMs` (Ollama loads the model
 *   before it answers), then as `ok`. Meanwhile `/api/ps` lists no model.
 * - `busy`: nothing at all for `coldDelayMs` while the model stays loaded (listed by
 *   `/api/ps`), as when Ollama works through other requests first, then as `ok`.
 * - `invalid-character`: streams well-formed JSON that is not a character (no names).
 * - `empty-reply`: 204 with no body.
 * - `refused-origin`: every request that carries an `Origin` header gets a bare 403, as when the
 *   page's origin is missing from OLLAMA_ORIGINS. Requests without `Origin` are served as `ok`.
 */
export type OllamaBehaviour =
  | 'ok'
  | 'model-not-found'
  | 'server-error'
  | 'non-json-line'
  | 'error-line'
  | 'cut-connection'
  | 'no-done'
  | 'slow'
  | 'cold-model'
  | 'busy'
  | 'invalid-character'
  | 'empty-reply'
  | 'refused-origin';

export const OLLAMA_BEHAVIOURS: readonly OllamaBehaviour[] = [
  'ok',
  'model-not-found',
  'server-error',
  'non-json-line',
  'error-line',
  'cut-connection',
  'no-done',
  'slow',
  'cold-model',
  'busy',
  'invalid-character',
  'empty-reply',
  'refused-origin',
];

export interface OllamaServerOptions {
  /** 0 (default) picks a free port. */
  port: number;
  behaviour: OllamaBehaviour;
  /** Origins allowed besides Ollama's built-in ones, as OLLAMA_ORIGINS entries (`*` wildcards). */
  allowedOrigins: string[];
  /** Installed models, as `/api/tags` lists them. */
  models: string[];
  version: string;
  firstName: string;
  lastName: string;
  epithet: string;
  /** Pause between two writes of the normal stream. */
  chunkDelayMs: number;
  slowFirstChunkMs: number;
  slowIntervalMs: number;
  coldDelayMs: number;
  serverErrorMessage: string;
  streamErrorMessage: string;
  /** Replaces the generated reply object (it is serialised with JSON.stringify). */
  reply?: (request: OllamaGenerateBody) => unknown;
  /** Wraps the reply's JSON text (prose, fences, reasoning) before it is streamed. */
  replyShape?: (json: string) => string;
  /** What `POST /api/show` says the model can do. */
  capabilities: string[];
  /** A thinking model's thoughts, one `thinking` chunk each, `thoughtIntervalMs` apart. */
  thoughts: string[];
  thoughtIntervalMs: number;
  /** When set, a `format` that is not a string gets 400 with this error. */
  schemaRefusal?: string;
}

/** The parts of a generate request the server reads. */
export interface OllamaGenerateBody {
  model?: string;
  prompt?: string;
  format?: unknown;
  think?: unknown;
  stream?: boolean;
  keep_alive?: unknown;
  options?: Record<string, unknown>;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body, the raw text when it is not JSON, or undefined when empty. */
  body: unknown;
  /** Set when the client went away before the whole answer was sent (e.g. an abort). */
  closedEarly: boolean;
}

export interface OllamaTestServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  port: number;
  setBehaviour(behaviour: OllamaBehaviour): void;
  /** Changes any option (timings, names, models…) for the next requests. */
  setOptions(options: Partial<Omit<OllamaServerOptions, 'port'>>): void;
  /** Every request so far, preflights included, in arrival order. */
  requests: RecordedRequest[];
  /** The recorded `POST /api/generate` requests. */
  generateRequests(): RecordedRequest[];
  /** The recorded `POST /api/show` requests. */
  showRequests(): RecordedRequest[];
  close(): Promise<void>;
}

const DEFAULTS: OllamaServerOptions = {
  port: 0,
  behaviour: 'ok',
  allowedOrigins: [],
  models: ['llama3:latest', 'mistral:7b'],
  version: '0.33.0',
  firstName: 'Thalion',
  lastName: 'Brightwater',
  epithet: 'The Wandering Flame',
  chunkDelayMs: 2,
  slowFirstChunkMs: 600,
  slowIntervalMs: 200,
  coldDelayMs: 1500,
  serverErrorMessage: 'llama runner process has terminated: exit status 2',
  streamErrorMessage: 'an error was encountered while running the model: unexpected EOF',
  capabilities: ['completion'],
  thoughts: ['The user wants a character. ', 'A river town would suit. ', 'Now the JSON.'],
  thoughtIntervalMs: 5,
};

// ---------------------------------------------------------------------------------------------
// CORS, as gin-contrib/cors with Ollama's configuration does it

const BUILT_IN_ORIGINS = ['localhost', '127.0.0.1', '0.0.0.0'].flatMap((host) =>
  ['http', 'https'].flatMap((scheme) => [`${scheme}://${host}`, `${scheme}://${host}:*`]),
);
const ALLOW_METHODS = 'GET,POST,PUT,PATCH,DELETE,HEAD,OPTIONS';
const ALLOW_HEADERS =
  'Authorization,Content-Type,User-Agent,Accept,X-Requested-With,OpenAI-Beta,' +
  'x-stainless-arch,x-stainless-async,x-stainless-custom-poll-interval,x-stainless-helper-method,' +
  'x-stainless-lang,x-stainless-os,x-stainless-package-version,x-stainless-poll-helper,' +
  'x-stainless-retry-count,x-stainless-runtime,x-stainless-runtime-version,x-stainless-timeout';

function originMatches(origin: string, pattern: string): boolean {
  const o = origin.trim().toLowerCase();
  const p = pattern.trim().toLowerCase();
  if (p === '*') return true;
  const star = p.indexOf('*');
  if (star < 0) return o === p;
  const prefix = p.slice(0, star);
  const suffix = p.slice(star + 1);
  return o.length >= prefix.length + suffix.length && o.startsWith(prefix) && o.endsWith(suffix);
}

function isAllowedOrigin(origin: string, extra: string[]): boolean {
  return [...BUILT_IN_ORIGINS, ...extra].some((pattern) => originMatches(origin, pattern));
}

// ---------------------------------------------------------------------------------------------
// The generated reply

/** The character a well-behaved model would write for this prompt. */
export function replyForPrompt(
  prompt: string,
  options: Pick<OllamaServerOptions, 'firstName' | 'lastName' | 'epithet'> = DEFAULTS,
): Record<string, unknown> {
  const given = valuesFromPrompt(prompt);
  const text = (key: string, fallback: string) =>
    typeof given[key] === 'string' && given[key] ? (given[key] as string) : fallback;
  const race = text('race', wordInPrompt(prompt, RACES) ?? 'Human');
  const characterClass = text(
    'characterClass',
    wordInPrompt(prompt, CHARACTER_CLASSES) ?? 'Warrior',
  );
  const gender = text('gender', wordInPrompt(prompt, GENDERS) ?? 'Female');
  const alignment = text('alignment', wordInPrompt(prompt, ALIGNMENTS) ?? 'True Neutral');
  const age = typeof given.age === 'number' ? given.age : 42;
  const firstName = text('firstName', options.firstName);
  const lastName = text('lastName', options.lastName);
  const epithet = text('epithet', options.epithet);
  const name = `${firstName} ${lastName}`;
  const a = /^[aeiou]/i.test(race) ? 'an' : 'a';
  return {
    firstName,
    lastName,
    epithet,
    characterClass,
    gender,
    race,
    alignment,
    age,
    // The rows At the table, as the prompt asks (the cloud stand-in leaves them out).
    occupation: 'River pilot',
    summary: `A river pilot. Wants to chart the flooded reaches, but the ferrymen's guild says no.`,
    look: 'Sun-browned, with a braided cord of river charms at the wrist.',
    voice: 'Soft, and counts under the breath when nervous.',
    traits: ['Watchful', 'Dry-humoured', 'Restless'],
    ideal: 'A map shared is a life saved.',
    bond: 'The old mentor who taught the currents.',
    flaw: 'Cannot refuse a wager on the weather.',
    secret: 'Sank a guild barge on purpose in the flood year.',
    background: {
      title: `The Road from Ærenfell`,
      content: [
        `${name} was born ${a} ${race.toLowerCase()} in the river town of Ærenfell, where the ferrymen still sing of the flood year.`,
        `At sixteen, ${firstName} left home to train as a ${characterClass.toLowerCase()}, learning patience from an old mentor who spoke little and listened much.`,
        `Years on the road taught ${firstName} that a ${alignment.toLowerCase()} heart is tested most when nobody is watching — a lesson paid for twice.`,
        `Now, at ${age}, ${name} is known as ${epithet}, and travels wherever the old maps run out.`,
      ],
    },
  };
}

/** Cuts the reply text into token-like fragments of 1 to 7 characters. */
function tokenise(text: string): string[] {
  const sizes = [3, 1, 5, 2, 7, 4, 6];
  const tokens: string[] = [];
  const chars = Array.from(text); // never split a character inside one token
  for (let i = 0, k = 0; i < chars.length; k++) {
    const size = sizes[k % sizes.length] as number;
    tokens.push(chars.slice(i, i + size).join(''));
    i += size;
  }
  return tokens;
}

function chunkLine(model: string, response: string, done: boolean): string {
  const base = { model, created_at: new Date().toISOString(), response, done };
  const line = done
    ? {
        ...base,
        done_reason: 'stop',
        context: [1, 2, 3],
        total_duration: 4_935_886_791,
        load_duration: 534_986_708,
        prompt_eval_count: 26,
        prompt_eval_duration: 107_345_000,
        eval_count: 237,
        eval_duration: 4_289_432_000,
      }
    : base;
  return `${JSON.stringify(line)}\n`;
}

/** Byte slices of varying small sizes, with one cut inside the first multibyte character. */
function byteSlices(bytes: Buffer): Buffer[] {
  const sizes = [17, 140, 5, 263, 29, 388, 11];
  const cuts = new Set<number>();
  for (let at = 0, k = 0; at < bytes.length; k++) {
    at += sizes[k % sizes.length] as number;
    if (at < bytes.length) cuts.add(at);
  }
  const multibyte = bytes.findIndex((b) => b >= 0xc0);
  if (multibyte >= 0) cuts.add(multibyte + 1);
  const sorted = [...cuts].sort((x, y) => x - y);
  const slices: Buffer[] = [];
  let from = 0;
  for (const cut of sorted) {
    slices.push(bytes.subarray(from, cut));
    from = cut;
  }
  slices.push(bytes.subarray(from));
  return slices;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// The server

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: http.OutgoingHttpHeaders,
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/**
 * Starts the server on 127.0.0.1. Resolves once it listens.
 */
export async function startOllamaServer(
  options: Partial<OllamaServerOptions> = {},
): Promise<OllamaTestServer> {
  let config: OllamaServerOptions = { ...DEFAULTS, ...options };
  const requests: RecordedRequest[] = [];
  // Whether a `cold-model` request is loading its model: `/api/ps` then lists none.
  let loading = 0;
  const open = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: String(error) }, {});
      else res.destroy();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const text = await readBody(req);
    let body: unknown;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const record: RecordedRequest = { method, url, headers: req.headers, body, closedEarly: false };
    requests.push(record);
    res.on('close', () => {
      if (!res.writableFinished) record.closedEarly = true;
    });

    // CORS. A request whose Origin is the server's own host is not cross-origin.
    const cors: http.OutgoingHttpHeaders = {};
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${req.headers.host}`) {
      const refused =
        config.behaviour === 'refused-origin' || !isAllowedOrigin(origin, config.allowedOrigins);
      if (refused) {
        res.writeHead(403, { 'Content-Length': 0 });
        res.end();
        return;
      }
      cors['Access-Control-Allow-Origin'] = origin;
      cors.Vary = 'Origin';
      if (method === 'OPTIONS') {
        res.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': ALLOW_METHODS,
          'Access-Control-Allow-Headers': ALLOW_HEADERS,
          'Access-Control-Max-Age': '43200',
        });
        res.end();
        return;
      }
    }

    const path = url.split('?')[0];
    if (method === 'OPTIONS') {
      res.writeHead(204, { Allow: ALLOW_METHODS });
      res.end();
    } else if (path === '/' && (method === 'GET' || method === 'HEAD')) {
      res.writeHead(200, { ...cors, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(method === 'HEAD' ? undefined : 'Ollama is running');
    } else if (path === '/api/version' && (method === 'GET' || method === 'HEAD')) {
      sendJson(res, 200, { version: config.version }, cors);
    } else if (path === '/api/tags' && (method === 'GET' || method === 'HEAD')) {
      sendJson(res, 200, { models: config.models.map(tagEntry) }, cors);
    } else if (path === '/api/ps' && method === 'GET') {
      // The first installed model is the one in memory, unless it is being loaded.
      const running = loading > 0 ? [] : config.models.slice(0, 1);
      sendJson(res, 200, { models: running.map(tagEntry) }, cors);
    } else if (path === '/api/show' && method === 'POST') {
      const model = isRecordBody(body) && typeof body.model === 'string' ? body.model : '';
      if (!config.models.some((m) => m === model || m === `${model}:latest`)) {
        sendJson(res, 404, { error: `model '${model}' not found` }, cors);
      } else {
        sendJson(
          res,
          200,
          { details: { format: 'gguf' }, capabilities: config.capabilities },
          cors,
        );
      }
    } else if (path === '/api/generate' && method === 'POST') {
      await generate(res, body, cors);
    } else {
      res.writeHead(404, { ...cors, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('404 page not found');
    }
  }

  async function generate(res: http.ServerResponse, raw: unknown, cors: http.OutgoingHttpHeaders) {
    if (typeof raw !== 'object' || raw === null) {
      sendJson(
        res,
        400,
        { error: raw === undefined ? 'missing request body' : 'invalid JSON' },
        cors,
      );
      return;
    }
    let closed = false;
    res.on('close', () => {
      closed = true;
    });
    const request = raw as OllamaGenerateBody;
    const model = request.model ?? '';
    const { behaviour } = config;
    if (behaviour === 'model-not-found') {
      sendJson(res, 404, { error: `model '${model}' not found` }, cors);
      return;
    }
    if (behaviour === 'server-error') {
      sendJson(res, 500, { error: config.serverErrorMessage }, cors);
      return;
    }
    if (behaviour === 'empty-reply') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    if (
      config.schemaRefusal &&
      request.format !== undefined &&
      typeof request.format !== 'string'
    ) {
      sendJson(res, 400, { error: config.schemaRefusal }, cors);
      return;
    }
    const thinks = config.capabilities.includes('thinking');
    if (request.think === true && !thinks) {
      sendJson(res, 400, { error: `"${model}" does not support thinking` }, cors);
      return;
    }
    if (behaviour === 'cold-model') {
      loading += 1;
      await sleep(config.coldDelayMs).finally(() => (loading -= 1));
    }
    if (behaviour === 'busy') await sleep(config.coldDelayMs);
    if (closed) return;

    let reply: unknown;
    if (config.reply) reply = config.reply(request);
    else if (behaviour === 'invalid-character') reply = { greeting: 'Well met, traveller!' };
    else reply = replyForPrompt(request.prompt ?? '', config);
    const json = JSON.stringify(reply, null, 2);
    const shaped = config.replyShape ? config.replyShape(json) : json;
    // An empty reply is still one `done` line, as Ollama sends it.
    const tokens = shaped ? tokenise(shaped) : [''];

    res.writeHead(200, {
      ...cors,
      'Content-Type': 'application/x-ndjson',
      'Transfer-Encoding': 'chunked',
    });
    res.flushHeaders();

    const lines = tokens.map((token, i) => chunkLine(model, token, i === tokens.length - 1));
    if (thinks && request.think !== false) {
      for (const thought of config.thoughts) {
        if (closed) return;
        const line = {
          model,
          created_at: new Date().toISOString(),
          response: '',
          thinking: thought,
        };
        res.write(`${JSON.stringify({ ...line, done: false })}\n`);
        await sleep(config.thoughtIntervalMs);
      }
    }
    const write = (data: string | Buffer) =>
      new Promise<void>((resolve) => {
        if (closed) resolve();
        else res.write(data, () => resolve());
      });

    if (behaviour === 'slow') {
      await sleep(config.slowFirstChunkMs);
      for (const line of lines) {
        if (closed) return;
        await write(line);
        await sleep(config.slowIntervalMs);
      }
      res.end();
      return;
    }

    const breakAt = Math.floor(lines.length / 3);
    let stream = lines;
    if (behaviour === 'non-json-line') {
      stream = [...lines.slice(0, breakAt), 'this line is not JSON {\n', ...lines.slice(breakAt)];
    } else if (behaviour === 'error-line') {
      stream = [
        ...lines.slice(0, breakAt),
        `${JSON.stringify({ error: config.streamErrorMessage })}\n`,
      ];
    } else if (behaviour === 'no-done') {
      stream = lines.slice(0, breakAt);
    } else if (behaviour === 'cut-connection') {
      // Breaks off in the middle of a line, as a dying connection would.
      const cut = lines.slice(0, breakAt + 1).join('');
      stream = [cut.slice(0, cut.length - 10)];
    }

    for (const slice of byteSlices(Buffer.from(stream.join(''), 'utf8'))) {
      if (closed) return;
      await write(slice);
      if (config.chunkDelayMs > 0) await sleep(config.chunkDelayMs);
    }
    if (behaviour === 'cut-connection') {
      res.socket?.destroy();
      return;
    }
    res.end();
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    setBehaviour(behaviour) {
      config = { ...config, behaviour };
    },
    setOptions(changes) {
      config = { ...config, ...changes };
    },
    requests,
    generateRequests: () =>
      requests.filter((r) => r.method === 'POST' && r.url.startsWith('/api/generate')),
    showRequests: () =>
      requests.filter((r) => r.method === 'POST' && r.url.startsWith('/api/show')),
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const isRecordBody = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

function tagEntry(name: string) {
  const [family = name] = name.split(':');
  return {
    name,
    model: name,
    modified_at: '2026-05-01T12:00:00.000000000Z',
    size: 4_661_224_676,
    digest: '365c0bd3c000a25d28ddbf732fe1c6add414de7275464c4e4d1c3b5fcb5d8ad1',
    details: {
      parent_model: '',
      format: 'gguf',
      family,
      families: [family],
      parameter_size: '8.0B',
      quantization_level: 'Q4_0',
    },
  };
}

/**
 * A `fetch` that behaves like a browser page at `origin` towards a cross-origin server: it sends
 * `Origin` and fails with `TypeError: Failed to fetch` when the answer lacks a matching
 * `Access-Control-Allow-Origin`, unless the request is `mode: 'no-cors'` (which then resolves
 * with an opaque-like response). Node's own fetch does no CORS at all. Preflights are left out:
 * the server answers them and the simple check on the answer is what a refusal shows.
 */
export function browserLikeFetch(origin: string): typeof fetch {
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Origin', origin);
    const response = await fetch(input, { ...init, headers });
    if (init.mode === 'no-cors') {
      await response.body?.cancel();
      return new Response(null, { status: 200 });
    }
    const allowed = response.headers.get('access-control-allow-origin');
    if (allowed !== '*' && allowed !== origin) {
      await response.body?.cancel();
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
}

// Standalone use: `ts-node test/servers/ollama-server.ts --port 11434`.
if (typeof require !== 'undefined' && typeof module !== 'undefined' && require.main === module) {
  const args = process.argv.slice(2);
  const arg = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const behaviour = (arg('behaviour') ?? 'ok') as OllamaBehaviour;
  if (!OLLAMA_BEHAVIOURS.includes(behaviour)) {
    console.error(`Unknown behaviour "${behaviour}". One of: ${OLLAMA_BEHAVIOURS.join(', ')}`);
    process.exit(2);
  }
  const origin = arg('origin');
  startOllamaServer({
    port: Number(arg('port') ?? 11434),
    behaviour,
    allowedOrigins: origin ? origin.split(',') : [],
  }).then(
    (server) => console.log(`Ollama test server (${behaviour}) listening on ${server.url}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
