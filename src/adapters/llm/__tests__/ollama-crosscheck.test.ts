/**
 * Cross-check with the official client: the `ollama` npm package (a devDependency, never in the
 * app bundle) and our adapter, pointed at the same loopback server, send the same request and
 * assemble the same reply text from the same stream.
 *
 * @jest-environment node
 */
import { makeTemplate } from '@/testing/fixtures';
import { Ollama } from 'ollama/browser';
import {
  replyForPrompt,
  startOllamaServer,
  type OllamaTestServer,
} from '../../../../test/servers/ollama-server';
import { ModelHttpError, ModelStreamError } from '@/domain/model-errors';
import type { GenerationProgress } from '../types';
import { ollamaCharacter } from './clients';

const TEMPLATE = makeTemplate({
  race: 'Orc',
  characterClass: 'Cleric',
  gender: 'Male',
  alignment: 'Lawful Good',
  age: 33,
});

let server: OllamaTestServer;

beforeAll(async () => {
  server = await startOllamaServer({ chunkDelayMs: 1 });
});
afterAll(() => server.close());
beforeEach(() => {
  server.setBehaviour('ok');
  server.requests.length = 0;
});

interface GenerateBody {
  model: string;
  prompt: string;
  format: unknown;
  keep_alive: unknown;
  stream: boolean;
  options: Record<string, unknown>;
}

/** Our adapter's call: returns the reply text it assembled and the request body it sent. */
async function ours(): Promise<{ text: string; body: GenerateBody; error?: unknown }> {
  let text = '';
  let error: unknown;
  await ollamaCharacter(
    TEMPLATE,
    { endpoint: server.url, model: 'llama3' },
    {
      onProgress: (p: GenerationProgress) => {
        text = p.text;
      },
    },
  ).catch((e: unknown) => {
    error = e;
  });
  const body = server.generateRequests().at(-1)?.body as GenerateBody;
  return { text, body, error };
}

/** The official client's streamed call with the same model, prompt, format and options. */
async function official(
  sent: GenerateBody,
): Promise<{ text: string; body: GenerateBody; error?: unknown }> {
  const client = new Ollama({ host: server.url });
  let text = '';
  let error: unknown;
  try {
    const stream = await client.generate({
      model: sent.model,
      prompt: sent.prompt,
      format: 'json',
      keep_alive: '5m',
      options: sent.options,
      stream: true,
    });
    for await (const part of stream) text += part.response;
  } catch (e) {
    error = e;
  }
  const body = server.generateRequests().at(-1)?.body as GenerateBody;
  return { text, body, error };
}

it('both send the same model, prompt, format, keep-alive, options (seed included) and stream flag', async () => {
  const a = await ours();
  const b = await official(a.body);
  expect(server.generateRequests()).toHaveLength(2);
  expect(a.body).toEqual(b.body);
  expect(a.body.stream).toBe(true);
  expect(a.body.format).toBe('json');
  expect(Object.keys(a.body.options).sort()).toEqual(['seed', 'temperature', 'top_k', 'top_p']);
  expect(Object.keys(a.body).sort()).toEqual(Object.keys(b.body).sort());
});

it('both assemble the same reply text from the same split stream, done chunk included', async () => {
  const a = await ours();
  const b = await official(a.body);
  expect(a.error).toBeUndefined();
  expect(b.error).toBeUndefined();
  expect(a.text).toBe(b.text);
  expect(a.text).toBe(JSON.stringify(replyForPrompt(a.body.prompt), null, 2));
  expect(a.text.endsWith('}')).toBe(true);
});

it('both skip a line that is not JSON with a warning and assemble the same text', async () => {
  server.setBehaviour('non-json-line');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const a = await ours();
  const b = await official(a.body);
  expect(a.error).toBeUndefined();
  expect(b.error).toBeUndefined();
  expect(a.text).toBe(b.text);
  expect(warn).toHaveBeenCalledTimes(2);
});

it('both fail on a mid-stream error line with the server message, after the same text', async () => {
  server.setBehaviour('error-line');
  const a = await ours();
  const b = await official(a.body);
  expect(a.text.length).toBeGreaterThan(0);
  expect(a.text).toBe(b.text);
  const message = 'an error was encountered while running the model: unexpected EOF';
  expect((b.error as Error).message).toBe(message);
  expect(a.error).toBeInstanceOf(ModelStreamError);
  expect((a.error as Error).message).toBe(message);
});

it('both fail when the stream ends without done', async () => {
  server.setBehaviour('no-done');
  const a = await ours();
  const b = await official(a.body);
  expect(a.text).toBe(b.text);
  expect((b.error as Error).message).toBe('Did not receive done or success response in stream.');
  expect(a.error).toBeInstanceOf(ModelStreamError);
});

it('both report a 404 with the server error', async () => {
  server.setBehaviour('model-not-found');
  const a = await ours();
  const b = await official(a.body);
  expect(b.error).toMatchObject({
    name: 'ResponseError',
    status_code: 404,
    error: "model 'llama3' not found",
  });
  expect(a.error).toBeInstanceOf(ModelHttpError);
  expect(a.error).toMatchObject({ status: 404, detail: "model 'llama3' not found" });
});
