/**
 * @jest-environment-options {"url": "https://characters.example.org/character-generator/settings"}
 */
import {
  startOllamaServer,
  browserLikeFetch,
  type OllamaTestServer,
} from '../../../../test/servers/ollama-server';
import {
  checkOllamaConnection,
  hasModel,
  listOllamaModels,
  normaliseModelName,
} from '../ollama-check';
import { ModelHttpError, ModelNetworkError } from '@/domain/model-errors';

const PAGE = 'https://characters.example.org';
const ENDPOINT = 'http://localhost:11434/';

type Route = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A fetch stub that answers by path; `cors: false` makes every normal request fail as a refused CORS request would. */
function routes(table: Record<string, Route>, opts: { cors?: boolean; down?: boolean } = {}) {
  return jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (opts.down) throw new TypeError('Failed to fetch');
    if (opts.cors === false && init?.mode !== 'no-cors') throw new TypeError('Failed to fetch');
    if (init?.mode === 'no-cors') return new Response(null, { status: 200 });
    const url = new URL(String(input));
    const route = table[url.pathname];
    if (!route) return new Response('404 page not found', { status: 404 });
    return route(init);
  });
}

const tags = (...names: string[]) =>
  Response.json({ models: names.map((name) => ({ name, model: name })) });
const version = () => Response.json({ version: '0.33.0' });

describe('model names', () => {
  it('treats a name without a tag as :latest, ignoring case', () => {
    expect(normaliseModelName('llama3')).toBe('llama3:latest');
    expect(normaliseModelName(' Llama3:8B ')).toBe('llama3:8b');
    expect(hasModel(['llama3:latest'], 'llama3')).toBe(true);
    expect(hasModel(['llama3'], 'llama3:latest')).toBe(true);
    expect(hasModel(['llama3:8b'], 'llama3')).toBe(false);
    expect(hasModel(['mistral:7b'], 'mistral:7b')).toBe(true);
  });
});

describe('checkOllamaConnection with a stubbed fetch', () => {
  it('model-missing: no models installed at all', async () => {
    const fetchMock = routes({ '/api/version': version, '/api/tags': () => tags() });
    const result = await checkOllamaConnection(ENDPOINT, 'llama3', { fetch: fetchMock });
    expect(result.kind).toBe('model-missing');
    expect(result.message).toContain('ollama pull llama3');
    expect(result.message).toContain('No models are installed yet.');
  });

  it('model-missing: no model name set', async () => {
    const fetchMock = routes({ '/api/version': version, '/api/tags': () => tags('llama3:latest') });
    const result = await checkOllamaConnection(ENDPOINT, '  ', { fetch: fetchMock });
    expect(result).toMatchObject({ kind: 'model-missing' });
    expect(result.message).toBe(
      'Connected to Ollama 0.33.0, but no model name is set. Installed models: llama3:latest.',
    );
  });

  it("refused-origin: the CORS request fails but a no-cors request gets through; says how to set OLLAMA_ORIGINS with this page's origin", async () => {
    const fetchMock = routes({}, { cors: false });
    const result = await checkOllamaConnection(ENDPOINT, 'llama3', { fetch: fetchMock });
    expect(result).toEqual({
      kind: 'refused-origin',
      origin: PAGE,
      message:
        `Ollama is running at http://127.0.0.1:11434 but refuses requests from this page (${PAGE}). ` +
        `Allow this page by setting OLLAMA_ORIGINS=${PAGE} in Ollama's environment and restarting ` +
        `Ollama, for example: OLLAMA_ORIGINS=${PAGE} ollama serve`,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ mode: 'no-cors' });
  });

  it('unreachable: warns about mixed content for a plain-HTTP address on another machine', async () => {
    const result = await checkOllamaConnection('http://192.168.1.20:11434', 'llama3', {
      fetch: routes({}, { down: true }),
    });
    expect(result.kind).toBe('unreachable');
    expect(result.message).toContain('Could not reach Ollama at http://192.168.1.20:11434.');
    expect(result.message).toContain('served over HTTPS');
  });

  it('unreachable: an empty or malformed endpoint is reported without calling fetch', async () => {
    const fetchMock = routes({});
    await expect(checkOllamaConnection('', 'llama3', { fetch: fetchMock })).resolves.toEqual({
      kind: 'unreachable',
      message: 'No Ollama endpoint is set. Enter its address, for example http://localhost:11434.',
    });
    const result = await checkOllamaConnection('localhost:11434', 'llama3', { fetch: fetchMock });
    expect(result.kind).toBe('unreachable');
    expect(result.message).toContain('"localhost:11434" is not an address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('unreachable: a server that never answers, after the time limit', async () => {
    const fetchMock = jest.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const result = await checkOllamaConnection(ENDPOINT, 'llama3', {
      fetch: fetchMock,
      timeoutMs: 30,
    });
    expect(result).toEqual({
      kind: 'unreachable',
      message:
        'Ollama at http://127.0.0.1:11434 did not answer in time. Check that it is running and the address is right.',
    });
  });

  it.each([
    [
      'the status and the server error',
      () => Response.json({ error: 'server busy, please try again.' }, { status: 503 }),
      503,
      'Ollama at http://127.0.0.1:11434 answered with an error (status 503): server busy, please try again.',
    ],
    [
      'something that is not Ollama answers',
      () => new Response('<html>hello</html>', { status: 200 }),
      200,
      'The server at http://127.0.0.1:11434 answered, but not as Ollama does. Check the address and port.',
    ],
  ])('http-error: %s', async (_case, version, status, message) => {
    const fetchMock = routes({ '/api/version': version });
    const result = await checkOllamaConnection(ENDPOINT, 'llama3', { fetch: fetchMock });
    expect(result).toEqual({ kind: 'http-error', status, message });
  });

  it('rejects with the AbortError when the caller aborts', async () => {
    const controller = new AbortController();
    const fetchMock = jest.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const check = checkOllamaConnection(ENDPOINT, 'llama3', {
      fetch: fetchMock,
      signal: controller.signal,
    });
    controller.abort();
    await expect(check).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('listOllamaModels', () => {
  it('lists the installed model names', async () => {
    const fetchMock = routes({ '/api/tags': () => tags('llama3:latest', 'phi3:mini') });
    await expect(listOllamaModels(ENDPOINT, { fetch: fetchMock })).resolves.toEqual([
      'llama3:latest',
      'phi3:mini',
    ]);
  });

  it('throws the HTTP and network errors', async () => {
    await expect(
      listOllamaModels(ENDPOINT, {
        fetch: routes({ '/api/tags': () => Response.json({ error: 'x' }, { status: 500 }) }),
      }),
    ).rejects.toBeInstanceOf(ModelHttpError);
    await expect(
      listOllamaModels(ENDPOINT, { fetch: routes({}, { down: true }) }),
    ).rejects.toBeInstanceOf(ModelNetworkError);
  });
});

describe('checkOllamaConnection against the Ollama test server (real HTTP, browser-like CORS)', () => {
  let server: OllamaTestServer;
  const pageFetch = browserLikeFetch(PAGE);

  beforeAll(async () => {
    server = await startOllamaServer({ models: ['llama3:latest', 'mistral:7b'] });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.setBehaviour('ok');
    server.setOptions({ allowedOrigins: [PAGE] });
    server.requests.length = 0;
  });

  it('ok: asks /api/version and /api/tags at the rewritten address and finds llama3 as llama3:latest', async () => {
    const endpoint = `http://localhost:${server.port}/`;
    const result = await checkOllamaConnection(endpoint, 'llama3', { fetch: pageFetch });
    expect(result).toEqual({
      kind: 'ok',
      version: '0.33.0',
      models: ['llama3:latest', 'mistral:7b'],
      message: 'Connected to Ollama 0.33.0. The model "llama3" is installed.',
    });
    expect(server.requests.map((r) => [r.method, r.url, r.headers.host])).toEqual([
      ['GET', '/api/version', `127.0.0.1:${server.port}`],
      ['GET', '/api/tags', `127.0.0.1:${server.port}`],
    ]);
  });

  it('model-missing: says how to pull the model and lists what is installed', async () => {
    const result = await checkOllamaConnection(server.url, 'phi3', { fetch: pageFetch });
    expect(result).toEqual({
      kind: 'model-missing',
      version: '0.33.0',
      models: ['llama3:latest', 'mistral:7b'],
      message:
        'Connected to Ollama 0.33.0, but the model "phi3" is not installed. ' +
        'Download it with: ollama pull phi3. Installed models: llama3:latest, mistral:7b.',
    });
  });

  it('refused-origin when OLLAMA_ORIGINS does not list the page (a bare 403)', async () => {
    server.setOptions({ allowedOrigins: [] });
    const result = await checkOllamaConnection(server.url, 'llama3', { fetch: pageFetch });
    expect(result).toMatchObject({ kind: 'refused-origin', origin: PAGE });
    expect(result.message).toContain(`OLLAMA_ORIGINS=${PAGE}`);
  });

  it("refused-origin with the server's refused-origin behaviour, even for an allowed origin", async () => {
    server.setBehaviour('refused-origin');
    const result = await checkOllamaConnection(server.url, 'llama3', { fetch: pageFetch });
    expect(result.kind).toBe('refused-origin');
  });

  it('unreachable once the server is gone', async () => {
    const gone = await startOllamaServer();
    await gone.close();
    const result = await checkOllamaConnection(gone.url, 'llama3', { fetch: pageFetch });
    expect(result).toEqual({
      kind: 'unreachable',
      message:
        `Could not reach Ollama at ${gone.url}. Check that Ollama is running (start it with "ollama serve" ` +
        'or the Ollama app) and that the address and port are right.',
    });
  });
});
