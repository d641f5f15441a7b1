/** @jest-environment node */
/**
 * Streamed cloud replies (server-sent events) over real HTTP against the loopback
 * chat-completions server, the language of generated text in both providers' prompts, the
 * endpoint's model list, and a content-filter refusal.
 */
import {
  LISTED_MODELS,
  startCloudServer,
  type CloudServer,
} from '../../../../test/servers/cloud-server';
import { CONTENT_FILTER_MESSAGE, STREAM_CUT_MESSAGE } from '../cloud';
import { checkCloudConnection, listCloudModels } from '../cloud-check';
import { ModelReplyError, ModelStreamError, isAbortError } from '@/domain/model-errors';
import { cloudCharacter, failure } from './clients';
import { sdkCharacter } from './sdk';
import type { GenerationProgress } from '../types';
import { makeTemplate } from '@/testing/fixtures';

const TOKEN = 'sk-STREAM_secret_0123456789';
const TEMPLATE = makeTemplate();

let server: CloudServer;
const settings = () => ({ endpoint: `${server.url}/v1`, model: 'test-model', token: TOKEN });

beforeAll(async () => {
  server = await startCloudServer({ streamDelayMs: 5 });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.setBehaviour('success');
  server.setStreamDelay(5);
});

describe('streaming on', () => {
  test('asks with stream: true, reports the text as it arrives and ends at [DONE]', async () => {
    const progress: GenerationProgress[] = [];
    const character = await cloudCharacter(TEMPLATE, settings(), {
      stream: true,
      newId: () => 'id-1',
      onProgress: (p) => progress.push(p),
    });
    expect(character).toMatchObject({ ...TEMPLATE, id: 'id-1', firstName: 'Seraphine' });
    const body = server.completionRequests()[0]?.json as Record<string, unknown>;
    expect(body.stream).toBe(true);
    const writing = progress.filter((p) => p.phase === 'writing');
    // Many partial reports, each longer than the last, before the whole reply.
    expect(writing.length).toBeGreaterThan(10);
    for (let i = 1; i < writing.length; i += 1) {
      expect(writing[i]!.receivedChars).toBeGreaterThan(writing[i - 1]!.receivedChars);
      expect(writing[i]!.text.startsWith(writing[i - 1]!.text)).toBe(true);
    }
    expect(writing[0]!.text.length).toBeLessThan(writing.at(-1)!.text.length / 5);
  });

  test('an error event half-way is a clear error, not a retry', async () => {
    server.setBehaviour('stream-error-midway');
    const error = await failure(cloudCharacter(TEMPLATE, settings(), { stream: true }));
    expect(error).toBeInstanceOf(ModelStreamError);
    expect(error.message).toBe(
      'The cloud model stopped with an error while writing: The model crashed while writing.',
    );
    expect(server.completionRequests()).toHaveLength(1);
  });

  test('a stream cut before [DONE] is a clear error, not a retry', async () => {
    server.setBehaviour('stream-cut');
    const error = await failure(cloudCharacter(TEMPLATE, settings(), { stream: true }));
    expect(error).toBeInstanceOf(ModelStreamError);
    expect(error.message).toBe(STREAM_CUT_MESSAGE);
    expect(server.completionRequests()).toHaveLength(1);
  });

  test('Stop aborts the request while it streams', async () => {
    server.setStreamDelay(50);
    const controller = new AbortController();
    const seen: number[] = [];
    const error = await failure(
      cloudCharacter(TEMPLATE, settings(), {
        stream: true,
        signal: controller.signal,
        onProgress: (p) => {
          if (p.phase !== 'writing') return;
          seen.push(p.receivedChars);
          if (seen.length === 3) controller.abort();
        },
      }),
    );
    expect(isAbortError(error)).toBe(true);
    expect(seen).toHaveLength(3);
  });

  test('a server that ignores stream and answers one JSON reply still works', async () => {
    server.setBehaviour('stream-ignored');
    const character = await cloudCharacter(TEMPLATE, settings(), { stream: true });
    expect(character.firstName).toBe('Seraphine');
  });

  test('retries before the stream starts (503 once, then a stream)', async () => {
    server.setBehaviour('503-once');
    const character = await cloudCharacter(TEMPLATE, settings(), {
      stream: true,
      clock: { now: () => Date.now(), sleep: async () => undefined },
    });
    expect(character.race).toBe('Elf');
    expect(server.completionRequests()).toHaveLength(2);
  });
});

describe('streaming off', () => {
  test('the request body is exactly the standard one, as the SDK sends it', async () => {
    await cloudCharacter(TEMPLATE, settings());
    const ours = server.completionRequests()[0]?.body;
    server.reset();
    await sdkCharacter(TEMPLATE, settings());
    const sdk = server.completionRequests()[0]?.body;
    expect(ours).toBe(sdk);
    expect(JSON.parse(ours ?? '{}')).not.toHaveProperty('stream');
  });

  test('a content-filter refusal says so', async () => {
    const filtered = async () =>
      new Response(
        JSON.stringify({
          choices: [{ index: 0, finish_reason: 'content_filter', message: { content: null } }],
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    const error = await failure(cloudCharacter(TEMPLATE, settings(), { fetch: filtered }));
    expect(error).toBeInstanceOf(ModelReplyError);
    expect(error.message).toBe(CONTENT_FILTER_MESSAGE);
  });
});

describe('the language of generated text', () => {
  test('German: the prompt asks for it, and the reply keeps its umlauts', async () => {
    const character = await cloudCharacter(TEMPLATE, settings(), {
      language: 'de',
      stream: true,
    });
    const prompt = (server.completionRequests()[0]?.json as { messages: { content: string }[] })
      .messages[1]!.content;
    expect(prompt).toContain(
      'Write the epithet, the occupation, summary, look, voice, traits, ideal, bond, flaw and secret, the background title and every background paragraph in German (Deutsch).',
    );
    expect(character.background.title).toBe('Die Brücke über den Nebelfluss');
    expect(character.epithet).toBe('Die Fröhliche Wächterin');
  });

  test('English asks for nothing more', async () => {
    await cloudCharacter(TEMPLATE, settings(), { language: 'en' });
    const prompt = (server.completionRequests()[0]?.json as { messages: { content: string }[] })
      .messages[1]!.content;
    expect(prompt).not.toContain('Write the epithet');
  });
});

describe('the endpoint, checked and listed', () => {
  test("lists the endpoint's models, sorted, with the token", async () => {
    await expect(listCloudModels(settings())).resolves.toEqual([...LISTED_MODELS].sort());
    const request = server.requests.find((r) => r.path.endsWith('/models'));
    expect(request?.path).toBe('/v1/models');
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  test('a server that does not list models fails the listing (shown as no suggestions)', async () => {
    const notFound = async () => new Response('not found', { status: 404 });
    await expect(listCloudModels(settings(), { fetch: notFound })).rejects.toThrow('HTTP 404');
  });

  test('Test connection says whether streaming works when it is on', async () => {
    const on = await checkCloudConnection(settings(), { stream: true });
    expect(on.kind).toBe('ok');
    expect(on.message).toMatch(/Streaming works\.$/);
    server.setBehaviour('stream-ignored');
    const ignored = await checkCloudConnection(settings(), { stream: true });
    expect(ignored.message).toMatch(/does not stream: replies will arrive all at once\.$/);
    const off = await checkCloudConnection(settings());
    expect(off.message).not.toMatch(/stream/i);
  });
});

describe('a strict-mode refusal', () => {
  const REASON = "I'm sorry, I can't help with that request.";
  const expected = `The model refused: ${REASON}`;

  test('message.refusal with no content is said as the model refused, with its reason', async () => {
    const refused = async () =>
      new Response(
        JSON.stringify({
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: null, refusal: REASON },
            },
          ],
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    const error = await failure(cloudCharacter(TEMPLATE, settings(), { fetch: refused }));
    expect(error).toBeInstanceOf(ModelReplyError);
    expect(error.message).toBe(expected);
  });

  test('streamed in pieces (delta.refusal), the whole reason is said once it has come', async () => {
    const pieces = ["I'm sorry, ", "I can't help ", 'with that request.'];
    const events = [
      { choices: [{ index: 0, delta: { role: 'assistant', content: null, refusal: '' } }] },
      ...pieces.map((refusal) => ({ choices: [{ index: 0, delta: { refusal } }] })),
      { choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] },
    ];
    const sse = `${events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('')}data: [DONE]\n\n`;
    const refused = async () =>
      new Response(sse, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    const error = await failure(
      cloudCharacter(TEMPLATE, settings(), { fetch: refused, stream: true }),
    );
    expect(error).toBeInstanceOf(ModelReplyError);
    expect(error.message).toBe(expected);
  });
});
