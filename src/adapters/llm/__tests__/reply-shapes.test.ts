/**
 * Both providers read replies by the same rules: one table of reply shapes, each sent over real
 * HTTP by the loopback Ollama server and the loopback chat-completions server (plain and
 * streamed), and read through the model client as the app reads it. The same replies pasted by
 * hand into the copy-and-paste dialog are accepted or refused alike, with the same words.
 *
 * @jest-environment node
 */
import { makeTemplate } from '@/testing/fixtures';
import { ModelReplyError } from '@/domain/model-errors';
import { startCloudServer, type CloudServer } from '../../../../test/servers/cloud-server';
import {
  replyForPrompt,
  startOllamaServer,
  type OllamaTestServer,
} from '../../../../test/servers/ollama-server';
import { createPasteChat } from '@/state/paste-chat';
import { clientFromSource, clientFromStream, type ModelClient } from '../model-client';
import { cloudReplyStream } from '../cloud';
import { ollamaReplyStream } from '../ollama';

const TEMPLATE = makeTemplate();

type Shape = (json: string) => string;

const ACCEPTED: [string, Shape][] = [
  ['bare JSON', (json) => json],
  ['a ```json fence', (json) => '```json\n' + json + '\n```'],
  ['a fence with no language', (json) => '```\n' + json + '\n```'],
  ['a sentence before and after', (json) => `Here is your character:\n${json}\nEnjoy the game!`],
  ['a sentence, then a fence', (json) => 'Sure.\n```json\n' + json + '\n```'],
  ['a <think> block before', (json) => `<think>An elf mage {of the woods}.</think>\n${json}`],
  ['a <think> block, then a fence', (json) => '<think>ok</think>\n```json\n' + json + '\n```'],
];

const REJECTED: [string, Shape, ModelReplyError['kind']][] = [
  ['no text at all', () => '', 'no-content'],
  ['only a reasoning block', () => '<think>Hmm, an elf.</think>', 'no-content'],
  ['prose without JSON', () => 'Meet Seraphine, a wandering elf of quiet hills.', 'not-json'],
  ['JSON cut off', (json) => json.slice(0, json.length / 2), 'not-json'],
  ['a fence around prose', () => '```json\nnot json at all\n```', 'not-json'],
  ['a list, not an object', (json) => `[${json}]`, 'invalid'],
  ['an object without the character', () => '{"greeting": "Well met"}', 'invalid'],
  ['no background', (json) => without(json, 'background'), 'invalid'],
  ['no first name', (json) => without(json, 'firstName'), 'invalid'],
  ['no epithet', (json) => without(json, 'epithet'), 'invalid'],
];

/** The reply with one field left out, as a model that forgot it writes it. */
function without(json: string, key: string): string {
  const { [key]: _left, ...rest } = JSON.parse(json) as Record<string, unknown>;
  return JSON.stringify(rest, null, 2);
}

let ollama: OllamaTestServer;
let cloud: CloudServer;

beforeAll(async () => {
  ollama = await startOllamaServer({ chunkDelayMs: 0 });
  cloud = await startCloudServer({ streamDelayMs: 0 });
});
afterAll(() => Promise.all([ollama.close(), cloud.close()]));

const PROVIDERS: [string, (shape: Shape) => ModelClient][] = [
  [
    'local (Ollama)',
    (shape) => {
      ollama.setOptions({ replyShape: shape });
      return clientFromStream(ollamaReplyStream({ endpoint: ollama.url, model: 'llama3' }));
    },
  ],
  [
    'cloud (chat completions)',
    (shape) => {
      cloud.setReplyShape(shape);
      const settings = { endpoint: `${cloud.url}/v1`, model: 'gpt-test', token: 'test-token' };
      return clientFromStream(cloudReplyStream(settings));
    },
  ],
  [
    'cloud, streamed',
    (shape) => {
      cloud.setReplyShape(shape);
      const settings = { endpoint: `${cloud.url}/v1`, model: 'gpt-test', token: 'test-token' };
      return clientFromStream(cloudReplyStream(settings, { stream: true }));
    },
  ],
];

describe.each(PROVIDERS)('%s', (_provider, clientFor) => {
  it.each(ACCEPTED)('accepts %s', async (_label, shape) => {
    const character = await clientFor(shape).generateCharacter({ template: TEMPLATE });
    expect(character).toMatchObject(TEMPLATE);
    expect(character.firstName).not.toBe('');
    expect(character.background.content.length).toBeGreaterThan(0);
  });

  it.each(REJECTED)('rejects %s', async (_label, shape, kind) => {
    const error = await clientFor(shape)
      .generateCharacter({ template: TEMPLATE })
      .then(
        () => new Error('expected the reply to be rejected'),
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(ModelReplyError);
    expect(error).toMatchObject({ kind });
  });
});

/** What became of a reply: the character it made, or the words it was refused with. */
type Outcome = { accepted: Record<string, unknown> } | { refused: string };

/** The parts of a character every reader gives back alike (names differ by server). */
const shown = ({ race, characterClass, gender, alignment, age }: Record<string, unknown>) => ({
  race,
  characterClass,
  gender,
  alignment,
  age,
});

async function outcomeOf(client: ModelClient): Promise<Outcome> {
  return client.generateCharacter({ template: TEMPLATE }).then(
    (character) => ({ accepted: shown(character as never) }),
    (error: unknown) => ({ refused: (error as Error).message }),
  );
}

/**
 * A person with any chat: the prompt the dialog shows goes to a chat (the loopback server's own
 * reply maker), and its reply, shaped, is pasted with Use reply. A refused reply leaves the dialog
 * open with its reason, which is read before Cancel.
 */
async function pastedOutcome(shape: Shape): Promise<Outcome> {
  const chat = createPasteChat();
  let refused: string | null = null;
  chat.subscribe(() => {
    const request = chat.get();
    if (request?.error) {
      refused = request.error;
      chat.cancel();
    } else if (request) {
      chat.submit(shape(JSON.stringify(replyForPrompt(request.prompt), null, 2)));
    }
  });
  const outcome = await outcomeOf(clientFromSource(chat.ask));
  return refused === null ? outcome : { refused };
}

describe('pasted by hand and returned by each provider', () => {
  const shapes: [string, Shape][] = [
    ...ACCEPTED,
    ...REJECTED.map(([label, shape]) => [label, shape] as [string, Shape]),
  ];
  it.each(shapes)('%s: accepted or refused alike', async (_label, shape) => {
    const pasted = await pastedOutcome(shape);
    expect('accepted' in pasted).toBe(ACCEPTED.some(([, accepted]) => accepted === shape));
    for (const [, clientFor] of PROVIDERS) {
      expect(await outcomeOf(clientFor(shape))).toEqual(pasted);
    }
  });

  it('a refused reply keeps the dialog open with the reason; a fixed one is then used', async () => {
    const chat = createPasteChat();
    const pending = clientFromSource(chat.ask).generateCharacter({ template: TEMPLATE });
    const request = chat.get();
    expect(request).toMatchObject({ error: null });
    const json = JSON.stringify(replyForPrompt(request?.prompt ?? ''));
    expect(chat.submit(json.slice(0, 40))).toBe(false);
    expect(chat.get()).toMatchObject({
      prompt: request?.prompt,
      error: "The model's reply is not valid JSON",
    });
    expect(chat.submit('```json\n' + json + '\n```')).toBe(true);
    expect(chat.get()).toBeNull();
    await expect(pending).resolves.toMatchObject(TEMPLATE);
  });

  it('Cancel, or the call being stopped, ends the wait as stopped and closes the dialog', async () => {
    const chat = createPasteChat();
    const client = clientFromSource(chat.ask);
    const cancelled = client.generateCharacter({ template: TEMPLATE });
    chat.cancel();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(chat.get()).toBeNull();

    const controller = new AbortController();
    const stopped = client.generateCharacter({ template: TEMPLATE }, { signal: controller.signal });
    expect(chat.get()).not.toBeNull();
    controller.abort();
    await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
    expect(chat.get()).toBeNull();
  });
});
