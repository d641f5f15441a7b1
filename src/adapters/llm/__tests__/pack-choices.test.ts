/**
 * With content packs on, the loopback Ollama and cloud servers receive the packs' races and
 * classes: in the prompt's schema and in the JSON schema the request holds the reply to.
 *
 * @jest-environment node
 */
import { makeTemplate } from '@/testing/fixtures';
import { startOllamaServer, type OllamaTestServer } from '../../../../test/servers/ollama-server';
import { startCloudServer, type CloudServer } from '../../../../test/servers/cloud-server';
import { clientFromStream } from '../model-client';
import { ollamaReplyStream } from '../ollama';
import { cloudReplyStream } from '../cloud';

const choices = { races: ['Human', 'Halfling'], classes: ['Warrior', 'Bard'] };
const request = { template: makeTemplate({ race: 'Human' }), choices };

let ollama: OllamaTestServer;
let cloud: CloudServer;
beforeAll(async () => {
  [ollama, cloud] = await Promise.all([startOllamaServer(), startCloudServer()]);
  ollama.setOptions({ chunkDelayMs: 0, capabilities: ['completion'] });
  cloud.setStreamDelay(0);
});
afterAll(() => Promise.all([ollama.close(), cloud.close()]));

type Schema = { properties: Record<string, { enum?: string[] }> };

test('Ollama is sent the pack races and classes', async () => {
  const stream = ollamaReplyStream({ endpoint: ollama.url, model: 'llama3', jsonSchema: true });
  await clientFromStream(stream).generateCharacter(request);
  const body = ollama.generateRequests()[0]?.body as { prompt: string; format: Schema };
  expect(body.prompt).toContain('"race": "Human" | "Halfling",');
  expect(body.prompt).toContain('"characterClass": "Warrior" | "Bard",');
  expect(body.format.properties.race?.enum).toEqual(['Human', 'Halfling']);
  expect(body.format.properties.characterClass?.enum).toEqual(['Warrior', 'Bard']);
});

test('the cloud server is sent the pack races and classes', async () => {
  const settings = {
    endpoint: `${cloud.url}/v1`,
    model: 'gpt-test-mini',
    token: 'sk-pack-0123456789',
  };
  await clientFromStream(cloudReplyStream(settings, { jsonSchema: true })).generateCharacter(
    request,
  );
  const json = cloud.completionRequests()[0]?.json as {
    messages: { content: string }[];
    response_format: { json_schema: { schema: Schema } };
  };
  expect(json.messages[1]?.content).toContain('"race": "Human" | "Halfling",');
  expect(json.response_format.json_schema.schema.properties.race?.enum).toEqual([
    'Human',
    'Halfling',
  ]);
});
