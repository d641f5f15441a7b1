/**
 * Both providers read replies by the same rules: one table of reply shapes, each sent over real
 * HTTP by the loopback Ollama server and the loopback chat-completions server (plain and
 * streamed), and read through the model client as the app reads it.
 *
 * @jest-environment node
 */
import type { CharacterTemplate } from '@/domain/character';
import { ModelReplyError } from '@/domain/model-errors';
import { startCloudServer, type CloudServer } from '../../../../test/servers/cloud-server';
import { startOllamaServer, type OllamaTestServer } from '../../../../test/servers/ollama-server';
import { clientFromStream, type ModelClient } from '../model-client';
import { cloudReplyStream } from '../cloud';
import { ollamaReplyStream } from '../ollama';

const TEMPLATE: CharacterTemplate = {
  race: 'Elf',
  characterClass: 'Mage',
  gender: 'Female',
  alignment: 'Neutral Good',
  age: 212,
};

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
];

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
