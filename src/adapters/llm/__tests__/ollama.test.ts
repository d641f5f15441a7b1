import type { Character, CharacterTemplate } from '@/domain/character';
import {
  INCOMPLETE_STREAM_MESSAGE,
  LOST_CONNECTION_MESSAGE,
  NO_BODY_MESSAGE,
  OLLAMA_KEEP_ALIVE,
  OLLAMA_SAMPLING,
  ollamaBaseUrl,
  isModelNotFound,
} from '../ollama';
import {
  ModelHttpError,
  ModelNetworkError,
  ModelReplyError,
  ModelStreamError,
} from '@/domain/model-errors';
import {
  GenerationFailure,
  generateBackgroundWithOllama,
  generateCharacterWithOllama,
} from '@/testing/model-calls';
import type { GenerationProgress } from '../types';

const encoder = new TextEncoder();
const SETTINGS = { endpoint: 'http://localhost:11434/', model: 'llama3' };
const TEMPLATE: CharacterTemplate = {
  race: 'Elf',
  characterClass: 'Mage',
  gender: 'Female',
  alignment: 'Chaotic Good',
  age: 212,
};

/** What a model would answer; race and class deliberately differ from the template. */
const MODEL_REPLY = {
  firstName: 'Thalion',
  lastName: 'Brightwater',
  epithet: 'The Wandering Flame',
  characterClass: 'Warrior',
  gender: 'Male',
  race: 'Orc',
  alignment: 'Lawful Evil',
  age: 30,
  background: {
    title: 'The Road from Ærenfell',
    content: [
      'Born in Ærenfell — a river town.',
      'Trained in secret.',
      'Left at dawn.',
      'Now 🐉-rider.',
    ],
  },
};
const REPLY_TEXT = JSON.stringify(MODEL_REPLY);

/**
 * The NDJSON lines Ollama would stream for `text`: fragments of `size` characters, the last one
 * (`done: true`) carrying the final fragment, as Ollama's streaming docs show.
 */
function ndjsonFor(text: string, size = 9): string {
  const chars = Array.from(text);
  const lines: string[] = [];
  for (let i = 0; i < chars.length; i += size) {
    const done = i + size >= chars.length;
    const fragment = chars.slice(i, i + size).join('');
    lines.push(
      JSON.stringify({
        model: 'llama3',
        created_at: '2026-05-01T12:00:00Z',
        response: fragment,
        done,
        ...(done ? { done_reason: 'stop', eval_count: 42 } : {}),
      }),
    );
  }
  return lines.join('\n') + '\n';
}

interface StreamControl {
  stream: ReadableStream<Uint8Array>;
  cancelled: jest.Mock;
}

/** A body that hands out `pieces` one read at a time, then ends, fails or hangs. */
function bodyOf(
  pieces: (string | Uint8Array)[],
  end: { fail?: Error; hang?: boolean } = {},
): StreamControl {
  const cancelled = jest.fn();
  let i = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[i++];
      if (piece !== undefined) {
        controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      } else if (end.fail) {
        controller.error(end.fail);
      } else if (end.hang) {
        return new Promise<void>(() => undefined);
      } else {
        controller.close();
      }
      return undefined;
    },
    cancel: cancelled,
  });
  return { stream, cancelled };
}

/** A fetch stub answering every call with `respond()`, recording what was sent. */
function stubFetch(respond: () => Response | Promise<Response>) {
  return jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(async () => respond());
}

const okFetch = (ndjson = ndjsonFor(REPLY_TEXT)) =>
  stubFetch(() => new Response(bodyOf([ndjson]).stream, { status: 200 }));

const sentBody = (fetchMock: jest.Mock, call = 0) =>
  JSON.parse((fetchMock.mock.calls[call] as [string, RequestInit])[1].body as string) as Record<
    string,
    unknown
  >;

/** Runs a generation expected to fail and returns its rejection. */
async function failure(promise: Promise<unknown>): Promise<GenerationFailure> {
  const error = await promise.then(
    () => {
      throw new Error('expected the generation to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GenerationFailure);
  return error as GenerationFailure;
}

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
    ['', ''],
  ])('%j → %j', (endpoint, base) => {
    expect(ollamaBaseUrl(endpoint)).toBe(base);
  });

  it('treats a missing endpoint as an empty string', () => {
    expect(ollamaBaseUrl(undefined)).toBe('');
  });
});

describe('generateCharacterWithOllama: the request', () => {
  it('POSTs the prompt to {base}/api/generate with localhost rewritten, as streamed JSON', async () => {
    const fetchMock = okFetch();
    await generateCharacterWithOllama(TEMPLATE, SETTINGS, { fetch: fetchMock });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:11434/api/generate');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    const body = sentBody(fetchMock);
    expect(body).toEqual({
      model: 'llama3',
      prompt: expect.any(String),
      format: 'json',
      keep_alive: '5m',
      stream: true,
      options: { temperature: 0.9, top_k: 40, top_p: 0.9, seed: expect.any(Number) },
    });
    expect(OLLAMA_KEEP_ALIVE).toBe('5m');
    expect(body.options).toMatchObject(OLLAMA_SAMPLING);
  });

  it("sends a prompt naming the template's values", async () => {
    const fetchMock = okFetch();
    await generateCharacterWithOllama(TEMPLATE, SETTINGS, { fetch: fetchMock });
    const prompt = sentBody(fetchMock).prompt as string;
    expect(prompt).toContain('212-year-old female Elf Mage of Chaotic Good alignment');
    expect(prompt).toContain('"race":"Elf"');
  });

  it('sends a new whole-number seed on every call', async () => {
    const fetchMock = stubFetch(
      () => new Response(bodyOf([ndjsonFor(REPLY_TEXT)]).stream, { status: 200 }),
    );
    for (let i = 0; i < 3; i++) {
      await generateCharacterWithOllama(TEMPLATE, SETTINGS, { fetch: fetchMock });
    }
    const seeds = [0, 1, 2].map((i) => (sentBody(fetchMock, i).options as { seed: number }).seed);
    for (const seed of seeds) {
      expect(Number.isInteger(seed)).toBe(true);
      expect(seed).toBeGreaterThanOrEqual(0);
      expect(seed).toBeLessThan(2 ** 31);
    }
    expect(new Set(seeds).size).toBe(3);
  });

  it('sends an empty model name and a relative URL when settings are missing', async () => {
    const fetchMock = okFetch();
    await generateCharacterWithOllama(TEMPLATE, { endpoint: '', model: '' }, { fetch: fetchMock });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/generate');
    expect(sentBody(fetchMock).model).toBe('');
  });

  it('passes the signal to fetch', async () => {
    const fetchMock = okFetch();
    const controller = new AbortController();
    await generateCharacterWithOllama(TEMPLATE, SETTINGS, {
      fetch: fetchMock,
      signal: controller.signal,
    });
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].signal).toBe(controller.signal);
  });

  it('uses the global fetch, looked up at call time, when none is given', async () => {
    const fetchMock = okFetch();
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock;
    try {
      await generateCharacterWithOllama(TEMPLATE, SETTINGS);
    } finally {
      globalThis.fetch = original;
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('generateCharacterWithOllama: the reply', () => {
  it('takes the profile from the model and race, class, gender, alignment and age from the template', async () => {
    const character = await generateCharacterWithOllama(TEMPLATE, SETTINGS, {
      fetch: okFetch(),
      newId: () => 'new-id',
    });
    expect(character).toEqual({
      id: 'new-id',
      firstName: 'Thalion',
      lastName: 'Brightwater',
      epithet: 'The Wandering Flame',
      race: 'Elf',
      characterClass: 'Mage',
      gender: 'Female',
      alignment: 'Chaotic Good',
      age: 212,
      background: MODEL_REPLY.background,
    });
  });

  it('gives the character a random UUID when no newId is given', async () => {
    const character = await generateCharacterWithOllama(TEMPLATE, SETTINGS, { fetch: okFetch() });
    expect(character.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('assembles the same character wherever the byte stream is cut (every position)', async () => {
    // A short reply keeps the loop quick; it holds multibyte characters and several lines.
    const text = JSON.stringify({
      ...MODEL_REPLY,
      background: { title: 'Ærenfell', content: ['Né — 🐉.'] },
    });
    const payload = encoder.encode(ndjsonFor(text, 24));
    expect(payload.length).toBeGreaterThan(200);
    const expected = await generateCharacterWithOllama(TEMPLATE, SETTINGS, {
      fetch: okFetch(ndjsonFor(text, 24)),
      newId: () => 'x',
    });
    expect(expected.background).toEqual({ title: 'Ærenfell', content: ['Né — 🐉.'] });
    for (let cut = 1; cut < payload.length; cut++) {
      const fetchMock = stubFetch(
        () =>
          new Response(bodyOf([payload.subarray(0, cut), payload.subarray(cut)]).stream, {
            status: 200,
          }),
      );
      const character = await generateCharacterWithOllama(TEMPLATE, SETTINGS, {
        fetch: fetchMock,
        newId: () => 'x',
      });
      expect({ cut, character }).toEqual({ cut, character: expected });
    }
  });

  it('reads a multibyte character split between two reads', async () => {
    const payload = encoder.encode(ndjsonFor(REPLY_TEXT));
    const dragon = encoder.encode('🐉');
    // Find the dragon's bytes and cut after its second byte.
    let at = -1;
    for (let i = 0; i < payload.length && at < 0; i++) {
      if (dragon.every((b, k) => payload[i + k] === b)) at = i;
    }
    expect(at).toBeGreaterThan(0);
    const fetchMock = stubFetch(
      () =>
        new Response(bodyOf([payload.subarray(0, at + 2), payload.subarray(at + 2)]).stream, {
          status: 200,
        }),
    );
    const character = await generateCharacterWithOllama(TEMPLATE, SETTINGS, { fetch: fetchMock });
    expect(character.background.content[3]).toBe('Now 🐉-rider.');
  });

  it("appends the done chunk's text (here the closing brace of the JSON)", async () => {
    const head = REPLY_TEXT.slice(0, -1);
    const ndjson =
      JSON.stringify({ response: head, done: false }) +
      '\n' +
      JSON.stringify({ response: '}', done: true, done_reason: 'stop' }) +
      '\n';
    const progress: GenerationProgress[] = [];
    const character = await generateCharacterWithOllama(TEMPLATE, SETTINGS, {
      fetch: okFetch(ndjson),
      onProgress: (p) => progress.push(p),
    });
    expect(character.firstName).toBe('Thalion');
    expect(progress.at(-1)?.text).toBe(REPLY_TEXT);
  });

  it('stops reading at the done chunk', async () => {
    const { stream, cancelled } = bodyOf(
      [ndjsonFor(REPLY_TEXT), JSON.stringify({ response: 'garbage', done: false }) + '\n'],
      { hang: true },
    );
    const character = await generateCharacterWithOllama(TEMPLATE, SETTINGS, {
      fetch: stubFetch(() => new Response(stream, { status: 200 })),
    });
    expect(character.lastName).toBe('Brightwater');
    expect(cancelled).toHaveBeenCalled();
  });

  it('skips a line that is not JSON with a console warning and still succeeds', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lines = ndjsonFor(REPLY_TEXT).split('\n');
    lines.splice(2, 0, '<<not json>>');
    const character = await generateCharacterWithOllama(TEMPLATE, SETTINGS, {
      fetch: okFetch(lines.join('\n')),
    });
    expect(character.firstName).toBe('Thalion');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('<<not json>>');
  });

  it('ignores chunks without text (e.g. a thinking model reasoning first)', async () => {
    const ndjson =
      JSON.stringify({ response: '', thinking: 'Hmm, an elf mage…', done: false }) +
      '\n' +
      ndjsonFor(REPLY_TEXT);
    const character = await generateCharacterWithOllama(TEMPLATE, SETTINGS, {
      fetch: okFetch(ndjson),
    });
    expect(character.firstName).toBe('Thalion');
  });
});

describe('progress', () => {
  it('reports connecting before fetch, loading-model once headers arrive, then writing as text arrives', async () => {
    const lines = ndjsonFor(REPLY_TEXT, 40).split('\n').filter(Boolean);
    const fetchMock = stubFetch(
      () => new Response(bodyOf(lines.map((l) => l + '\n')).stream, { status: 200 }),
    );
    const seen: { progress: GenerationProgress; fetchCalls: number }[] = [];
    await generateCharacterWithOllama(TEMPLATE, SETTINGS, {
      fetch: fetchMock,
      onProgress: (progress) => seen.push({ progress, fetchCalls: fetchMock.mock.calls.length }),
    });

    expect(seen[0]).toEqual({
      progress: { phase: 'connecting', receivedChars: 0, text: '' },
      fetchCalls: 0,
    });
    expect(seen[1]?.progress).toEqual({ phase: 'loading-model', receivedChars: 0, text: '' });
    const writing = seen.slice(2).map((s) => s.progress);
    expect(writing.length).toBe(lines.length);
    expect(writing.every((p) => p.phase === 'writing')).toBe(true);
    for (let i = 1; i < writing.length; i++) {
      expect(writing[i]!.receivedChars).toBeGreaterThan(writing[i - 1]!.receivedChars);
      expect(writing[i]!.text.startsWith(writing[i - 1]!.text)).toBe(true);
    }
    expect(writing.at(-1)).toEqual({
      phase: 'writing',
      receivedChars: REPLY_TEXT.length,
      text: REPLY_TEXT,
    });
  });

  it('stays at loading-model while the server has answered but written nothing', async () => {
    const { stream } = bodyOf([], { hang: true });
    const controller = new AbortController();
    const phases: string[] = [];
    const call = generateCharacterWithOllama(TEMPLATE, SETTINGS, {
      fetch: stubFetch(() => new Response(stream, { status: 200 })),
      signal: controller.signal,
      onProgress: (p) => {
        phases.push(p.phase);
        if (p.phase === 'loading-model') setTimeout(() => controller.abort(), 20);
      },
    });
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(phases).toEqual(['connecting', 'loading-model']);
  });
});

describe('errors', () => {
  it('HTTP failure: the server error field, e.g. a model that is not pulled (404)', async () => {
    const fetchMock = stubFetch(() =>
      Response.json({ error: "model 'nope' not found" }, { status: 404 }),
    );
    const error = await failure(
      generateCharacterWithOllama(TEMPLATE, { ...SETTINGS, model: 'nope' }, { fetch: fetchMock }),
    );
    expect(error.message).toBe(
      "Failed to generate data from Ollama API: Ollama call failed with status code 404: model 'nope' not found",
    );
    expect(error.cause).toBeInstanceOf(ModelHttpError);
    const cause = error.cause as ModelHttpError;
    expect(cause.status).toBe(404);
    expect(cause.detail).toBe("model 'nope' not found");
    expect(isModelNotFound(cause)).toBe(true);
  });

  it('HTTP failure: a 500 with an error body', async () => {
    const fetchMock = stubFetch(() =>
      Response.json(
        { error: 'llama runner process has terminated: exit status 2' },
        { status: 500 },
      ),
    );
    const error = await failure(
      generateCharacterWithOllama(TEMPLATE, SETTINGS, { fetch: fetchMock }),
    );
    expect(error.message).toBe(
      'Failed to generate data from Ollama API: Ollama call failed with status code 500: llama runner process has terminated: exit status 2',
    );
    expect(isModelNotFound(error.cause)).toBe(false);
  });

  it('HTTP failure: a plain-text body is the detail', async () => {
    const fetchMock = stubFetch(() => new Response('404 page not found', { status: 404 }));
    const error = await failure(
      generateCharacterWithOllama(TEMPLATE, SETTINGS, { fetch: fetchMock }),
    );
    expect((error.cause as Error).message).toBe(
      'Ollama call failed with status code 404: 404 page not found',
    );
  });

  it("HTTP failure: an HTML page's title is the detail, not its markup", async () => {
    const html =
      '<!DOCTYPE html><html><head><title>405 Not Allowed</title></head><body>…</body></html>';
    const fetchMock = stubFetch(() => new Response(html, { status: 405 }));
    const error = await failure(
      generateCharacterWithOllama(TEMPLATE, SETTINGS, { fetch: fetchMock }),
    );
    expect((error.cause as Error).message).toBe(
      'Ollama call failed with status code 405: 405 Not Allowed',
    );
  });

  it('HTTP failure: an empty body falls back to the status text', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 403, statusText: 'Forbidden' }));
    const error = await failure(
      generateCharacterWithOllama(TEMPLATE, SETTINGS, { fetch: fetchMock }),
    );
    expect((error.cause as Error).message).toBe(
      'Ollama call failed with status code 403: Forbidden',
    );
  });

  it('no body: Could not begin Ollama stream', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 200 }));
    const error = await failure(
      generateCharacterWithOllama(TEMPLATE, SETTINGS, { fetch: fetchMock }),
    );
    expect(error.message).toBe(
      'Failed to generate data from Ollama API: Could not begin Ollama stream. Please check the given URL and try again.',
    );
    expect(error.cause).toBeInstanceOf(ModelStreamError);
    expect((error.cause as ModelStreamError).kind).toBe('no-body');
    expect(NO_BODY_MESSAGE).toBe(
      'Could not begin Ollama stream. Please check the given URL and try again.',
    );
  });

  it('network failure: names the endpoint and suggests OLLAMA_ORIGINS with this page’s origin', async () => {
    const typeError = new TypeError('Failed to fetch');
    const fetchMock = jest.fn(async () => {
      throw typeError;
    });
    const error = await failure(
      generateCharacterWithOllama(TEMPLATE, SETTINGS, { fetch: fetchMock }),
    );
    expect(error.cause).toBeInstanceOf(ModelNetworkError);
    const cause = error.cause as ModelNetworkError;
    expect(cause.cause).toBe(typeError);
    expect(cause.endpoint).toBe('http://127.0.0.1:11434');
    // The test page's origin (jsdom) is http://localhost.
    expect(error.message).toBe(
      'Failed to generate data from Ollama API: Could not reach Ollama at http://127.0.0.1:11434. ' +
        "Is it running? If it is, allow this page's origin with OLLAMA_ORIGINS " +
        '(for example OLLAMA_ORIGINS=http://localhost).',
    );
  });

  it('network failure with no endpoint set says so', async () => {
    const fetchMock = jest.fn(async () => {
      throw new TypeError('Failed to parse URL from /api/generate');
    });
    const error = await failure(
      generateCharacterWithOllama(TEMPLATE, { endpoint: '', model: '' }, { fetch: fetchMock }),
    );
    expect(error.message).toBe(
      'Failed to generate data from Ollama API: Could not reach Ollama: no endpoint is set. Enter it in Settings.',
    );
  });

  it('an error line mid-stream is the error, with its message', async () => {
    const lines = ndjsonFor(REPLY_TEXT).split('\n').slice(0, 3);
    lines.push(
      JSON.stringify({ error: 'an error was encountered while running the model: unexpected EOF' }),
    );
    lines.push(ndjsonFor('ignored'));
    const error = await failure(
      generateCharacterWithOllama(TEMPLATE, SETTINGS, { fetch: okFetch(lines.join('\n')) }),
    );
    expect(error.message).toBe(
      'Failed to generate data from Ollama API: an error was encountered while running the model: unexpected EOF',
    );
    expect(error.cause).toBeInstanceOf(ModelStreamError);
    expect((error.cause as ModelStreamError).kind).toBe('error-line');
  });

  it('a stream that ends without done is an error', async () => {
    const lines = ndjsonFor(REPLY_TEXT).split('\n').slice(0, 4).join('\n') + '\n';
    const error = await failure(
      generateCharacterWithOllama(TEMPLATE, SETTINGS, { fetch: okFetch(lines) }),
    );
    expect(error.message).toBe(
      `Failed to generate data from Ollama API: ${INCOMPLETE_STREAM_MESSAGE}`,
    );
    expect((error.cause as ModelStreamError).kind).toBe('incomplete');
  });

  it('a connection lost mid-stream is an error that keeps the read failure as its cause', async () => {
    const lost = new TypeError('terminated');
    const { stream } = bodyOf([ndjsonFor(REPLY_TEXT).slice(0, 150)], { fail: lost });
    const error = await failure(
      generateCharacterWithOllama(TEMPLATE, SETTINGS, {
        fetch: stubFetch(() => new Response(stream, { status: 200 })),
      }),
    );
    expect(error.message).toBe(
      `Failed to generate data from Ollama API: ${LOST_CONNECTION_MESSAGE}`,
    );
    expect((error.cause as ModelStreamError).cause).toBe(lost);
  });

  it('a reply that is not JSON: the domain parser’s message is the cause', async () => {
    const error = await failure(
      generateCharacterWithOllama(TEMPLATE, SETTINGS, {
        fetch: okFetch(ndjsonFor('Sure! Here is your character: Thalion.')),
      }),
    );
    expect(error.cause).toBeInstanceOf(ModelReplyError);
    expect(error.message).toBe(
      "Failed to generate data from Ollama API: The model's reply is not valid JSON",
    );
  });

  it('a reply without a first name: the domain parser names the field', async () => {
    const { firstName: _f, ...rest } = MODEL_REPLY;
    const error = await failure(
      generateCharacterWithOllama(TEMPLATE, SETTINGS, {
        fetch: okFetch(ndjsonFor(JSON.stringify(rest))),
      }),
    );
    expect(error.message).toBe(
      "Failed to generate data from Ollama API: The model's reply has no firstName",
    );
  });
});

describe('abort', () => {
  it('abort mid-stream rejects with the AbortError itself and cancels the reader', async () => {
    const lines = ndjsonFor(REPLY_TEXT).split('\n');
    const { stream, cancelled } = bodyOf([lines.slice(0, 3).join('\n') + '\n'], { hang: true });
    const controller = new AbortController();
    const call = generateCharacterWithOllama(TEMPLATE, SETTINGS, {
      // Like a stub that ignores the signal: the adapter itself must stop reading.
      fetch: stubFetch(() => new Response(stream, { status: 200 })),
      signal: controller.signal,
      onProgress: (p) => {
        if (p.phase === 'writing') controller.abort();
      },
    });
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(GenerationFailure);
    expect(cancelled).toHaveBeenCalled();
  });

  it('abort while connecting rejects with the AbortError from fetch, unwrapped', async () => {
    const controller = new AbortController();
    const fetchMock = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const call = generateBackgroundWithOllama({ id: 'c1', ...MODEL_REPLY } as Character, SETTINGS, {
      fetch: fetchMock,
      signal: controller.signal,
    });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a signal aborted before the call never reaches a reply', async () => {
    const fetchMock = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      init?.signal?.throwIfAborted();
      return new Response(bodyOf([ndjsonFor(REPLY_TEXT)]).stream);
    });
    await expect(
      generateCharacterWithOllama(TEMPLATE, SETTINGS, {
        fetch: fetchMock,
        signal: AbortSignal.abort(),
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('generateBackgroundWithOllama', () => {
  const CHARACTER: Character = {
    id: 'kept-id',
    firstName: 'Mira',
    lastName: 'Stonehelm',
    epithet: 'The Patient Hammer',
    race: 'Dwarf',
    characterClass: 'Cleric',
    gender: 'Female',
    alignment: 'Lawful Good',
    age: 140,
    background: { title: 'Old', content: ['Old paragraph.'] },
  };
  const NEW_BACKGROUND = {
    title: 'The Forge Vigil',
    content: ['Mira kept the forge.', 'She prayed.', 'She left.', 'She returned.'],
  };

  it('sends the character with background null (and no id), and replaces only the background', async () => {
    // The model answers the whole character but changes the name: only its background is taken.
    const reply = {
      ...CHARACTER,
      id: undefined,
      firstName: 'Someone',
      race: 'Orc',
      background: NEW_BACKGROUND,
    };
    const fetchMock = okFetch(ndjsonFor(JSON.stringify(reply)));
    const result = await generateBackgroundWithOllama(CHARACTER, SETTINGS, { fetch: fetchMock });

    expect(result).toEqual({ ...CHARACTER, background: NEW_BACKGROUND });
    const prompt = sentBody(fetchMock).prompt as string;
    expect(prompt).toContain('"background":null');
    expect(prompt).toContain('"firstName":"Mira"');
    expect(prompt).not.toContain('kept-id');
    expect(prompt).not.toContain('Old paragraph.');
  });

  it('accepts a reply that holds only the background', async () => {
    const result = await generateBackgroundWithOllama(CHARACTER, SETTINGS, {
      fetch: okFetch(ndjsonFor(JSON.stringify({ background: NEW_BACKGROUND }))),
    });
    expect(result).toEqual({ ...CHARACTER, background: NEW_BACKGROUND });
  });

  it('accepts a reply that is the background object itself, in a code fence', async () => {
    const result = await generateBackgroundWithOllama(CHARACTER, SETTINGS, {
      fetch: okFetch(ndjsonFor('```json\n' + JSON.stringify(NEW_BACKGROUND) + '\n```')),
    });
    expect(result.background).toEqual(NEW_BACKGROUND);
  });

  it('rejects a reply without a background, through the domain parser', async () => {
    const error = await failure(
      generateBackgroundWithOllama(CHARACTER, SETTINGS, {
        fetch: okFetch(ndjsonFor(JSON.stringify({ firstName: 'Mira' }))),
      }),
    );
    expect(error.message).toBe(
      "Failed to generate data from Ollama API: The model's reply has no background",
    );
    expect(error.cause).toBeInstanceOf(ModelReplyError);
  });

  it('rejects a reply that is not JSON', async () => {
    const error = await failure(
      generateBackgroundWithOllama(CHARACTER, SETTINGS, {
        fetch: okFetch(ndjsonFor('{"background":')),
      }),
    );
    expect(error.message).toBe(
      "Failed to generate data from Ollama API: The model's reply is not valid JSON",
    );
  });

  it('wraps HTTP failures the same way', async () => {
    const error = await failure(
      generateBackgroundWithOllama(CHARACTER, SETTINGS, {
        fetch: stubFetch(() => Response.json({ error: 'boom' }, { status: 500 })),
      }),
    );
    expect(error.message).toBe(
      'Failed to generate data from Ollama API: Ollama call failed with status code 500: boom',
    );
  });
});
