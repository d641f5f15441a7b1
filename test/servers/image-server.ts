/**
 * A loopback image model server for tests, speaking both protocols the app calls:
 * OpenAI-compatible `POST …/images/generations` (and `GET …/models`) and the Stable Diffusion web
 * UI's `POST /sdapi/v1/txt2img` (and `GET /sdapi/v1/sd-models`, `POST /sdapi/v1/interrupt`).
 * Permissive CORS (except for `no-cors`), so a page on another origin can call it.
 *
 * Behaviour is chosen with `server.setBehaviour(name)`, or by a path prefix
 * `/behaviour/<name>/…`, so an endpoint typed into Settings picks it (e.g.
 * `http://127.0.0.1:PORT/behaviour/slow/v1`). Every request is recorded.
 */

import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

export const IMAGE_BEHAVIOURS = [
  /** A picture as base64 (`data[0].b64_json`, or `images[0]`). */
  'success',
  /** OpenAI-compatible: `data[0].url`, an address on this server holding the picture. */
  'url',
  /** 401 with an error object. */
  '401',
  /** 404 naming the model as unknown; the model lists are empty. */
  '404-unknown-model',
  /** 500 with an error object. */
  '500',
  /** A picture after `slowMs` (10 s by default), for Stop. */
  'slow',
  /** 200 with base64 of text, not a picture. */
  'not-an-image',
  /** Answers without CORS headers, as a server that does not allow the page. */
  'no-cors',
] as const;
export type ImageBehaviour = (typeof IMAGE_BEHAVIOURS)[number];

const isBehaviour = (value: unknown): value is ImageBehaviour =>
  typeof value === 'string' && (IMAGE_BEHAVIOURS as readonly string[]).includes(value);

/** The models each protocol lists. */
export const IMAGE_MODELS_LISTED = ['gpt-image-1', 'dall-e-3', 'test-painter'];
export const SD_CHECKPOINTS = [
  { title: 'portrait-xl.safetensors [0a1b2c3d]', model_name: 'portrait-xl' },
  { title: 'sd-v1-5.ckpt [4e5f6a7b]', model_name: 'sd-v1-5' },
];

export interface ImageRequest {
  method: string;
  /** The path after any behaviour prefix, without the query. */
  path: string;
  headers: IncomingHttpHeaders;
  json?: unknown;
  behaviour: ImageBehaviour;
}

export interface ImageServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  requests: ImageRequest[];
  /** Only the picture requests (`images/generations` and `txt2img`). */
  generations(): ImageRequest[];
  setBehaviour(behaviour: ImageBehaviour): void;
  setSlowDelay(ms: number): void;
  reset(): void;
  close(): Promise<void>;
}

export interface ImageServerOptions {
  behaviour?: ImageBehaviour;
  /** When set, any other key gets 401 whatever the behaviour. */
  expectKey?: string;
  slowMs?: number;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A real PNG of `width`×`height`: a warm sky over a dark figure's head and shoulders, so a test
 * (or a person looking at a screenshot) sees the painted picture took the old one's place.
 */
export function portraitPng(width = 256, height = 256): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const dx = (x - width / 2) / width;
      const head = dx * dx + ((y - height * 0.4) / height) ** 2 < 0.03;
      const shoulders = y > height * 0.65 && Math.abs(dx) < 0.35;
      const figure = head || shoulders;
      row[1 + x * 3] = figure ? 60 : 230 - Math.round((y / height) * 80);
      row[2 + x * 3] = figure ? 40 : 140 + Math.round((x / width) * 60);
      row[3 + x * 3] = figure ? 90 : 60;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let tall: Buffer | undefined;
/** The 512×768 picture the web UI is asked for, made once. */
const tallPng = () => (tall ??= portraitPng(512, 768));

function cors(res: ServerResponse, headers: IncomingHttpHeaders): void {
  res.setHeader('Access-Control-Allow-Origin', headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  const asked = headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Headers', asked ? asked : 'Authorization, Content-Type');
  if (headers['access-control-request-private-network'] === 'true') {
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

const keyOf = (headers: IncomingHttpHeaders): string => {
  const auth = headers.authorization ?? '';
  if (auth.startsWith('Bearer ')) return auth.slice(7);
  if (auth.startsWith('Basic ')) return Buffer.from(auth.slice(6), 'base64').toString('utf8');
  return typeof headers['api-key'] === 'string' ? headers['api-key'] : '';
};

/** The answer of a picture request under `behaviour` (`slow` has waited already). */
function answerPicture(
  res: ServerResponse,
  sd: boolean,
  behaviour: ImageBehaviour,
  model: string,
  baseUrl: string,
): void {
  // The web UI paints the size asked for (the portrait's 2:3 frame); the other a square.
  const png = (sd ? tallPng() : portraitPng()).toString('base64');
  if (behaviour === '401') {
    if (sd) sendJson(res, 401, { detail: 'Incorrect credentials' });
    else
      sendJson(res, 401, {
        error: { code: 'invalid_api_key', message: 'Incorrect API key provided.' },
      });
  } else if (behaviour === '404-unknown-model') {
    const message = `The model '${model}' does not exist or you do not have access to it.`;
    if (sd) sendJson(res, 404, { detail: `Checkpoint model not found: ${model}` });
    else sendJson(res, 404, { error: { code: 'model_not_found', message } });
  } else if (behaviour === '500') {
    if (sd)
      sendJson(res, 500, {
        error: 'OutOfMemoryError',
        detail: '',
        body: '',
        errors: 'CUDA out of memory. Tried to allocate 2.00 GiB',
      });
    else
      sendJson(res, 500, {
        error: { message: 'The server had an error processing your request.' },
      });
  } else if (behaviour === 'not-an-image') {
    const text = Buffer.from('This is not a picture, only words.').toString('base64');
    sendJson(res, 200, sd ? { images: [text] } : { created: 1, data: [{ b64_json: text }] });
  } else if (sd) {
    sendJson(res, 200, { images: [png], parameters: {}, info: '{}' });
  } else if (behaviour === 'url') {
    sendJson(res, 200, { created: 1, data: [{ url: `${baseUrl}/files/portrait.png` }] });
  } else {
    sendJson(res, 200, { created: 1, data: [{ b64_json: png, revised_prompt: 'a portrait' }] });
  }
}

/** The answer of a model list under `behaviour`. */
function answerList(res: ServerResponse, sd: boolean, behaviour: ImageBehaviour): void {
  if (behaviour === '401') {
    if (sd) sendJson(res, 401, { detail: 'Incorrect credentials' });
    else
      sendJson(res, 401, {
        error: { code: 'invalid_api_key', message: 'Incorrect API key provided.' },
      });
    return;
  }
  const empty = behaviour === '404-unknown-model';
  if (sd) sendJson(res, 200, empty ? [] : SD_CHECKPOINTS);
  else {
    const data = (empty ? [] : IMAGE_MODELS_LISTED).map((id) => ({ id, object: 'model' }));
    sendJson(res, 200, { object: 'list', data });
  }
}

/** Starts the server on 127.0.0.1. */
export async function startImageServer(options: ImageServerOptions = {}): Promise<ImageServer> {
  let current: ImageBehaviour = options.behaviour ?? 'success';
  let slowMs = options.slowMs ?? 10_000;
  const requests: ImageRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let baseUrl = '';

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (part: Buffer) => chunks.push(part));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const prefix = /^\/behaviour\/([^/]+)(\/.*)?$/.exec(url.pathname);
      const behaviour = prefix && isBehaviour(prefix[1]) ? prefix[1] : current;
      const path = prefix ? (prefix[2] ?? '/') : url.pathname;
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, json, behaviour });
      if (behaviour !== 'no-cors') cors(res, req.headers);
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Content-Length': 0 });
        res.end();
        return;
      }
      if (path === '/files/portrait.png') {
        const png = portraitPng();
        res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.length });
        res.end(png);
        return;
      }
      const sd = path.startsWith('/sdapi/');
      const keyed = options.expectKey !== undefined && keyOf(req.headers) !== options.expectKey;
      const said = keyed ? '401' : behaviour;
      if (/^(\/v1)?\/models$/.test(path) || path === '/sdapi/v1/sd-models') {
        answerList(res, sd, said);
        return;
      }
      if (path === '/sdapi/v1/interrupt') {
        sendJson(res, 200, {});
        return;
      }
      if (!/\/images\/generations$/.test(path) && path !== '/sdapi/v1/txt2img') {
        sendJson(res, 404, { detail: 'Not Found' });
        return;
      }
      const record = json as {
        model?: unknown;
        override_settings?: { sd_model_checkpoint?: unknown };
      };
      const model = String(record?.model ?? record?.override_settings?.sd_model_checkpoint ?? '');
      if (said !== 'slow') {
        answerPicture(res, sd, said, model, baseUrl);
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) answerPicture(res, sd, 'success', model, baseUrl);
      }, slowMs);
      timers.add(timer);
      res.on('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    requests,
    generations: () =>
      requests.filter(
        (r) =>
          r.method === 'POST' &&
          (/\/images\/generations$/.test(r.path) || r.path === '/sdapi/v1/txt2img'),
      ),
    setBehaviour: (behaviour) => {
      current = behaviour;
    },
    setSlowDelay: (ms) => {
      slowMs = ms;
    },
    reset: () => {
      requests.length = 0;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
