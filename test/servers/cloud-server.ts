/**
 * A loopback chat-completions server for tests: the shape of Azure AI Inference / OpenAI
 * `POST …/chat/completions`, with switchable behaviours (success, error objects, Retry-After,
 * empty bodies, slow answers). Permissive CORS, so a browser page on another origin can call it.
 *
 * Behaviour is chosen three ways:
 * - `server.setBehaviour(name)` from the process that started it;
 * - a path prefix, `/behaviour/<name>/…/chat/completions`, so an endpoint typed into Settings
 *   picks it (e.g. `http://127.0.0.1:PORT/behaviour/503-once/v1`);
 * - `POST /__control/behaviour` with `{"behaviour": name}`, from another process. `GET
 *   /__control/requests` lists the recorded requests, `POST /__control/reset` clears them.
 *
 * Every request is recorded, preflights and control calls included.
 */

import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ALIGNMENTS,
  CHARACTER_CLASSES,
  GENDERS,
  RACES,
  valuesFromPrompt,
  wordInPrompt,
} from './prompt';

export const CLOUD_BEHAVIOURS = [
  /** A valid character, built around the race/class/gender/alignment/age in the prompt. */
  'success',
  /** The same character inside a ```json Markdown fence. */
  'fenced-json',
  /** 200 with `content: ""`. */
  'empty-content',
  /** 200 with prose instead of JSON. */
  'non-json-content',
  /** 200 with JSON that is not a character (no background). */
  'invalid-character',
  /** 401 with an error object. */
  '401',
  /** 403 with an empty body (what a retired GitHub Models answered). */
  '403-empty',
  /** 404 `{"error":{"code":"unknown_model","message":"Unknown model: X",…}}`. */
  '404-unknown-model',
  /** 429 with `Retry-After: 1` on the first call, success after. */
  '429-once',
  /** 429 with `Retry-After: 86400` (a daily limit), always. */
  '429-huge-retry-after',
  /** 429 with no Retry-After, always. */
  '429-no-header',
  /** 500 with an error object, always. */
  '500-always',
  /** 503 with no Retry-After, always (the exponential strategy). */
  '503-always',
  /** 503 with `Retry-After: 1` on the first call, success after. */
  '503-once',
  /** 502 with an HTML page, as a proxy sends. */
  '502-html',
  /** Success after a delay (`slowMs`, 5 s by default), for Stop. */
  'slow',
  /** Asked to stream: a few deltas, then an error object as an event. */
  'stream-error-midway',
  /** Asked to stream: a few deltas, then the connection is cut before `[DONE]`. */
  'stream-cut',
  /** Asked to stream: answers one JSON reply anyway, as some servers do. */
  'stream-ignored',
  /** 400 naming `response_format` when the request carries one (as a server without schemas); else success. */
  'no-schema',
] as const;
export type CloudBehaviour = (typeof CLOUD_BEHAVIOURS)[number];

const isBehaviour = (value: unknown): value is CloudBehaviour =>
  typeof value === 'string' && (CLOUD_BEHAVIOURS as readonly string[]).includes(value);

export interface RecordedRequest {
  method: string;
  /** The path without the query, e.g. `/v1/chat/completions`. */
  path: string;
  /** The raw query, without `?` (`''` when none). */
  rawQuery: string;
  /** The query decoded; a repeated name keeps its last value. */
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The body as text. */
  body: string;
  /** The body as JSON, when it is JSON. */
  json?: unknown;
  /** The behaviour that answered (for chat-completions calls). */
  behaviour?: CloudBehaviour;
  /** `Date.now()` when the request's body had arrived. */
  receivedAt: number;
}

export interface CloudServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** Every request so far, oldest first. */
  requests: RecordedRequest[];
  /** Only the `POST …/chat/completions` requests. */
  completionRequests(): RecordedRequest[];
  behaviour(): CloudBehaviour;
  /** Changes the behaviour and restarts its "once" counters. */
  setBehaviour(behaviour: CloudBehaviour): void;
  setSlowDelay(ms: number): void;
  /** The pause between streamed events. */
  setStreamDelay(ms: number): void;
  /** Wraps the character's JSON text of a success (prose, fences, reasoning); none to stop. */
  setReplyShape(shape?: (characterJson: string) => string): void;
  /** Clears the recorded requests and the "once" counters. */
  reset(): void;
  close(): Promise<void>;
}

export interface CloudServerOptions {
  behaviour?: CloudBehaviour;
  /** The pause between streamed events; 30 ms by default. */
  streamDelayMs?: number;
  /** Delay of the `slow` behaviour; 5000 ms by default. */
  slowMs?: number;
  /** When set, any other bearer token gets the 401 answer whatever the behaviour. */
  expectToken?: string;
  /** 0 (the default) lets the system choose. */
  port?: number;
}

const BACKGROUND_TITLES = [
  'The Oath Beneath the Willow',
  'Ashes of the Silver Keep',
  'The Long Road North',
];

/** Stories in the languages a prompt may ask for, with their own scripts and accents. */
const STORIES_BY_LANGUAGE: Record<string, { title: string; epithet: string; content: string[] }> = {
  German: {
    title: 'Die Brücke über den Nebelfluss',
    epithet: 'Die Fröhliche Wächterin',
    content: [
      'Seraphine Duskwhisper wuchs in einem Dorf am Fuß der Grünen Höhen auf, wo die Müller das Getreide mahlten.',
      'Ihre Großmutter lehrte sie, dass Mut größer ist als Furcht und dass Güte nie schwach macht.',
      'Als der Drache über die Brücke flog, blieb sie als Einzige stehen und schützte die Kinder.',
      'Heute sucht sie die verlorene Bibliothek von Ödland, um das Wissen ihres Volkes zu bewahren.',
    ],
  },
  Japanese: {
    title: '霧の川にかかる橋',
    epithet: '陽気な守り手',
    content: [
      'セラフィーヌ・ダスクウィスパーは、緑の丘のふもとにある小さな村で育った。',
      '祖母は、勇気は恐れよりも大きく、優しさは決して弱さではないと教えた。',
      '竜が橋の上を飛んだとき、彼女だけがその場にとどまり、子どもたちを守った。',
      '今、彼女は失われた図書館を探し、民の知恵を守ろうとしている。',
    ],
  },
};

/** A character the "model" writes for this prompt: the prompt's values kept, the rest chosen. */
export function characterForPrompt(prompt: string, call: number): Record<string, unknown> {
  const known = valuesFromPrompt(prompt);
  const pickText = (key: string, fallback: string) =>
    typeof known[key] === 'string' && known[key] ? known[key] : fallback;
  const race = pickText('race', wordInPrompt(prompt, RACES) ?? 'Human');
  const characterClass = pickText(
    'characterClass',
    wordInPrompt(prompt, CHARACTER_CLASSES) ?? 'Rogue',
  );
  const gender = pickText('gender', wordInPrompt(prompt, GENDERS) ?? 'Female');
  const alignment = pickText('alignment', wordInPrompt(prompt, ALIGNMENTS) ?? 'Chaotic Good');
  const age = typeof known.age === 'number' ? known.age : 120;
  const firstName = pickText('firstName', 'Seraphine');
  const lastName = pickText('lastName', 'Duskwhisper');
  const title = BACKGROUND_TITLES[(call - 1) % BACKGROUND_TITLES.length] as string;
  // A prompt that asks for another language ("… in German (Deutsch).") gets the story in it.
  const language = /background paragraph in ([A-Za-z]+)/.exec(prompt)?.[1];
  const translated = language ? STORIES_BY_LANGUAGE[language] : undefined;
  if (translated) {
    return {
      firstName,
      lastName,
      epithet: pickText('epithet', translated.epithet),
      characterClass,
      gender,
      race,
      alignment,
      age,
      background: { title: translated.title, content: translated.content },
    };
  }
  return {
    firstName,
    lastName,
    epithet: pickText('epithet', 'The Moonlit Wanderer'),
    characterClass,
    gender,
    race,
    alignment,
    age,
    background: {
      title,
      content: [
        `${firstName} ${lastName} was born under a pale moon in the borderlands, a ${race.toLowerCase()} child of quiet hills.`,
        `Trained as a ${characterClass.toLowerCase()}, ${firstName} learned patience before strength and silence before speech.`,
        `A broken promise drove ${firstName} from home, and the road has been ${firstName}'s only companion since.`,
        `Now ${firstName} seeks the truth behind ${title.toLowerCase()}, whatever it may cost.`,
      ],
    },
  };
}

function completion(model: string, content: string, call: number): Record<string, unknown> {
  return {
    id: `chatcmpl-test-${call}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: model || 'test-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
  };
}

const EXPOSED = [
  'Retry-After',
  'retry-after-ms',
  'x-ms-retry-after-ms',
  'x-ms-error-code',
  'x-ratelimit-type',
];

function cors(res: ServerResponse, headers: IncomingHttpHeaders): void {
  res.setHeader('Access-Control-Allow-Origin', headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  const asked = headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Headers', asked ? asked : 'Authorization, Content-Type');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED.join(', '));
  res.setHeader('Access-Control-Max-Age', '600');
  if (headers['access-control-request-private-network'] === 'true') {
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

const errorBody = (code: string, message: string, extra: Record<string, unknown> = {}) => ({
  error: { code, message, ...extra },
});

/** The models `GET …/models` lists. */
export const LISTED_MODELS = ['gpt-test-mini', 'llama-test-8b'];

/** Starts the server on 127.0.0.1. */
export async function startCloudServer(options: CloudServerOptions = {}): Promise<CloudServer> {
  let current: CloudBehaviour = options.behaviour ?? 'success';
  let slowMs = options.slowMs ?? 5000;
  let streamDelayMs = options.streamDelayMs ?? 30;
  let replyShape = (json: string) => json;
  let calls = new Map<CloudBehaviour, number>();
  let totalCalls = 0;
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      const record: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        rawQuery: url.search.replace(/^\?/, ''),
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
        ...(json !== undefined ? { json } : {}),
        receivedAt: Date.now(),
      };
      requests.push(record);
      cors(res, req.headers);

      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Content-Length': 0 });
        res.end();
        return;
      }

      // Control calls, for a test in another process.
      if (url.pathname.startsWith('/__control/')) {
        const what = url.pathname.slice('/__control/'.length);
        if (what === 'behaviour' && req.method === 'POST') {
          const wanted = (json as { behaviour?: unknown } | undefined)?.behaviour;
          if (!isBehaviour(wanted)) {
            sendJson(res, 400, errorBody('BadRequest', `Unknown behaviour: ${String(wanted)}`));
            return;
          }
          current = wanted;
          calls = new Map();
          sendJson(res, 200, { behaviour: current });
          return;
        }
        if (what === 'requests' && req.method === 'GET') {
          sendJson(res, 200, requests);
          return;
        }
        if (what === 'reset' && req.method === 'POST') {
          requests.length = 0;
          calls = new Map();
          sendJson(res, 200, { ok: true });
          return;
        }
        sendJson(res, 404, errorBody('NotFound', `No control ${req.method} ${what}`));
        return;
      }

      if (req.method === 'GET' && url.pathname.endsWith('/models')) {
        sendJson(res, 200, {
          object: 'list',
          data: LISTED_MODELS.map((id) => ({ id, object: 'model', owned_by: 'test' })),
        });
        return;
      }

      if (req.method !== 'POST' || !url.pathname.endsWith('/chat/completions')) {
        sendJson(
          res,
          404,
          errorBody('NotFound', `Resource not found: ${req.method} ${url.pathname}`),
        );
        return;
      }

      const fromPath = /^\/behaviour\/([^/]+)\//.exec(url.pathname)?.[1];
      const behaviour: CloudBehaviour = isBehaviour(fromPath) ? fromPath : current;
      record.behaviour = behaviour;
      const call = (calls.get(behaviour) ?? 0) + 1;
      calls.set(behaviour, call);
      totalCalls += 1;

      const request = (json ?? {}) as {
        model?: unknown;
        stream?: unknown;
        response_format?: unknown;
        messages?: { role?: unknown; content?: unknown }[];
      };
      const model = typeof request.model === 'string' ? request.model : '';
      const prompt =
        request.messages
          ?.filter((m) => m.role === 'user')
          .map((m) => String(m.content))
          .join('\n') ?? '';
      const characterJson = () =>
        replyShape(JSON.stringify(characterForPrompt(prompt, totalCalls), null, 2));
      const wantsStream = request.stream === true && behaviour !== 'stream-ignored';
      /**
       * Streams `content` as server-sent events, a few characters per event (multibyte
       * characters included), with comments and blank keep-alive lines between; `end` says how
       * the stream ends.
       */
      const stream = (content: string, end: 'done' | 'error' | 'cut') => {
        res.writeHead(200, {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-cache',
        });
        res.write(': keep-alive\n\n');
        const pieces = Array.from(content).reduce<string[]>((all, char, i) => {
          if (i % 7 === 0) all.push('');
          all[all.length - 1] += char;
          return all;
        }, []);
        const stopAt = end === 'done' ? pieces.length : Math.ceil(pieces.length / 3);
        const chunk = (delta: Record<string, unknown>, finish: string | null) =>
          `data: ${JSON.stringify({
            id: `chatcmpl-test-${totalCalls}`,
            object: 'chat.completion.chunk',
            model: model || 'test-model',
            choices: [{ index: 0, delta, finish_reason: finish }],
          })}\n\n`;
        let i = 0;
        const next = () => {
          if (res.destroyed) return;
          if (i === 0) res.write(chunk({ role: 'assistant', content: '' }, null));
          if (i < stopAt) {
            res.write(chunk({ content: pieces[i] }, null));
            if (i % 5 === 4) res.write('\n: still writing\n\n');
            i += 1;
            const timer = setTimeout(() => {
              timers.delete(timer);
              next();
            }, streamDelayMs);
            timers.add(timer);
            return;
          }
          if (end === 'done') {
            res.write(chunk({}, 'stop'));
            res.end('data: [DONE]\n\n');
          } else if (end === 'error') {
            res.end(
              `event: error\ndata: ${JSON.stringify(errorBody('server_error', 'The model crashed while writing.'))}\n\n`,
            );
          } else {
            res.destroy();
          }
        };
        next();
      };
      const succeed = () =>
        wantsStream
          ? stream(characterJson(), 'done')
          : sendJson(res, 200, completion(model, characterJson(), totalCalls));

      if (options.expectToken !== undefined) {
        if (req.headers.authorization !== `Bearer ${options.expectToken}`) {
          sendJson(
            res,
            401,
            errorBody('Unauthorized', 'Access denied due to invalid subscription key.'),
          );
          return;
        }
      }

      switch (behaviour) {
        case 'success':
          succeed();
          return;
        case 'fenced-json':
          sendJson(res, 200, completion(model, '```json\n' + characterJson() + '\n```', call));
          return;
        case 'empty-content':
          sendJson(res, 200, completion(model, '', call));
          return;
        case 'non-json-content':
          sendJson(
            res,
            200,
            completion(model, 'Meet Seraphine Duskwhisper, a wandering elf of quiet hills.', call),
          );
          return;
        case 'invalid-character':
          sendJson(
            res,
            200,
            completion(
              model,
              JSON.stringify({ firstName: 'Seraphine', lastName: 'Duskwhisper' }),
              call,
            ),
          );
          return;
        case '401':
          sendJson(
            res,
            401,
            errorBody(
              'Unauthorized',
              'Access denied due to invalid subscription key or wrong API endpoint.',
            ),
          );
          return;
        case '403-empty':
          res.writeHead(403, {
            'Content-Length': 0,
            deprecation: '@1777939200',
            sunset: 'Thu, 30 Jul 2026 00:00:00 GMT',
          });
          res.end();
          return;
        case '404-unknown-model':
          sendJson(
            res,
            404,
            errorBody('unknown_model', `Unknown model: ${model}`, {
              details: `Unknown model: ${model}`,
            }),
          );
          return;
        case '429-once':
          if (call === 1) {
            sendJson(
              res,
              429,
              errorBody('RateLimitReached', 'Rate limit exceeded. Please wait 1 second.'),
              { 'Retry-After': '1', 'x-ratelimit-type': 'UserByModelByMinute' },
            );
          } else succeed();
          return;
        case '429-huge-retry-after':
          sendJson(
            res,
            429,
            errorBody(
              'RateLimitReached',
              'Rate limit of 50 per 86400s exceeded for UserByModelByDay. Please wait 86400 seconds before retrying.',
              { details: 'Rate limit of 50 per 86400s exceeded for UserByModelByDay.' },
            ),
            { 'Retry-After': '86400', 'x-ratelimit-type': 'UserByModelByDay' },
          );
          return;
        case '429-no-header':
          sendJson(res, 429, errorBody('RateLimitReached', 'Too many requests.'));
          return;
        case '500-always':
          sendJson(
            res,
            500,
            errorBody(
              'InternalServerError',
              'The server had an error while processing your request.',
            ),
          );
          return;
        case '503-always':
          sendJson(
            res,
            503,
            errorBody('ServiceUnavailable', 'The service is temporarily unavailable.'),
          );
          return;
        case '503-once':
          if (call === 1) {
            sendJson(
              res,
              503,
              errorBody('ServiceUnavailable', 'The service is temporarily unavailable.'),
              { 'Retry-After': '1' },
            );
          } else succeed();
          return;
        case '502-html': {
          const html = '<html><body><h1>502 Bad Gateway</h1></body></html>';
          res.writeHead(502, { 'Content-Type': 'text/html', 'Content-Length': html.length });
          res.end(html);
          return;
        }
        case 'stream-error-midway':
          if (wantsStream) stream(characterJson(), 'error');
          else succeed();
          return;
        case 'stream-cut':
          if (wantsStream) stream(characterJson(), 'cut');
          else succeed();
          return;
        case 'stream-ignored':
          succeed();
          return;
        case 'no-schema':
          if (request.response_format !== undefined) {
            sendJson(res, 400, {
              error: {
                code: 'invalid_request_error',
                message:
                  "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
                param: 'response_format',
              },
            });
          } else succeed();
          return;
        case 'slow': {
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (!res.destroyed) succeed();
          }, slowMs);
          timers.add(timer);
          res.on('close', () => {
            clearTimeout(timer);
            timers.delete(timer);
          });
          return;
        }
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    completionRequests: () =>
      requests.filter((r) => r.method === 'POST' && r.path.endsWith('/chat/completions')),
    behaviour: () => current,
    setBehaviour(behaviour) {
      current = behaviour;
      calls = new Map();
    },
    setSlowDelay(ms) {
      slowMs = ms;
    },
    setReplyShape(shape) {
      replyShape = shape ?? ((json: string) => json);
    },
    setStreamDelay(ms) {
      streamDelayMs = ms;
    },
    reset() {
      requests.length = 0;
      calls = new Map();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
