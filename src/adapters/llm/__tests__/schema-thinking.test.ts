/**
 * `Use a JSON schema` and `Let the model think` against the loopback servers, over real HTTP: what
 * each request carries, the one retry without a refused schema, and thinking turned off.
 *
 * @jest-environment node
 */
import { makeTemplate, REPLY_FIELDS } from '@/testing/fixtures';
import { characterJsonSchema } from '@/domain/character-schema';
import { startOllamaServer, type OllamaTestServer } from '../../../../test/servers/ollama-server';
import { startCloudServer, type CloudServer } from '../../../../test/servers/cloud-server';
import { ModelHttpError } from '@/domain/model-errors';
import { cloudCharacter, failure, ollamaBackground, ollamaCharacter } from './clients';
import type { GenerationProgress } from '../types';
import { checkOllamaConnection } from '../ollama-check';
import { checkCloudConnection } from '../cloud-check';

const TEMPLATE = makeTemplate();
const TOKEN = 'sk-schema-test-0123456789';

let ollama: OllamaTestServer;
let cloud: CloudServer;
const local = () => ({ endpoint: ollama.url, model: 'llama3' });
const remote = () => ({ endpoint: `${cloud.url}/v1`, model: 'gpt-test-mini', token: TOKEN });

beforeAll(async () => {
  [ollama, cloud] = await Promise.all([startOllamaServer(), startCloudServer()]);
});
afterAll(() => Promise.all([ollama.close(), cloud.close()]));
beforeEach(() => {
  ollama.setBehaviour('ok');
  ollama.setOptions({
    chunkDelayMs: 0,
    capabilities: ['completion'],
    schemaRefusal: undefined,
    version: '0.33.0',
  });
  ollama.requests.length = 0;
  cloud.reset();
  cloud.setBehaviour('success');
  cloud.setStreamDelay(0);
});

/** A call's notices and progress phases, as the app is told them. */
function listen() {
  const notices: string[] = [];
  const phases: GenerationProgress[] = [];
  return {
    notices,
    phases,
    onNotice: (message: string) => notices.push(message),
    onProgress: (p: GenerationProgress) => phases.push(p),
  };
}

describe('the schema', () => {
  it('asks for every field, short ones first and the story last, and nothing else', () => {
    const schema = characterJsonSchema() as {
      properties: Record<string, { enum?: string[] }>;
      required: string[];
      additionalProperties: boolean;
    };
    expect(Object.keys(schema.properties)).toEqual(REPLY_FIELDS);
    expect(schema.required).toEqual(REPLY_FIELDS);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.race?.enum).toEqual(['Human', 'Elf', 'Dwarf', 'Orc']);
  });
});

describe('Ollama', () => {
  it('with both switches off, the request body is exactly as before', async () => {
    await ollamaCharacter(TEMPLATE, local());
    const [request] = ollama.generateRequests();
    const body = request?.body as { prompt: string; options: { seed: number } };
    expect(JSON.stringify(body)).toBe(
      JSON.stringify({
        model: 'llama3',
        prompt: body.prompt,
        format: 'json',
        keep_alive: '5m',
        stream: true,
        options: { temperature: 0.9, top_k: 40, top_p: 0.9, seed: body.options.seed },
      }),
    );
    // The model's details were asked; it does not think, so nothing was said of thinking.
    expect(ollama.showRequests().map((r) => r.body)).toEqual([{ model: 'llama3' }]);
  });

  it('sends the character schema as `format`, and reads the reply as usual', async () => {
    const character = await ollamaCharacter(TEMPLATE, { ...local(), jsonSchema: true });
    expect(character).toMatchObject({ firstName: 'Thalion', race: 'Elf', age: 212 });
    const bodies = ollama.generateRequests().map((r) => r.body as { format: unknown });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.format).toEqual(characterJsonSchema());
    expect(Object.keys((bodies[0]?.format as { properties: object }).properties)).toEqual(
      REPLY_FIELDS,
    );
  });

  it('a 400 naming the format is asked again once with plain JSON, and the user is told', async () => {
    const refusal = 'json: cannot unmarshal object into Go struct field .format of type string';
    ollama.setOptions({ schemaRefusal: refusal });
    const heard = listen();
    const character = await ollamaCharacter(TEMPLATE, { ...local(), jsonSchema: true }, heard);
    expect(character.firstName).toBe('Thalion');
    const formats = ollama.generateRequests().map((r) => (r.body as { format: unknown }).format);
    expect(formats).toEqual([characterJsonSchema(), 'json']);
    expect(heard.notices).toEqual([
      expect.stringMatching(/^Ollama at http:\/\/127\.0\.0\.1:\d+ does not support a JSON schema/),
    ]);
    expect(heard.notices[0]).toContain(refusal);
  });

  it('another error is not asked again', async () => {
    ollama.setBehaviour('model-not-found');
    const heard = listen();
    const error = await failure(ollamaCharacter(TEMPLATE, { ...local(), jsonSchema: true }, heard));
    expect(error).toBeInstanceOf(ModelHttpError);
    expect(ollama.generateRequests()).toHaveLength(1);
    expect(heard.notices).toEqual([]);
  });

  it('a model whose details say it thinks is asked not to, and does not', async () => {
    ollama.setOptions({ capabilities: ['completion', 'thinking'] });
    const heard = listen();
    await ollamaCharacter(TEMPLATE, local(), heard);
    await ollamaBackground({ ...TEMPLATE, firstName: 'A', lastName: 'B' }, local());
    for (const request of ollama.generateRequests()) {
      expect(request.body).toMatchObject({ format: 'json', think: false });
    }
    expect(heard.phases.some((p) => p.phase === 'thinking')).toBe(false);
  });

  it('with Let the model think on, it thinks: progress says so before the reply is written', async () => {
    ollama.setOptions({ capabilities: ['completion', 'thinking'] });
    const heard = listen();
    const character = await ollamaCharacter(TEMPLATE, { ...local(), think: true }, heard);
    expect(character.firstName).toBe('Thalion');
    expect(ollama.generateRequests()[0]?.body).not.toHaveProperty('think');
    // Nothing needs asking of a model that may think anyway.
    expect(ollama.showRequests()).toEqual([]);
    const phases = heard.phases.map((p) => p.phase);
    const firstThought = phases.indexOf('thinking');
    expect(firstThought).toBeGreaterThan(0);
    expect(phases.indexOf('writing')).toBeGreaterThan(firstThought);
    const thoughts = heard.phases.filter((p) => p.phase === 'thinking');
    expect(thoughts.at(-1)?.thoughtChars).toBe(
      'The user wants a character. A river town would suit. Now the JSON.'.length,
    );
    // Thoughts are not the reply.
    expect(thoughts.every((p) => p.receivedChars === 0 && p.text === '')).toBe(true);
  });

  it('a server without model details is sent no thinking field', async () => {
    ollama.setOptions({ capabilities: ['completion', 'thinking'] });
    await ollamaCharacter(TEMPLATE, { ...local(), model: 'mistral' });
    // `mistral` is not installed under that name, so /api/show answers 404.
    expect(ollama.generateRequests()[0]?.body).not.toHaveProperty('think');
  });
});

describe('cloud', () => {
  it('with the switch off, the request body is exactly as before', async () => {
    await cloudCharacter(TEMPLATE, remote());
    const [request] = cloud.completionRequests();
    const prompt = (request?.json as { messages: { content: string }[] }).messages[1]?.content;
    expect(request?.body).toBe(
      JSON.stringify({
        messages: [
          { role: 'system', content: 'You are a helpful assistant.' },
          { role: 'user', content: prompt },
        ],
        temperature: 1,
        top_p: 1,
        model: 'gpt-test-mini',
      }),
    );
  });

  it.each([false, true])(
    'sends `response_format` of type json_schema (streamed: %s)',
    async (stream) => {
      const character = await cloudCharacter(TEMPLATE, remote(), { jsonSchema: true, stream });
      expect(character).toMatchObject({ firstName: 'Seraphine', race: 'Elf' });
      const [request] = cloud.completionRequests();
      expect(request?.json).toMatchObject({
        model: 'gpt-test-mini',
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'character', strict: true, schema: characterJsonSchema() },
        },
        ...(stream ? { stream: true } : {}),
      });
    },
  );

  it('a 400 naming response_format is asked again once without it, and the user is told', async () => {
    cloud.setBehaviour('no-schema');
    const heard = listen();
    const character = await cloudCharacter(TEMPLATE, remote(), { jsonSchema: true, ...heard });
    expect(character.firstName).toBe('Seraphine');
    const bodies = cloud.completionRequests().map((r) => r.json as Record<string, unknown>);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toHaveProperty('response_format');
    expect(bodies[1]).not.toHaveProperty('response_format');
    expect(JSON.stringify(bodies[1])).toBe(cloud.completionRequests()[1]?.body);
    expect(heard.notices).toEqual([
      `The cloud model at ${cloud.url} does not support a JSON schema (it said: Invalid parameter: ` +
        "'response_format' of type 'json_schema' is not supported with this model), so the model " +
        'was asked again without one. Turn off Use a JSON schema in Settings to skip the refusal.',
    ]);
  });

  it('a 400 that does not name the schema is an error, not asked again', async () => {
    cloud.setBehaviour('404-unknown-model');
    const heard = listen();
    const error = await failure(cloudCharacter(TEMPLATE, remote(), { jsonSchema: true, ...heard }));
    expect(error).toBeInstanceOf(ModelHttpError);
    expect(cloud.completionRequests()).toHaveLength(1);
    expect(heard.notices).toEqual([]);
  });
});

describe('Test connection', () => {
  it('Ollama: says whether it accepts the schema, when the switch is on', async () => {
    const on = await checkOllamaConnection(ollama.url, 'llama3', { schema: true });
    expect(on).toMatchObject({ kind: 'ok' });
    expect(on.message).toBe(
      'Connected to Ollama 0.33.0. The model "llama3" is installed. It accepts a JSON schema.',
    );
    ollama.setOptions({ version: '0.4.7' });
    const old = await checkOllamaConnection(ollama.url, 'llama3', { schema: true });
    expect(old.message).toContain(
      'Ollama 0.4.7 does not accept a JSON schema (0.5 or later does): update Ollama, or turn off Use a JSON schema.',
    );
    const off = await checkOllamaConnection(ollama.url, 'llama3');
    expect(off.message).not.toMatch(/schema/);
  });

  it('cloud: sends the schema once more and says whether it was accepted', async () => {
    const on = await checkCloudConnection(remote(), { schema: true });
    expect(on.kind).toBe('ok');
    expect(on.message).toMatch(
      /the token works and gpt-test-mini answered\. It accepts the JSON schema\.$/,
    );
    const [plain, withSchema] = cloud.completionRequests().map((r) => r.json);
    expect(plain).not.toHaveProperty('response_format');
    expect(withSchema).toMatchObject({ response_format: { type: 'json_schema' } });

    cloud.reset();
    cloud.setBehaviour('no-schema');
    const refused = await checkCloudConnection(remote(), { schema: true });
    expect(refused.kind).toBe('ok');
    expect(refused.message).toContain(
      "It does not accept the JSON schema (HTTP 400: Invalid parameter: 'response_format' of type " +
        "'json_schema' is not supported with this model). Each request would be sent twice: turn off " +
        'Use a JSON schema.',
    );

    cloud.reset();
    const off = await checkCloudConnection(remote());
    expect(off.message).not.toMatch(/schema/);
    expect(cloud.completionRequests()).toHaveLength(1);
  });
});
