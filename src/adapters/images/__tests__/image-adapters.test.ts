/** @jest-environment node */
import {
  startImageServer,
  type ImageBehaviour,
  type ImageServer,
} from '../../../../test/servers/image-server';
import { isAbortError } from '@/domain/model-errors';
import { checkImageConnection } from '../image-check';
import type { ImageModelSettings } from '../image-http';
import { generateOpenAiImage, openAiImageRequest } from '../openai-images';
import { generateSdImage } from '../sd-webui';

const KEY = 'sk-image-SECRET-0123456789';

let server: ImageServer;
beforeAll(async () => {
  server = await startImageServer({ slowMs: 3000 });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.setBehaviour('success');
});

const openai = (behaviour?: ImageBehaviour, model = 'gpt-image-1'): ImageModelSettings => ({
  kind: 'openai',
  endpoint: `${server.url}${behaviour ? `/behaviour/${behaviour}` : ''}/v1`,
  model,
  key: KEY,
});
const sd = (behaviour?: ImageBehaviour, model = ''): ImageModelSettings => ({
  kind: 'sdwebui',
  endpoint: `${server.url}${behaviour ? `/behaviour/${behaviour}` : ''}`,
  model,
  key: '',
});

/** Waits until `condition` holds, a few milliseconds at a time. */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

const PNG_START = [0x89, 0x50, 0x4e, 0x47];
const startsAsPng = async (blob: Blob) =>
  Array.from(new Uint8Array(await blob.arrayBuffer()).slice(0, 4));

describe('OpenAI-compatible images', () => {
  it('posts the prompt with the bearer key and reads data[0].b64_json', async () => {
    const picture = await generateOpenAiImage(openai(), 'a dwarf');
    expect(picture.type).toBe('image/png');
    expect(await startsAsPng(picture)).toEqual(PNG_START);
    const [request] = server.generations();
    expect(request?.path).toBe('/v1/images/generations');
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    // The newest models refuse `response_format`: they always send base64.
    expect(request?.json).toEqual({
      model: 'gpt-image-1',
      prompt: 'a dwarf',
      size: '1024x1536',
      n: 1,
    });
  });

  it('asks an older model for base64 by name, and a pasted full address is not doubled', async () => {
    expect(openAiImageRequest('dall-e-3', 'x')).toMatchObject({
      response_format: 'b64_json',
      size: '1024x1792',
    });
    await generateOpenAiImage(
      { ...openai(undefined, 'test-painter'), endpoint: `${server.url}/v1/images/generations/` },
      'x',
    );
    expect(server.generations()[0]?.path).toBe('/v1/images/generations');
  });

  it('fetches the picture when the reply gives its url', async () => {
    const picture = await generateOpenAiImage(openai('url'), 'a dwarf');
    expect(await startsAsPng(picture)).toEqual(PNG_START);
    expect(server.requests.map((r) => r.path)).toContain('/files/portrait.png');
  });

  it.each<[ImageBehaviour, RegExp]>([
    ['401', /refused the key \(HTTP 401: Incorrect API key provided\)\. Check the Image API Key/],
    ['404-unknown-model', /does not know the model "gpt-image-1" \(HTTP 404: .*does not exist/],
    ['500', /had a problem \(HTTP 500: The server had an error.*\)\. Try again later/],
    ['not-an-image', /answered, but not with a picture \(its b64_json is not a picture\)/],
  ])('%s: says why', async (behaviour, message) => {
    await expect(generateOpenAiImage(openai(behaviour), 'x')).rejects.toThrow(message);
  });

  it('a server that is down is named by its address only', async () => {
    const down = { ...openai(), endpoint: 'http://127.0.0.1:9/v1?key=secret' };
    await expect(generateOpenAiImage(down, 'x')).rejects.toThrow(
      'Could not reach the image model at http://127.0.0.1:9. The server may be down, or it may not allow requests from this page (CORS).',
    );
  });

  it('an endpoint that is no address is refused before anything is sent', async () => {
    await expect(generateOpenAiImage({ ...openai(), endpoint: 'ftp://x' }, 'x')).rejects.toThrow(
      /is not a web address starting with http/,
    );
  });

  it('Stop ends a slow reply at once', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const call = generateOpenAiImage(openai('slow'), 'x', { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    const error: unknown = await call.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('Stable Diffusion web UI', () => {
  it('posts txt2img in the 2:3 frame and reads images[0]', async () => {
    const picture = await generateSdImage(sd(undefined, 'portrait-xl'), 'an elf');
    expect(await startsAsPng(picture)).toEqual(PNG_START);
    const [request] = server.generations();
    expect(request?.path).toBe('/sdapi/v1/txt2img');
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.json).toMatchObject({
      prompt: 'an elf',
      width: 512,
      height: 768,
      steps: 20,
      override_settings: { sd_model_checkpoint: 'portrait-xl' },
    });
    expect((request?.json as { negative_prompt: string }).negative_prompt).toMatch(/watermark/);
  });

  it('signs in with user:password as basic authentication', async () => {
    await generateSdImage({ ...sd(), key: 'painter:brush' }, 'x');
    expect(server.generations()[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('painter:brush').toString('base64')}`,
    );
  });

  it.each<[ImageBehaviour, RegExp]>([
    ['401', /Stable Diffusion web UI at .* refused the key \(HTTP 401: Incorrect credentials\)/],
    ['404-unknown-model', /does not know the model "nope" \(HTTP 404: Checkpoint model not found/],
    ['500', /had a problem \(HTTP 500: CUDA out of memory\. Tried to allocate/],
    ['not-an-image', /answered, but not with a picture \(its images\[0\] is not a picture\)/],
  ])('%s: says why', async (behaviour, message) => {
    await expect(generateSdImage(sd(behaviour, 'nope'), 'x')).rejects.toThrow(message);
  });

  it('a web UI without its API says how to turn it on', async () => {
    await expect(
      generateSdImage({ ...sd(), endpoint: `${server.url}/nothing` }, 'x'),
    ).rejects.toThrow(/has no API at this address \(HTTP 404\)\. Start the web UI with --api/);
  });

  it('Stop ends a slow reply and tells the web UI to stop painting', async () => {
    const controller = new AbortController();
    const call = generateSdImage(sd('slow'), 'x', { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    expect(isAbortError(await call.catch((e: unknown) => e))).toBe(true);
    await until(() => server.requests.some((r) => r.path === '/sdapi/v1/interrupt'));
  });
});

describe('Test connection', () => {
  it.each<[string, () => ImageModelSettings, string, RegExp]>([
    [
      'openai ok',
      () => openai(),
      'ok',
      /Connected to the image model at .*The key works, and the model "gpt-image-1" is there\./,
    ],
    [
      'sd ok, a checkpoint by its bare name',
      () => sd(undefined, 'portrait-xl'),
      'ok',
      /The model "portrait-xl" is there/,
    ],
    ['sd ok, no model named', () => sd(), 'ok', /It paints with the model it has loaded/],
    ['openai wrong key', () => openai('401'), 'key-rejected', /refused the key \(HTTP 401/],
    ['sd wrong key', () => sd('401'), 'key-rejected', /refused the key \(HTTP 401/],
    [
      'openai unknown model',
      () => openai(undefined, 'dall-e-9'),
      'model-missing',
      /has no model "dall-e-9".*It has: gpt-image-1, dall-e-3, test-painter\./,
    ],
    [
      'sd unknown model',
      () => sd(undefined, 'nope'),
      'model-missing',
      /has no model "nope".*It has: portrait-xl,/,
    ],
    [
      'server down',
      () => ({ ...openai(), endpoint: 'http://127.0.0.1:9/v1' }),
      'unreachable',
      /Could not reach the image model at http:\/\/127\.0\.0\.1:9/,
    ],
    [
      'not an address',
      () => ({ ...openai(), endpoint: 'nowhere' }),
      'unreachable',
      /"nowhere" is not a web address/,
    ],
    [
      'wrong path',
      () => ({ ...openai(), endpoint: `${server.url}/v2/nothing` }),
      'http-error',
      /answered, but not with a list of models|HTTP 404/,
    ],
  ])('%s', async (_name, settings, kind, message) => {
    const result = await checkImageConnection(settings());
    expect(result.kind).toBe(kind);
    expect(result.message).toMatch(message);
    expect(result.message).not.toContain(KEY);
  });
});
