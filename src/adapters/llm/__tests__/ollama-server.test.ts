/**
 * The adapter against the loopback Ollama-protocol server, over real HTTP, one behaviour at a time.
 *
 * @jest-environment node
 */
import { makeTemplate } from '@/testing/fixtures';
import {
  browserLikeFetch,
  OLLAMA_BEHAVIOURS,
  replyForPrompt,
  startOllamaServer,
  type OllamaTestServer,
} from '../../../../test/servers/ollama-server';
import {
  INCOMPLETE_STREAM_MESSAGE,
  LOST_CONNECTION_MESSAGE,
  NO_BODY_MESSAGE,
  isModelNotFound,
  ollamaBaseUrl,
  readErrorDetail,
} from '../ollama';
import {
  ModelCallError,
  ModelConfigError,
  ModelHttpError,
  ModelNetworkError,
  ModelStreamError,
} from '@/domain/model-errors';
import { ollamaBackground, ollamaCharacter } from './clients';
import type { GenerationProgress } from '../types';
import { listOllamaModels } from '../ollama-check';

const TEMPLATE = makeTemplate({
  race: 'Dwarf',
  characterClass: 'Rogue',
  gender: 'Non-binary',
  alignment: 'Chaotic Neutral',
  age: 77,
});

let server: OllamaTestServer;
let settings: { endpoint: string; model: string };

beforeAll(async () => {
  server = await startOllamaServer();
  // The user's endpoint says localhost; the adapter calls 127.0.0.1.
  settings = { endpoint: `http://localhost:${server.port}/`, model: 'llama3' };
});
afterAll(() => server.close());
beforeEach(() => {
  server.setBehaviour('ok');
  server.setOptions({ allowedOrigins: [], chunkDelayMs: 1 });
  server.requests.length = 0;
});

/** What a failed call rejects with: one of the model-call errors, never an abort. */
async function failure(promise: Promise<unknown>): Promise<ModelCallError> {
  const error = await promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelCallError);
  return error as ModelCallError;
}

it('lists every behaviour it can be switched to', () => {
  expect(OLLAMA_BEHAVIOURS).toEqual([
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
  ]);
});

describe('ok', () => {
  it('generates a character: the name from the model, race, class and age from the template', async () => {
    const progress: GenerationProgress[] = [];
    const character = await ollamaCharacter(TEMPLATE, settings, {
      newId: () => 'id-1',
      onProgress: (p: GenerationProgress) => progress.push(p),
    });
    expect(character).toMatchObject({
      id: 'id-1',
      firstName: 'Thalion',
      lastName: 'Brightwater',
      epithet: 'The Wandering Flame',
      race: 'Dwarf',
      characterClass: 'Rogue',
      gender: 'Non-binary',
      alignment: 'Chaotic Neutral',
      age: 77,
    });
    // The stream split a multibyte character (Æ) across writes; it arrives whole.
    expect(character.background.title).toBe('The Road from Ærenfell');
    expect(character.background.content).toHaveLength(4);
    expect(character.background.content[0]).toContain('born a dwarf');

    const [request] = server.generateRequests();
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.host).toBe(`127.0.0.1:${server.port}`);
    expect(request?.body).toMatchObject({
      model: 'llama3',
      format: 'json',
      keep_alive: '5m',
      stream: true,
      options: { temperature: 0.9, top_k: 40, top_p: 0.9, seed: expect.any(Number) },
    });
    const prompt = (request?.body as { prompt: string }).prompt;
    expect(prompt).toContain('Dwarf');
    expect(prompt).toContain('Rogue');

    // Many small chunks arrived; the final text is exactly what the server's "model" wrote.
    const writing = progress.filter((p) => p.phase === 'writing');
    expect(writing.length).toBeGreaterThan(50);
    expect(writing.at(-1)?.text).toBe(JSON.stringify(replyForPrompt(prompt), null, 2));
    expect(progress.slice(0, 2).map((p) => p.phase)).toEqual(['connecting', 'waiting']);
  });

  it('generates a background that replaces the old one and keeps everything else', async () => {
    const character = await ollamaCharacter(TEMPLATE, settings);
    const old = { ...character, firstName: 'Borin', background: { title: 'Old', content: ['x'] } };
    const updated = await ollamaBackground(old, settings);
    expect(updated).toEqual({
      ...old,
      background: {
        title: 'The Road from Ærenfell',
        content: expect.arrayContaining([expect.stringContaining('Borin Brightwater was born')]),
      },
    });
    const prompt = (server.generateRequests()[1]?.body as { prompt: string }).prompt;
    expect(prompt).toContain('"background":null');
  });

  it('works from an allowed browser origin (localhost page, or one listed in OLLAMA_ORIGINS)', async () => {
    await expect(
      ollamaCharacter(TEMPLATE, settings, {
        fetch: browserLikeFetch('http://localhost:8080'),
      }),
    ).resolves.toMatchObject({ firstName: 'Thalion' });
    server.setOptions({ allowedOrigins: ['https://*.example.org'] });
    await expect(
      ollamaCharacter(TEMPLATE, settings, {
        fetch: browserLikeFetch('https://characters.example.org'),
      }),
    ).resolves.toMatchObject({ firstName: 'Thalion' });
  });
});

it('model-not-found: 404 with the server error', async () => {
  server.setBehaviour('model-not-found');
  const error = await failure(ollamaCharacter(TEMPLATE, { ...settings, model: 'llama9' }));
  expect(error).toBeInstanceOf(ModelHttpError);
  expect(error.message).toBe("Ollama call failed with status code 404: model 'llama9' not found");
  expect(isModelNotFound(error)).toBe(true);
});

it('server-error: 500 with the server error', async () => {
  server.setBehaviour('server-error');
  const error = await failure(ollamaCharacter(TEMPLATE, settings));
  expect(error.message).toBe(
    'Ollama call failed with status code 500: llama runner process has terminated: exit status 2',
  );
});

it('non-json-line: warns, skips it and still generates', async () => {
  server.setBehaviour('non-json-line');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const character = await ollamaCharacter(TEMPLATE, settings);
  expect(character.firstName).toBe('Thalion');
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]?.[0])).toContain('this line is not JSON');
});

it('error-line: the mid-stream error is the message', async () => {
  server.setBehaviour('error-line');
  const error = await failure(ollamaCharacter(TEMPLATE, settings));
  expect(error.message).toBe('an error was encountered while running the model: unexpected EOF');
  expect(error).toBeInstanceOf(ModelStreamError);
  expect((error as ModelStreamError).kind).toBe('error-line');
});

it('cut-connection: the lost connection is reported', async () => {
  server.setBehaviour('cut-connection');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = await failure(ollamaCharacter(TEMPLATE, settings));
  expect(error).toMatchObject({ kind: 'incomplete', message: LOST_CONNECTION_MESSAGE });
  expect(warn).not.toHaveBeenCalled();
});

it('no-done: a stream that ends cleanly without done is reported', async () => {
  server.setBehaviour('no-done');
  const error = await failure(ollamaCharacter(TEMPLATE, settings));
  expect(error).toMatchObject({ kind: 'incomplete', message: INCOMPLETE_STREAM_MESSAGE });
});

it('empty-reply: no body to read', async () => {
  server.setBehaviour('empty-reply');
  const error = await failure(ollamaCharacter(TEMPLATE, settings));
  expect(error).toMatchObject({ kind: 'no-body', message: NO_BODY_MESSAGE });
});

it('refused-origin: a browser page sees a network failure naming the endpoint and OLLAMA_ORIGINS', async () => {
  server.setBehaviour('refused-origin');
  const error = await failure(
    ollamaCharacter(TEMPLATE, settings, {
      fetch: browserLikeFetch('https://characters.example.org'),
    }),
  );
  expect(error).toBeInstanceOf(ModelNetworkError);
  // No window here, so the example origin is a placeholder.
  expect(error.message).toBe(
    `Could not reach Ollama at http://127.0.0.1:${server.port}. ` +
      "Is it running? If it is, allow this page's origin with OLLAMA_ORIGINS (for example OLLAMA_ORIGINS=http://example.com).",
  );
  // The server answered the request with a bare 403.
  expect(server.requests.at(-1)?.headers.origin).toBe('https://characters.example.org');
});

it('an unknown origin is refused in the ok behaviour too, as Ollama does', async () => {
  const error = await failure(
    ollamaCharacter(TEMPLATE, settings, {
      fetch: browserLikeFetch('https://elsewhere.example'),
    }),
  );
  expect(error).toBeInstanceOf(ModelNetworkError);
});

it('nothing listening: a network failure', async () => {
  const gone = await startOllamaServer();
  await gone.close();
  const error = await failure(ollamaCharacter(TEMPLATE, { endpoint: gone.url, model: 'llama3' }));
  expect(error).toBeInstanceOf(ModelNetworkError);
  expect(error.message).toContain(`Could not reach Ollama at ${gone.url}.`);
});

describe('slow', () => {
  it('Stop: an abort mid-stream rejects with the AbortError at once and closes the connection', async () => {
    server.setBehaviour('slow');
    server.setOptions({ slowFirstChunkMs: 100, slowIntervalMs: 100 });
    const controller = new AbortController();
    const phases: string[] = [];
    let abortedAt = 0;
    const call = ollamaCharacter(TEMPLATE, settings, {
      signal: controller.signal,
      onProgress: (p: GenerationProgress) => {
        phases.push(p.phase);
        if (p.phase === 'writing' && p.receivedChars > 5 && !abortedAt) {
          abortedAt = Date.now();
          controller.abort();
        }
      },
    });
    const error = await call.catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(ModelCallError);
    expect(Date.now() - abortedAt).toBeLessThan(100);
    expect(phases.slice(0, 2)).toEqual(['connecting', 'waiting']);
    // The server notices the client going away.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.generateRequests().at(-1)?.closedEarly).toBe(true);
  });

  it('waits for the server, not loading the model, while the headers are in and no text has come yet', async () => {
    server.setBehaviour('slow');
    server.setOptions({ slowFirstChunkMs: 300, slowIntervalMs: 1 });
    const stamps: { phase: string; at: number }[] = [];
    const start = Date.now();
    await ollamaCharacter(TEMPLATE, settings, {
      onProgress: (p: GenerationProgress) =>
        stamps.push({ phase: p.phase, at: Date.now() - start }),
    });
    const waiting = stamps.find((s) => s.phase === 'waiting');
    const firstWriting = stamps.find((s) => s.phase === 'writing');
    expect(waiting).toBeDefined();
    expect(firstWriting!.at - waiting!.at).toBeGreaterThanOrEqual(250);
    expect(stamps.map((s) => s.phase)).not.toContain('loading-model');
  });
});

it('cold-model: waits before answering at all, then generates', async () => {
  server.setBehaviour('cold-model');
  server.setOptions({ coldDelayMs: 1500 });
  const stamps: { phase: string; at: number }[] = [];
  const start = Date.now();
  const character = await ollamaCharacter(TEMPLATE, settings, {
    onProgress: (p: GenerationProgress) => stamps.push({ phase: p.phase, at: Date.now() - start }),
  });
  expect(character.firstName).toBe('Thalion');
  // Like Ollama, the server sends no headers while it loads; `/api/ps` tells why it is silent.
  expect(stamps[0]?.phase).toBe('connecting');
  expect(stamps.find((s) => s.phase === 'loading-model')!.at).toBeGreaterThanOrEqual(900);
  expect(stamps.find((s) => s.phase === 'waiting')!.at).toBeGreaterThanOrEqual(1400);
});

it('busy: a silent server whose model is in memory is waited for, not loading', async () => {
  server.setBehaviour('busy');
  server.setOptions({ coldDelayMs: 1500 });
  const phases: string[] = [];
  await ollamaCharacter(TEMPLATE, settings, {
    onProgress: (p: GenerationProgress) => phases.push(p.phase),
  });
  expect(phases.slice(0, 2)).toEqual(['connecting', 'waiting']);
  expect(phases).not.toContain('loading-model');
});

describe('ollamaBaseUrl', () => {
  it.each([
    ['http://localhost:11434/', 'http://127.0.0.1:11434'],
    ['http://localhost:11434', 'http://127.0.0.1:11434'],
    ['https://LOCALHOST:8443///', 'https://127.0.0.1:8443'],
    ['http://localhost', 'http://127.0.0.1'],
    ['http://localhost/ollama/', 'http://127.0.0.1/ollama'],
    ['  http://192.168.1.20:11434/  ', 'http://192.168.1.20:11434'],
    ['http://localhost.example.com:11434', 'http://localhost.example.com:11434'],
    ['http://mylocalhost:11434', 'http://mylocalhost:11434'],
    ['http://localhost:11434/api', 'http://127.0.0.1:11434'],
    ['http://localhost:11434/api/', 'http://127.0.0.1:11434'],
    ['http://example.com/ollama/api/', 'http://example.com/ollama'],
    ['http://example.com/apis', 'http://example.com/apis'],
    ['', ''],
  ])('%j → %j', (endpoint, base) => {
    expect(ollamaBaseUrl(endpoint)).toBe(base);
  });
});

describe('an endpoint that is not a web address', () => {
  it.each([
    ['localhost:11434', 'is not a web address starting with http:// or https://'],
    ['ftp://localhost:11434', 'is not a web address starting with http:// or https://'],
    ['/ollama', 'is not a web address starting with http:// or https://'],
    ['', 'Could not reach Ollama: no endpoint is set'],
  ])('%j: sends nothing and points at Settings', async (endpoint, says) => {
    const fetchSpy = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    const error = await failure(
      ollamaCharacter(TEMPLATE, { ...settings, endpoint }, { fetch: fetchSpy }),
    );
    expect(error).toBeInstanceOf(ModelConfigError);
    expect(error.message).toContain(says);
    expect(error.message).toContain('Settings');
    expect(fetchSpy).not.toHaveBeenCalled();
    await expect(listOllamaModels(endpoint, { fetch: fetchSpy })).rejects.toThrow('Settings');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('an endpoint ending in /api reaches the same server', async () => {
    const character = await ollamaCharacter(TEMPLATE, {
      ...settings,
      endpoint: `http://localhost:${server.port}/api/`,
    });
    expect(character.firstName).toBe('Thalion');
    expect(server.generateRequests()).toHaveLength(1);
  });
});

describe('readErrorDetail: what a failed answer says', () => {
  it.each([
    [
      'the error field',
      JSON.stringify({ error: "model 'x' not found" }),
      '',
      "model 'x' not found",
    ],
    ['a plain-text body', '404 page not found', '', '404 page not found'],
    [
      "an HTML page's title, not its markup",
      '<!DOCTYPE html><html><head><title>405 Not Allowed</title></head><body>…</body></html>',
      '',
      '405 Not Allowed',
    ],
    ['the status text of an empty body', null, 'Forbidden', 'Forbidden'],
  ])('%s', async (_label, body, statusText, detail) => {
    await expect(readErrorDetail(new Response(body, { status: 403, statusText }))).resolves.toBe(
      detail,
    );
  });
});
