import type { Character, CharacterTemplate } from '@/domain/character';
import { parseErrorBody } from '../http';
import { DEFAULT_API_VERSION, buildChatCompletionsUrl } from '../openai-chat';
import {
  ModelConfigError,
  ModelHttpError,
  ModelNetworkError,
  ModelReplyError,
  abortError,
  isAbortError,
} from '@/domain/model-errors';
import { generateBackgroundWithAzure, generateCharacterWithAzure } from './model-calls';
import { fakeClock } from './model-calls';
import type { CallOptions } from './model-calls';
import { buildBackgroundPrompt, buildCharacterPrompt } from '@/domain/prompts';
import { RetryLaterError } from '../retry';
import type { ChatSettings, GenerationProgress } from '../types';

const TOKEN = 'ghp_SECRET_token_1234567890abcdef';
const SETTINGS: ChatSettings = {
  endpoint: 'https://models.example.test/inference',
  model: 'openai/gpt-4.1',
  token: TOKEN,
};
const NOW = Date.UTC(2026, 8, 1, 12, 0, 0);

const TEMPLATE: CharacterTemplate = {
  race: 'Elf',
  characterClass: 'Mage',
  gender: 'Female',
  alignment: 'Chaotic Good',
  age: 212,
};

/** What a well-behaved model answers: its own choices for everything. */
const MODEL_CHARACTER = {
  firstName: 'Seraphine',
  lastName: 'Duskwhisper',
  epithet: 'The Moonlit Wanderer',
  characterClass: 'Warrior',
  gender: 'Male',
  race: 'Orc',
  alignment: 'Lawful Evil',
  age: 40,
  background: {
    title: 'The Oath Beneath the Willow',
    content: ['One.', 'Two.', 'Three.', 'Four.'],
  },
};

function completion(content: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    model: 'gpt-4.1-2025-04-14',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    ...extra,
  });
}

const ok = (content: unknown = JSON.stringify(MODEL_CHARACTER)) =>
  new Response(completion(content), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const status = (code: number, body = '', headers: Record<string, string> = {}) =>
  new Response(code === 204 ? null : body, { status: code, headers });

const errorJson = (code: number, errorCode: string, message: string, headers = {}) =>
  status(code, JSON.stringify({ error: { code: errorCode, message } }), {
    'Content-Type': 'application/json',
    ...headers,
  });

type Reply = Response | (() => Response) | Error;

/** A fetch stub answering from a list (the last answer repeats), recording every call. */
function stubFetch(...replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const next = replies.length > 1 ? replies.shift() : replies[0];
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : (next as Response).clone();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, mock: fetch, calls };
}

function options(fetch: typeof globalThis.fetch, extra: Partial<CallOptions> = {}) {
  const clock = fakeClock(NOW);
  return {
    clock,
    opts: { fetch, clock, random: () => 0, newId: () => 'new-id', ...extra } as CallOptions,
  };
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

describe('buildChatCompletionsUrl', () => {
  const v = `api-version=${DEFAULT_API_VERSION}`;
  it.each([
    [
      'https://models.github.ai/inference',
      `https://models.github.ai/inference/chat/completions?${v}`,
    ],
    [
      'https://models.github.ai/inference/',
      `https://models.github.ai/inference/chat/completions?${v}`,
    ],
    [
      'https://models.github.ai/inference//',
      `https://models.github.ai/inference/chat/completions?${v}`,
    ],
    ['https://host.test//a//b', `https://host.test/a/b/chat/completions?${v}`],
    ['https://host.test', `https://host.test/chat/completions?${v}`],
    ['https://host.test/', `https://host.test/chat/completions?${v}`],
    ['  https://host.test/v1  ', `https://host.test/v1/chat/completions?${v}`],
    ['https://host.test/v1?foo=bar', `https://host.test/v1/chat/completions?foo=bar&${v}`],
    ['https://host.test/v1/?a=b%20c&d', `https://host.test/v1/chat/completions?a=b%20c&d&${v}`],
    [
      'https://res.openai.azure.com/openai/v1?api-version=preview',
      'https://res.openai.azure.com/openai/v1/chat/completions?api-version=preview',
    ],
    [
      'https://host.test/x?a=1&api-version=2024-10-21',
      'https://host.test/x/chat/completions?a=1&api-version=2024-10-21',
    ],
    ['https://host.test/v1/chat/completions', `https://host.test/v1/chat/completions?${v}`],
    ['http://127.0.0.1:8080/v1', `http://127.0.0.1:8080/v1/chat/completions?${v}`],
    ['https://host.test/v1#frag', `https://host.test/v1/chat/completions?${v}`],
  ])('%s → %s', (endpoint, url) => {
    expect(buildChatCompletionsUrl(endpoint)).toBe(url);
  });

  it('refuses something that is not an http(s) address', () => {
    expect(() => buildChatCompletionsUrl('models.github.ai')).toThrow(ModelConfigError);
    expect(() => buildChatCompletionsUrl('ftp://host.test/v1')).toThrow(/https:\/\//);
  });
});

describe('generateCharacterWithAzure: the request', () => {
  it('POSTs the spec body with only the bearer and JSON headers', async () => {
    const { fetch, calls } = stubFetch(ok());
    const { opts } = options(fetch);
    await generateCharacterWithAzure(TEMPLATE, SETTINGS, opts);
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe(
      'https://models.example.test/inference/chat/completions?api-version=2024-05-01-preview',
    );
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      Authorization: `Bearer ${TOKEN}`,
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      messages: [
        { role: 'system', content: 'You are a helpful assistant.' },
        { role: 'user', content: buildCharacterPrompt(TEMPLATE) },
      ],
      temperature: 1,
      top_p: 1,
      model: 'openai/gpt-4.1',
    });
  });

  it('passes the abort signal to fetch', async () => {
    const { fetch, calls } = stubFetch(ok());
    const controller = new AbortController();
    const { opts } = options(fetch, { signal: controller.signal });
    await generateCharacterWithAzure(TEMPLATE, SETTINGS, opts);
    expect(calls[0]!.init.signal).toBe(controller.signal);
  });

  it.each([
    [{ ...SETTINGS, token: '' }],
    [{ ...SETTINGS, endpoint: '' }],
    [{ ...SETTINGS, token: '   ', endpoint: '  ' }],
  ])('refuses to call without token and endpoint', async (settings) => {
    const { fetch, mock } = stubFetch(ok());
    const error = await failure(
      generateCharacterWithAzure(TEMPLATE, settings, options(fetch).opts),
    );
    expect(error).toBeInstanceOf(ModelConfigError);
    expect(error.message).toBe('Azure token and endpoint are required');
    expect(mock).not.toHaveBeenCalled();
  });

  it('reports connecting, then writing with the reply text', async () => {
    const { fetch } = stubFetch(ok());
    const progress: GenerationProgress[] = [];
    const { opts } = options(fetch, { onProgress: (p) => progress.push(p) });
    await generateCharacterWithAzure(TEMPLATE, SETTINGS, opts);
    const text = JSON.stringify(MODEL_CHARACTER);
    expect(progress).toEqual([
      { phase: 'connecting', receivedChars: 0, text: '' },
      { phase: 'writing', receivedChars: text.length, text },
    ]);
  });
});

describe('generateCharacterWithAzure: the reply', () => {
  it("keeps the template's class, gender, race, alignment and age; takes the rest from the model", async () => {
    const { fetch } = stubFetch(ok());
    const character = await generateCharacterWithAzure(TEMPLATE, SETTINGS, options(fetch).opts);
    expect(character).toEqual({
      id: 'new-id',
      firstName: 'Seraphine',
      lastName: 'Duskwhisper',
      epithet: 'The Moonlit Wanderer',
      race: 'Elf',
      characterClass: 'Mage',
      gender: 'Female',
      alignment: 'Chaotic Good',
      age: 212,
      background: MODEL_CHARACTER.background,
    });
  });

  it('takes the model values the template leaves open', async () => {
    const { fetch } = stubFetch(ok());
    const character = await generateCharacterWithAzure({}, SETTINGS, options(fetch).opts);
    expect(character).toMatchObject({ race: 'Orc', characterClass: 'Warrior', age: 40 });
  });

  it('accepts JSON in a ```json fence', async () => {
    const { fetch } = stubFetch(ok('```json\n' + JSON.stringify(MODEL_CHARACTER) + '\n```'));
    const character = await generateCharacterWithAzure(TEMPLATE, SETTINGS, options(fetch).opts);
    expect(character.firstName).toBe('Seraphine');
  });

  it('accepts content sent as a list of text parts', async () => {
    const text = JSON.stringify(MODEL_CHARACTER);
    const parts = [
      { type: 'text', text: text.slice(0, 20) },
      { type: 'text', text: text.slice(20) },
    ];
    const { fetch } = stubFetch(ok(parts));
    const character = await generateCharacterWithAzure(TEMPLATE, SETTINGS, options(fetch).opts);
    expect(character.lastName).toBe('Duskwhisper');
  });

  it.each([
    ['empty content', () => ok('')],
    ['blank content', () => ok('  \n ')],
    ['null content', () => ok(null)],
    ['no choices', () => status(200, JSON.stringify({ choices: [] }))],
    ['no message', () => status(200, JSON.stringify({ choices: [{ index: 0 }] }))],
    ['an empty body', () => status(200, '')],
    ['a body that is not JSON', () => status(200, '<html>hello</html>')],
  ])('%s → No content returned from Azure API', async (_name, reply) => {
    const { fetch } = stubFetch(reply);
    const error = await failure(
      generateCharacterWithAzure(TEMPLATE, SETTINGS, options(fetch).opts),
    );
    expect((error as Error).cause).toBeInstanceOf(ModelReplyError);
    expect(error.message).toBe('No content returned from Azure API');
  });

  it.each([
    ['prose', 'Meet Seraphine Duskwhisper, an elf.'],
    ['cut-off JSON', '{"firstName": "Sera'],
    ['a fence around prose', '```json\nnot json\n```'],
  ])('%s → Failed to parse character JSON from Azure response', async (_name, content) => {
    const { fetch } = stubFetch(ok(content));
    const error = await failure(
      generateCharacterWithAzure(TEMPLATE, SETTINGS, options(fetch).opts),
    );
    expect((error as Error).cause).toBeInstanceOf(ModelReplyError);
    expect(error.message).toBe('Failed to parse character JSON from Azure response');
  });

  it("shows the domain parser's message for JSON that is not a character", async () => {
    const { fetch } = stubFetch(ok(JSON.stringify({ firstName: 'Seraphine' })));
    const error = await failure(
      generateCharacterWithAzure(TEMPLATE, SETTINGS, options(fetch).opts),
    );
    expect(error).toBeInstanceOf(ModelReplyError);
    expect(error.message).toBe("The model's reply has no background");
  });
});

describe('generateBackgroundWithAzure', () => {
  const CHARACTER: Character = {
    id: 'char-7',
    firstName: 'Brom',
    lastName: 'Ironhide',
    epithet: 'The Unbroken',
    race: 'Dwarf',
    characterClass: 'Warrior',
    gender: 'Male',
    alignment: 'Lawful Good',
    age: 150,
    background: { title: 'Old title', content: ['Old paragraph.'] },
  };

  it('sends the character with background null and replaces only the background', async () => {
    const { fetch, calls } = stubFetch(ok());
    const result = await generateBackgroundWithAzure(CHARACTER, SETTINGS, options(fetch).opts);
    const body = JSON.parse(calls[0]!.init.body as string) as {
      messages: { content: string }[];
    };
    expect(body.messages[1]!.content).toBe(buildBackgroundPrompt(CHARACTER));
    expect(body.messages[1]!.content).toContain('"background":null');
    expect(result).toEqual({ ...CHARACTER, background: MODEL_CHARACTER.background });
  });

  it('fills a field the character lacks (after a reroll) from the model', async () => {
    const { fetch } = stubFetch(ok());
    const rerolled = { ...CHARACTER, firstName: null } as unknown as Character;
    const result = await generateBackgroundWithAzure(rerolled, SETTINGS, options(fetch).opts);
    expect(result).toEqual({
      ...CHARACTER,
      firstName: 'Seraphine',
      background: MODEL_CHARACTER.background,
    });
  });

  it('keeps the character even when the model leaves its names out or wraps its answer', async () => {
    const wrapped = JSON.stringify({ character: { background: MODEL_CHARACTER.background } });
    const { fetch } = stubFetch(ok(wrapped));
    const result = await generateBackgroundWithAzure(CHARACTER, SETTINGS, options(fetch).opts);
    expect(result).toEqual({ ...CHARACTER, background: MODEL_CHARACTER.background });
  });

  it('refuses without a token, like a whole generation', async () => {
    const { fetch } = stubFetch(ok());
    await expect(
      generateBackgroundWithAzure(CHARACTER, { ...SETTINGS, token: '' }, options(fetch).opts),
    ).rejects.toThrow('Azure token and endpoint are required');
  });
});

describe('error statuses', () => {
  it('uses the error object message and code, never [object Object]', async () => {
    const { fetch } = stubFetch(errorJson(404, 'unknown_model', 'Unknown model: x'));
    const error = await failure(
      generateCharacterWithAzure(TEMPLATE, SETTINGS, options(fetch).opts),
    );
    expect(error).toBeInstanceOf(ModelHttpError);
    expect(error.message).toBe('Unknown model: x (unknown_model)');
    expect((error as ModelHttpError).status).toBe(404);
    expect((error as ModelHttpError).code).toBe('unknown_model');
  });

  it.each([
    ['a string error', '{"error":"Model is loading"}', 'Model is loading'],
    [
      'a top-level message (vLLM)',
      '{"object":"error","message":"The model `x` does not exist.","code":404}',
      'The model `x` does not exist. (404)',
    ],
    ['a FastAPI detail', '{"detail":"Not Found"}', 'Not Found'],
    [
      'a numeric code (llama.cpp)',
      '{"error":{"code":400,"message":"bad request","type":"invalid_request_error"}}',
      'bad request (400)',
    ],
    ['plain text', 'upstream connect error', 'upstream connect error'],
    ['a JSON string', '"Just a string"', 'Just a string'],
    [
      'a message that names its code',
      '{"error":{"code":"X1","message":"Failed: X1"}}',
      'Failed: X1',
    ],
  ])('reads %s', async (_name, body, message) => {
    const { fetch } = stubFetch(status(400, body));
    const error = await failure(
      generateCharacterWithAzure(TEMPLATE, SETTINGS, options(fetch).opts),
    );
    expect(error.message).toBe(message);
  });

  it('uses the x-ms-error-code header when the body has no code', async () => {
    const { fetch } = stubFetch(
      status(400, '{"error":{"message":"Bad thing"}}', { 'x-ms-error-code': 'BadThing' }),
    );
    const error = await failure(
      generateCharacterWithAzure(TEMPLATE, SETTINGS, options(fetch).opts),
    );
    expect(error.message).toBe('Bad thing (BadThing)');
  });

  it.each([
    [
      403,
      'The endpoint refused access (HTTP 403) with no explanation. The token may lack access to this model, or the service may have been retired; check the endpoint and token in Settings.',
    ],
    [401, 'The endpoint rejected the token (HTTP 401). Check the Azure token in Settings.'],
    [
      404,
      'Nothing was found at this endpoint (HTTP 404). Check the endpoint and model name in Settings.',
    ],
    [
      400,
      'The endpoint rejected the request (HTTP 400) with no explanation. Check the model name in Settings.',
    ],
    [429, 'The service is busy (HTTP 429: too many requests). Wait a little and try again.'],
    [501, 'The service had a problem (HTTP 501). Try again later.'],
    [418, 'The endpoint answered with HTTP 418 and no explanation.'],
  ])('explains an empty %i', async (code, message) => {
    const { fetch } = stubFetch(status(code));
    const error = await failure(
      generateCharacterWithAzure(TEMPLATE, SETTINGS, options(fetch).opts),
    );
    expect(error).toBeInstanceOf(ModelHttpError);
    expect(error.message).toBe(message);
  });

  it('explains an HTML error page by its status', async () => {
    const { fetch } = stubFetch(status(502, '<html><body>Bad Gateway</body></html>'));
    const error = await failure(
      generateCharacterWithAzure(TEMPLATE, SETTINGS, options(fetch).opts),
    );
    expect(error.message).toBe('The service had a problem (HTTP 502). Try again later.');
  });

  it('turns a network failure into a message naming the origin only', async () => {
    const { fetch, mock } = stubFetch(new TypeError('Failed to fetch'));
    const settings = { ...SETTINGS, endpoint: 'https://res.openai.azure.com/openai/v1?sig=abc' };
    const error = await failure(
      generateCharacterWithAzure(TEMPLATE, settings, options(fetch).opts),
    );
    expect(error).toBeInstanceOf(ModelNetworkError);
    expect(error.message).toBe(
      'Could not reach the cloud model at https://res.openai.azure.com. The server may be down, or it may not allow requests from this page (CORS).',
    );
    expect(error.message).not.toContain('sig=abc');
    expect((error as ModelNetworkError).cause).toBeInstanceOf(TypeError);
    // Not retried, as the SDK does not retry a browser network failure.
    expect(mock).toHaveBeenCalledTimes(1);
  });
});

describe('retries through the adapter', () => {
  it.each([408, 500, 502, 503, 504])(
    '%i: 4 attempts, jittered waits, then the error',
    async (code) => {
      const { fetch, mock } = stubFetch(errorJson(code, 'Oops', 'Server trouble'));
      const { opts, clock } = options(fetch);
      const error = await failure(generateCharacterWithAzure(TEMPLATE, SETTINGS, opts));
      expect(mock).toHaveBeenCalledTimes(4);
      expect(clock.sleeps).toEqual([500, 1000, 2000]);
      expect(error).toBeInstanceOf(ModelHttpError);
      expect(error.message).toBe('Server trouble (Oops)');
    },
  );

  it('waits at the top of the jitter range when random is high', async () => {
    const { fetch } = stubFetch(status(500));
    const { opts, clock } = options(fetch, { random: () => 0.99999 });
    await failure(generateCharacterWithAzure(TEMPLATE, SETTINGS, opts));
    expect(clock.sleeps).toEqual([1000, 2000, 4000]);
  });

  it.each([501, 505, 400, 401, 403, 404, 409, 422])('%i: one attempt', async (code) => {
    const { fetch, mock } = stubFetch(status(code));
    const { opts, clock } = options(fetch);
    await failure(generateCharacterWithAzure(TEMPLATE, SETTINGS, opts));
    expect(mock).toHaveBeenCalledTimes(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('429 without a wait header: one attempt', async () => {
    const { fetch, mock } = stubFetch(errorJson(429, 'RateLimitReached', 'Too many requests.'));
    const error = await failure(
      generateCharacterWithAzure(TEMPLATE, SETTINGS, options(fetch).opts),
    );
    expect(mock).toHaveBeenCalledTimes(1);
    expect(error.message).toBe('Too many requests. (RateLimitReached)');
  });

  it('503 then success: recovers and returns the character', async () => {
    const { fetch, mock } = stubFetch(status(503, '', { 'Retry-After': '1' }), ok());
    const { opts, clock } = options(fetch);
    const character = await generateCharacterWithAzure(TEMPLATE, SETTINGS, opts);
    expect(character.firstName).toBe('Seraphine');
    expect(mock).toHaveBeenCalledTimes(2);
    expect(clock.sleeps).toEqual([1000]);
  });

  it.each([
    ['retry-after-ms', { 'retry-after-ms': '2500' }, 2500],
    ['x-ms-retry-after-ms', { 'x-ms-retry-after-ms': '750' }, 750],
    ['Retry-After seconds', { 'Retry-After': '3' }, 3000],
    ['Retry-After HTTP date', { 'Retry-After': new Date(NOW + 20_000).toUTCString() }, 20_000],
    ['Retry-After date in the past', { 'Retry-After': new Date(NOW - 5000).toUTCString() }, 0],
  ])('429 with %s waits exactly that long', async (_name, headers, wait) => {
    const { fetch, mock } = stubFetch(status(429, '', headers), ok());
    const { opts, clock } = options(fetch);
    await generateCharacterWithAzure(TEMPLATE, SETTINGS, opts);
    expect(mock).toHaveBeenCalledTimes(2);
    expect(clock.sleeps).toEqual([wait]);
  });

  it('a lasting 429 with a short wait: 4 attempts, then the message with the wait', async () => {
    const { fetch, mock } = stubFetch(
      errorJson(429, 'RateLimitReached', 'Rate limit exceeded.', { 'Retry-After': '5' }),
    );
    const { opts, clock } = options(fetch);
    const error = await failure(generateCharacterWithAzure(TEMPLATE, SETTINGS, opts));
    expect(mock).toHaveBeenCalledTimes(4);
    expect(clock.sleeps).toEqual([5000, 5000, 5000]);
    expect(error.message).toBe('Rate limit exceeded. (RateLimitReached) Try again in 5 seconds.');
  });

  it('a wait over 64 s is not waited on: the user is told when to try again', async () => {
    const { fetch, mock } = stubFetch(
      errorJson(429, 'RateLimitReached', 'Rate limit of 50 per 86400s exceeded.', {
        'Retry-After': '86400',
      }),
    );
    const { opts, clock } = options(fetch);
    const error = await failure(generateCharacterWithAzure(TEMPLATE, SETTINGS, opts));
    expect(mock).toHaveBeenCalledTimes(1);
    expect(clock.sleeps).toEqual([]);
    expect(error).toBeInstanceOf(RetryLaterError);
    expect(error.message).toMatch(
      /^The service is busy and asked to wait 24 hours before trying again \(until \d\d:\d\d tomorrow\)\. Try again then\. The service said: Rate limit of 50 per 86400s exceeded\.$/,
    );
  });

  it('a 503 asking for 65 s is refused too, in seconds', async () => {
    const { fetch } = stubFetch(status(503, '', { 'retry-after-ms': '65000' }));
    const error = await failure(
      generateCharacterWithAzure(TEMPLATE, SETTINGS, options(fetch).opts),
    );
    expect(error.message).toMatch(
      /^The service is busy and asked to wait 65 seconds before trying again \(until \d\d:\d\d\)\. Try again then\.$/,
    );
  });

  it('a wait of exactly 64 s is waited on', async () => {
    const { fetch } = stubFetch(status(429, '', { 'Retry-After': '64' }), ok());
    const { opts, clock } = options(fetch);
    await generateCharacterWithAzure(TEMPLATE, SETTINGS, opts);
    expect(clock.sleeps).toEqual([64000]);
  });

  it('tells onRetry about each wait', async () => {
    const { fetch } = stubFetch(status(500), ok());
    const onRetry = jest.fn();
    await generateCharacterWithAzure(TEMPLATE, SETTINGS, options(fetch, { onRetry }).opts);
    expect(onRetry).toHaveBeenCalledWith({
      nextAttempt: 2,
      delayMs: 500,
      status: 500,
      reason: 'exponential',
    });
  });

  describe('with real timers faked', () => {
    beforeEach(() => jest.useFakeTimers({ now: NOW }));
    afterEach(() => jest.useRealTimers());

    it('an abort during a retry wait rejects at once and sends nothing more', async () => {
      const { fetch, mock } = stubFetch(status(503, '', { 'Retry-After': '60' }), ok());
      const controller = new AbortController();
      const done = generateCharacterWithAzure(TEMPLATE, SETTINGS, {
        fetch,
        signal: controller.signal,
      }).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(10_000);
      expect(mock).toHaveBeenCalledTimes(1);
      controller.abort();
      const error = await done;
      expect(isAbortError(error)).toBe(true);
      await jest.advanceTimersByTimeAsync(120_000);
      expect(mock).toHaveBeenCalledTimes(1);
    });

    it('waits the default jittered delay on the real clock', async () => {
      const { fetch, mock } = stubFetch(status(500), ok());
      const done = generateCharacterWithAzure(TEMPLATE, SETTINGS, { fetch, random: () => 0 });
      await jest.advanceTimersByTimeAsync(499);
      expect(mock).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(mock).toHaveBeenCalledTimes(2);
      await expect(done).resolves.toMatchObject({ firstName: 'Seraphine' });
    });
  });

  it('an abort while fetching rejects with the AbortError, not a network error', async () => {
    const controller = new AbortController();
    const fetch = jest.fn(async () => {
      controller.abort();
      throw abortError();
    }) as unknown as typeof globalThis.fetch;
    const error = await failure(
      generateCharacterWithAzure(TEMPLATE, SETTINGS, { fetch, signal: controller.signal }),
    );
    expect(isAbortError(error)).toBe(true);
  });
});

describe('the token stays secret', () => {
  const cases: [string, () => Reply[]][] = [
    ['401 error object', () => [errorJson(401, 'Unauthorized', 'Bad credentials')]],
    [
      '401 echoing the token',
      () => [errorJson(401, 'invalid_api_key', `Incorrect API key provided: ${TOKEN}.`)],
    ],
    ['text echoing the token', () => [status(400, `bad token ${TOKEN}`)]],
    ['403 empty', () => [status(403)]],
    ['404', () => [errorJson(404, 'unknown_model', 'Unknown model: x')]],
    ['500 always', () => [status(500, `{"error":{"message":"boom ${TOKEN}"}}`)]],
    [
      '429 huge',
      () => [errorJson(429, 'RateLimitReached', `limit for ${TOKEN}`, { 'Retry-After': '86400' })],
    ],
    ['network', () => [new TypeError(`fetch failed ${TOKEN}`)]],
    ['empty content', () => [ok('')]],
    ['non-JSON content', () => [ok('hello')]],
    ['invalid character', () => [ok('{"firstName":"x"}')]],
  ];

  it.each(cases)('%s: not in the error, not in any console call', async (_name, replies) => {
    const spies = (['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((m) =>
      jest.spyOn(console, m).mockImplementation(() => undefined),
    );
    const { fetch, calls } = stubFetch(...replies());
    const error = await failure(
      generateCharacterWithAzure(TEMPLATE, SETTINGS, options(fetch).opts),
    );
    const seen = [
      error.message,
      String(error),
      error.stack ?? '',
      JSON.stringify(error),
      JSON.stringify(Object.entries(error)),
    ].join('\n');
    expect(seen).not.toContain(TOKEN);
    for (const spy of spies) {
      expect(JSON.stringify(spy.mock.calls)).not.toContain(TOKEN);
    }
    // Sent only in the header, never in the URL or body.
    for (const call of calls) {
      expect(call.url).not.toContain(TOKEN);
      expect(String(call.init.body)).not.toContain(TOKEN);
    }
  });

  it('missing settings say nothing about the token', async () => {
    const error = await failure(
      generateCharacterWithAzure(TEMPLATE, { ...SETTINGS, endpoint: '' }, {}),
    );
    expect(error.message).not.toContain(TOKEN);
  });
});

describe('parseErrorBody', () => {
  it('reads the GitHub Models unknown-model shape (details as a string)', () => {
    expect(
      parseErrorBody(
        '{"error":{"code":"unknown_model","message":"Unknown model: X","details":"Unknown model: X"}}',
      ),
    ).toEqual({ message: 'Unknown model: X', code: 'unknown_model' });
  });

  it('gives nothing for empty, HTML and shapeless bodies', () => {
    expect(parseErrorBody('')).toEqual({});
    expect(parseErrorBody('<!DOCTYPE html><html></html>')).toEqual({});
    expect(parseErrorBody('[1,2]')).toEqual({});
    expect(parseErrorBody('{"error":{}}')).toEqual({ message: undefined, code: undefined });
  });

  it('shortens a long text body', () => {
    const { message } = parseErrorBody('x'.repeat(1000));
    expect(message).toHaveLength(301);
  });
});
