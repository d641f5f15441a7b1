/**
 * The cloud adapter on what the loopback cloud server cannot send: the endpoint joined into a URL,
 * settings refused before sending, reply and error-body shapes of other servers, the wait in a
 * message, an abort during a retry wait, and the token kept out of every error.
 */
import { makeTemplate } from '@/testing/fixtures';
import { parseErrorBody } from '../http';
import { DEFAULT_API_VERSION, buildCloudUrl } from '../cloud';
import {
  ModelConfigError,
  ModelHttpError,
  ModelNetworkError,
  ModelReplyError,
  isAbortError,
} from '@/domain/model-errors';
import { cloudCharacter, failure, fakeClock, type CallOptions } from './clients';
import type { CloudSettings } from '../types';

const TOKEN = 'ghp_SECRET_token_1234567890abcdef';
const SETTINGS: CloudSettings = {
  endpoint: 'https://models.example.test/inference',
  model: 'openai/gpt-4.1',
  token: TOKEN,
};
const NOW = Date.UTC(2026, 8, 1, 12, 0, 0);

const TEMPLATE = makeTemplate({ alignment: 'Chaotic Good' });

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

describe('buildCloudUrl', () => {
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
    expect(buildCloudUrl(endpoint)).toBe(url);
  });

  it('refuses something that is not an http(s) address', () => {
    expect(() => buildCloudUrl('models.github.ai')).toThrow(ModelConfigError);
    expect(() => buildCloudUrl('ftp://host.test/v1')).toThrow(/https:\/\//);
  });
});

describe('the request', () => {
  it.each([
    [{ ...SETTINGS, token: '' }],
    [{ ...SETTINGS, endpoint: '' }],
    [{ ...SETTINGS, token: '   ', endpoint: '  ' }],
  ])('refuses to call without token and endpoint', async (settings) => {
    const { fetch, mock } = stubFetch(ok());
    const error = await failure(cloudCharacter(TEMPLATE, settings, options(fetch).opts));
    expect(error).toBeInstanceOf(ModelConfigError);
    expect(error.message).toBe('Azure token and endpoint are required');
    expect(mock).not.toHaveBeenCalled();
  });
});

describe('the reply', () => {
  it('accepts content sent as a list of text parts', async () => {
    const text = JSON.stringify(MODEL_CHARACTER);
    const parts = [
      { type: 'text', text: text.slice(0, 20) },
      { type: 'text', text: text.slice(20) },
    ];
    const { fetch } = stubFetch(ok(parts));
    const character = await cloudCharacter(TEMPLATE, SETTINGS, options(fetch).opts);
    expect(character.lastName).toBe('Duskwhisper');
  });

  it.each([
    ['blank content', () => ok('  \n ')],
    ['null content', () => ok(null)],
    ['no choices', () => status(200, JSON.stringify({ choices: [] }))],
    ['no message', () => status(200, JSON.stringify({ choices: [{ index: 0 }] }))],
    ['an empty body', () => status(200, '')],
    ['a body that is not JSON', () => status(200, '<html>hello</html>')],
  ])('%s is a reply with no content', async (_name, reply) => {
    const { fetch } = stubFetch(reply);
    const error = await failure(cloudCharacter(TEMPLATE, SETTINGS, options(fetch).opts));
    expect(error).toBeInstanceOf(ModelReplyError);
    expect(error).toMatchObject({ kind: 'no-content' });
  });
});

describe('error statuses', () => {
  it.each<[string, string, Record<string, string>, string]>([
    ['a string error', '{"error":"Model is loading"}', {}, 'Model is loading'],
    [
      'a top-level message (vLLM)',
      '{"object":"error","message":"The model `x` does not exist.","code":404}',
      {},
      'The model `x` does not exist. (404)',
    ],
    ['a FastAPI detail', '{"detail":"Not Found"}', {}, 'Not Found'],
    [
      'a numeric code (llama.cpp)',
      '{"error":{"code":400,"message":"bad request","type":"invalid_request_error"}}',
      {},
      'bad request (400)',
    ],
    ['plain text', 'upstream connect error', {}, 'upstream connect error'],
    ['a JSON string', '"Just a string"', {}, 'Just a string'],
    [
      'a message that names its code',
      '{"error":{"code":"X1","message":"Failed: X1"}}',
      {},
      'Failed: X1',
    ],
    [
      'the x-ms-error-code header when the body has no code',
      '{"error":{"message":"Bad thing"}}',
      { 'x-ms-error-code': 'BadThing' },
      'Bad thing (BadThing)',
    ],
  ])('reads %s', async (_name, body, headers, message) => {
    const { fetch } = stubFetch(status(400, body, headers));
    const error = await failure(cloudCharacter(TEMPLATE, SETTINGS, options(fetch).opts));
    expect(error).toBeInstanceOf(ModelHttpError);
    expect(error.message).toBe(message);
  });

  it.each([
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
    const error = await failure(cloudCharacter(TEMPLATE, SETTINGS, options(fetch).opts));
    expect(error).toBeInstanceOf(ModelHttpError);
    expect(error.message).toBe(message);
  });

  it('turns a network failure into a message naming the origin only, without retrying', async () => {
    const { fetch, mock } = stubFetch(new TypeError('Failed to fetch'));
    const settings = { ...SETTINGS, endpoint: 'https://res.openai.azure.com/openai/v1?sig=abc' };
    const error = await failure(cloudCharacter(TEMPLATE, settings, options(fetch).opts));
    expect(error).toBeInstanceOf(ModelNetworkError);
    expect(error.message).toBe(
      'Could not reach the cloud model at https://res.openai.azure.com. The server may be down, or it may not allow requests from this page (CORS).',
    );
    expect((error as ModelNetworkError).cause).toBeInstanceOf(TypeError);
    // Not retried, as the SDK does not retry a browser network failure.
    expect(mock).toHaveBeenCalledTimes(1);
  });
});

describe('retries through the adapter', () => {
  it('a lasting 429 with a short wait: told before each wait, 4 attempts, then the message with the wait', async () => {
    const { fetch, mock } = stubFetch(
      errorJson(429, 'RateLimitReached', 'Rate limit exceeded.', { 'Retry-After': '5' }),
    );
    const onRetry = jest.fn();
    const { opts, clock } = options(fetch, { onRetry });
    const error = await failure(cloudCharacter(TEMPLATE, SETTINGS, opts));
    expect(mock).toHaveBeenCalledTimes(4);
    expect(clock.sleeps).toEqual([5000, 5000, 5000]);
    expect(onRetry.mock.calls.map(([info]) => info)).toEqual(
      [2, 3, 4].map((nextAttempt) => ({
        nextAttempt,
        delayMs: 5000,
        status: 429,
        reason: 'throttling',
      })),
    );
    expect(error.message).toBe('Rate limit exceeded. (RateLimitReached) Try again in 5 seconds.');
  });

  it('a 503 asking for 65 s without a message is refused at once, in seconds', async () => {
    const { fetch, mock } = stubFetch(status(503, '', { 'retry-after-ms': '65000' }));
    const error = await failure(cloudCharacter(TEMPLATE, SETTINGS, options(fetch).opts));
    expect(mock).toHaveBeenCalledTimes(1);
    expect(error.message).toMatch(
      /^The service is busy and asked to wait 65 seconds before trying again \(until \d\d:\d\d\)\. Try again then\.$/,
    );
  });

  describe('with real timers faked', () => {
    beforeEach(() => jest.useFakeTimers({ now: NOW }));
    afterEach(() => jest.useRealTimers());

    it('an abort during a retry wait rejects at once and sends nothing more', async () => {
      const { fetch, mock } = stubFetch(status(503, '', { 'Retry-After': '60' }), ok());
      const controller = new AbortController();
      const done = cloudCharacter(TEMPLATE, SETTINGS, {
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
    const error = await failure(cloudCharacter(TEMPLATE, SETTINGS, options(fetch).opts));
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
