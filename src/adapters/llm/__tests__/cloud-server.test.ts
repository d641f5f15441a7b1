/** @jest-environment node */
/**
 * The adapter over real HTTP against the loopback chat-completions server, one behaviour at a
 * time. Retry waits are skipped by a clock that records them.
 */
import type { Character } from '@/domain/character';
import { ModelHttpError, ModelNetworkError, isAbortError } from '@/domain/model-errors';
import { cloudBackground, cloudCharacter, failure } from './clients';
import {
  CLOUD_BEHAVIOURS,
  startCloudServer,
  type CloudBehaviour,
  type CloudServer,
} from '../../../../test/servers/cloud-server';
import { RetryLaterError, type Clock } from '../retry';
import type { CloudSettings, GenerationProgress } from '../types';
import { makeTemplate } from '@/testing/fixtures';

const TOKEN = 'github_pat_SERVER_secret_0123456789';
const TEMPLATE = makeTemplate({
  race: 'Dwarf',
  characterClass: 'Cleric',
  gender: 'Non-binary',
  alignment: 'Lawful Good',
  age: 77,
});

let server: CloudServer;
let settings: CloudSettings;

beforeAll(async () => {
  server = await startCloudServer();
  settings = { endpoint: `${server.url}/inference`, model: 'openai/gpt-4.1', token: TOKEN };
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** A clock that records waits and skips them. */
function skippingClock(): Clock & { sleeps: number[] } {
  const sleeps: number[] = [];
  return { sleeps, now: () => Date.now(), sleep: async (ms) => void sleeps.push(ms) };
}

async function generate(behaviour: CloudBehaviour, extra: Record<string, unknown> = {}) {
  server.setBehaviour(behaviour);
  return cloudCharacter(TEMPLATE, settings, { newId: () => 'id-1', ...extra });
}

describe('the request on the wire', () => {
  it('hits {endpoint}/chat/completions with the api-version, bearer token and spec body', async () => {
    await generate('success');
    const [request] = server.completionRequests();
    expect(request).toBeDefined();
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/inference/chat/completions');
    expect(request!.rawQuery).toBe('api-version=2024-05-01-preview');
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['api-key']).toBeUndefined();
    expect(request!.json).toMatchObject({
      messages: [
        { role: 'system', content: 'You are a helpful assistant.' },
        { role: 'user', content: expect.stringContaining('Dwarf') },
      ],
      temperature: 1,
      top_p: 1,
      model: 'openai/gpt-4.1',
    });
  });

  it('keeps an api-version already on the endpoint', async () => {
    server.setBehaviour('success');
    await cloudCharacter(
      TEMPLATE,
      { ...settings, endpoint: `${server.url}/openai/v1/?api-version=preview` },
      {},
    );
    const [request] = server.completionRequests();
    expect(request!.path).toBe('/openai/v1/chat/completions');
    expect(request!.rawQuery).toBe('api-version=preview');
  });
});

describe('behaviours', () => {
  it('success: the template wins, the model names the character; progress shows the reply', async () => {
    const progress: GenerationProgress[] = [];
    const character = await generate('success', {
      onProgress: (p: GenerationProgress) => progress.push(p),
    });
    expect(character).toMatchObject({
      id: 'id-1',
      firstName: 'Seraphine',
      lastName: 'Duskwhisper',
      epithet: 'The Moonlit Wanderer',
      ...TEMPLATE,
    });
    expect(character.background.content.length).toBeGreaterThanOrEqual(4);
    // Not streamed: connecting, answered, then the whole reply at once.
    expect(progress.map((p) => p.phase)).toEqual(['connecting', 'waiting', 'writing']);
    expect(JSON.parse(progress[2]!.text)).toMatchObject({ firstName: 'Seraphine' });
  });

  it('401 → the error object message with its code, one request', async () => {
    const error = await failure(generate('401'));
    expect(error).toBeInstanceOf(ModelHttpError);
    expect(error.message).toBe(
      'Access denied due to invalid subscription key or wrong API endpoint. (Unauthorized)',
    );
    expect(server.completionRequests()).toHaveLength(1);
  });

  it('403-empty → explained in words, one request', async () => {
    const error = await failure(generate('403-empty'));
    expect(error.message).toBe(
      'The endpoint refused access (HTTP 403) with no explanation. The token may lack access to this model, or the service may have been retired; check the endpoint and token in Settings.',
    );
    expect(server.completionRequests()).toHaveLength(1);
  });

  it('404-unknown-model → Unknown model: <model> (unknown_model)', async () => {
    const error = await failure(generate('404-unknown-model'));
    expect(error).toBeInstanceOf(ModelHttpError);
    expect(error).toMatchObject({ status: 404, code: 'unknown_model' });
    expect(error.message).toBe('Unknown model: openai/gpt-4.1 (unknown_model)');
  });

  it('429-no-header → not retried', async () => {
    const error = await failure(generate('429-no-header'));
    expect(error.message).toBe('Too many requests. (RateLimitReached)');
    expect(server.completionRequests()).toHaveLength(1);
  });

  it('429-huge-retry-after → not waited on; says when to try again', async () => {
    const started = Date.now();
    const error = await failure(generate('429-huge-retry-after'));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toBeInstanceOf(RetryLaterError);
    expect(error.message).toMatch(
      /^The service is busy and asked to wait 24 hours before trying again \(until \d\d:\d\d tomorrow\)\. Try again then\. The service said: Rate limit of 50 per 86400s exceeded/,
    );
    expect(server.completionRequests()).toHaveLength(1);
  });

  it('429-once → waits the Retry-After second, then succeeds', async () => {
    const clock = skippingClock();
    const character = await generate('429-once', { clock });
    expect(character.lastName).toBe('Duskwhisper');
    expect(clock.sleeps).toEqual([1000]);
    expect(server.completionRequests()).toHaveLength(2);
  });

  it.each<CloudBehaviour>(['500-always', '503-always'])(
    '%s → 4 attempts with the jittered waits, then the body message',
    async (behaviour) => {
      const clock = skippingClock();
      const error = await failure(generate(behaviour, { clock, random: () => 0 }));
      expect(error).toBeInstanceOf(ModelHttpError);
      expect((error as ModelHttpError).status).toBe(behaviour === '500-always' ? 500 : 503);
      expect(server.completionRequests()).toHaveLength(4);
      expect(clock.sleeps).toEqual([500, 1000, 2000]);
    },
  );

  it('502-html → the status explained, not the page', async () => {
    const error = await failure(generate('502-html', { clock: skippingClock() }));
    expect(error.message).toBe('The service had a problem (HTTP 502). Try again later.');
  });

  it('slow → an abort stops the request at once', async () => {
    server.setSlowDelay(10_000);
    const controller = new AbortController();
    const started = Date.now();
    const done = generate('slow', { signal: controller.signal }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    expect(isAbortError(await done)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a behaviour can be chosen by the endpoint path', async () => {
    server.setBehaviour('success');
    const error = await failure(
      cloudCharacter(TEMPLATE, { ...settings, endpoint: `${server.url}/behaviour/401/v1` }, {}),
    );
    expect(error.message).toContain('(Unauthorized)');
    expect(server.completionRequests()[0]!.behaviour).toBe('401');
  });

  it('a closed server → a network error naming the origin', async () => {
    const gone = await startCloudServer();
    const { url } = gone;
    await gone.close();
    const error = await failure(
      cloudCharacter(TEMPLATE, { ...settings, endpoint: `${url}/v1` }, {}),
    );
    expect(error).toBeInstanceOf(ModelNetworkError);
    expect(error.message).toContain(url);
  });
});

describe('background', () => {
  it('replaces only the background, keeps the id and the rest', async () => {
    server.setBehaviour('success');
    const character: Character = {
      id: 'keep-me',
      firstName: 'Brom',
      lastName: 'Ironhide',
      epithet: 'The Unbroken',
      race: 'Dwarf',
      characterClass: 'Warrior',
      gender: 'Male',
      alignment: 'Lawful Good',
      age: 150,
      background: { title: 'Old', content: ['Old.'] },
    };
    const result = await cloudBackground(character, settings, {});
    expect(result).toEqual({ ...character, background: expect.any(Object) });
    expect(result.background.title).not.toBe('Old');
    const sent = (server.completionRequests()[0]!.json as { messages: { content: string }[] })
      .messages[1]!.content;
    expect(sent).toContain('"background":null');
  });
});

describe('the test server itself', () => {
  it('answers CORS preflights for Authorization and Content-Type and exposes Retry-After', async () => {
    const response = await fetch(`${server.url}/v1/chat/completions`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:9999',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9999');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
    expect(server.requests.at(-1)!.method).toBe('OPTIONS');
  });

  it('switches behaviour over HTTP and lists requests', async () => {
    const set = await fetch(`${server.url}/__control/behaviour`, {
      method: 'POST',
      body: JSON.stringify({ behaviour: '403-empty' }),
    });
    expect(set.status).toBe(200);
    expect(server.behaviour()).toBe('403-empty');
    const bad = await fetch(`${server.url}/__control/behaviour`, {
      method: 'POST',
      body: JSON.stringify({ behaviour: 'nope' }),
    });
    expect(bad.status).toBe(400);
    const listed = (await (await fetch(`${server.url}/__control/requests`)).json()) as unknown[];
    expect(listed).toHaveLength(3);
  });

  it('knows every behaviour it lists', () => {
    expect(new Set(CLOUD_BEHAVIOURS).size).toBe(CLOUD_BEHAVIOURS.length);
  });

  it('answers 401 to a wrong token when it expects one', async () => {
    const strict = await startCloudServer({ expectToken: 'right' });
    try {
      const error = await failure(
        cloudCharacter(TEMPLATE, { ...settings, endpoint: strict.url, token: 'wrong' }, {}),
      );
      expect((error as ModelHttpError).status).toBe(401);
      const ok = await cloudCharacter(
        TEMPLATE,
        { ...settings, endpoint: strict.url, token: 'right' },
        {},
      );
      expect(ok.race).toBe('Dwarf');
    } finally {
      await strict.close();
    }
  });
});
