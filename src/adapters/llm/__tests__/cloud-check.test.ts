/** @jest-environment node */
import { startCloudServer, type CloudServer } from '../../../../test/servers/cloud-server';
import { checkCloudConnection, type CloudCheckResult } from '../cloud-check';
import { isAbortError } from '@/domain/model-errors';

const TOKEN = 'sk-check-SECRET-0123456789';

function stub(response: Response | Error) {
  return jest.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  }) as unknown as typeof fetch & jest.Mock;
}

const settings = (endpoint = 'https://res.openai.azure.com/openai/v1', model = 'gpt-4.1') => ({
  endpoint,
  model,
  token: TOKEN,
});

describe('checkCloudConnection with a stubbed fetch', () => {
  it('sends a minimal call without retries', async () => {
    const fetch = stub(new Response('{}', { status: 500 }));
    const result = await checkCloudConnection(settings(), { fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(
      'https://res.openai.azure.com/openai/v1/chat/completions?api-version=2024-05-01-preview',
    );
    expect(init.headers).toEqual({
      Authorization: `Bearer ${TOKEN}`,
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      messages: [{ role: 'user', content: 'ping' }],
      max_tokens: 1,
      model: 'gpt-4.1',
    });
    expect(result).toEqual({
      kind: 'http-error',
      message: 'The service had a problem (HTTP 500). Try again later.',
      status: 500,
    });
  });

  it.each<[string, Parameters<typeof checkCloudConnection>[0]]>([
    ['no token', { ...settings(), token: ' ' }],
    ['no endpoint', { ...settings(), endpoint: '' }],
  ])('%s: missing-fields, nothing sent', async (_name, s) => {
    const fetch = stub(new Response('{}'));
    expect(await checkCloudConnection(s, { fetch })).toEqual({
      kind: 'missing-fields',
      message: 'Azure token and endpoint are required',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ok, with the model the server names', async () => {
    const fetch = stub(new Response(JSON.stringify({ model: 'gpt-4.1-2025-04-14', choices: [] })));
    expect(await checkCloudConnection(settings(), { fetch })).toEqual({
      kind: 'ok',
      message:
        'Connected to https://res.openai.azure.com: the token works and gpt-4.1-2025-04-14 answered.',
      model: 'gpt-4.1-2025-04-14',
    });
  });

  it('a model that refuses max_tokens still proves the connection', async () => {
    const body = {
      error: {
        code: 'unsupported_parameter',
        message:
          "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      },
    };
    const fetch = stub(new Response(JSON.stringify(body), { status: 400 }));
    const result = await checkCloudConnection(settings(undefined, 'o3-mini'), { fetch });
    expect(result.kind).toBe('ok');
    expect(result.message).toContain('o3-mini');
  });

  it.each([
    [
      'a 400 unknown model is model-missing',
      { error: { code: 'unknown_model', message: 'Unknown model: nope' } },
      400,
      'nope',
      {
        kind: 'model-missing',
        message:
          'The endpoint does not know the model "nope": Unknown model: nope (unknown_model). Check the endpoint and model name.',
      },
    ],
    [
      'an empty 404 says the address or model is wrong',
      null,
      404,
      undefined,
      {
        kind: 'model-missing',
        message:
          'Nothing was found at this endpoint (HTTP 404): the address or the model "gpt-4.1" is wrong. Check the endpoint and model name.',
      },
    ],
    [
      'a 403 with a body is an http-error with its message',
      { error: { code: 'PermissionDenied', message: 'Principal does not have access.' } },
      403,
      undefined,
      { kind: 'http-error', message: 'Principal does not have access. (PermissionDenied)' },
    ],
  ])('%s', async (_case, body, status, model, result) => {
    const fetch = stub(new Response(body && JSON.stringify(body), { status }));
    expect(await checkCloudConnection(settings(undefined, model), { fetch })).toEqual({
      ...result,
      status,
    });
  });

  it('an Azure deployment that does not exist is model-missing', async () => {
    const body = {
      error: {
        code: 'DeploymentNotFound',
        message: 'The API deployment for this resource does not exist.',
      },
    };
    const fetch = stub(new Response(JSON.stringify(body), { status: 404 }));
    const result = await checkCloudConnection(settings(), { fetch });
    expect(result.kind).toBe('model-missing');
    expect(result.message).toContain('DeploymentNotFound');
  });

  it('an endpoint that is not a web address is unreachable, nothing sent', async () => {
    const fetch = stub(new Response('{}'));
    const result = await checkCloudConnection(settings('res.openai.azure.com'), { fetch });
    expect(result.kind).toBe('unreachable');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the token never appears in a result, even when the server echoes it', async () => {
    const body = { error: { code: 'invalid_api_key', message: `Incorrect API key: ${TOKEN}` } };
    const fetch = stub(new Response(JSON.stringify(body), { status: 401 }));
    const result = await checkCloudConnection(settings(), { fetch });
    expect(result.kind).toBe('token-rejected');
    expect(JSON.stringify(result)).not.toContain(TOKEN);
  });

  it('an abort rejects with an AbortError', async () => {
    const controller = new AbortController();
    const fetch = jest.fn(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    }) as unknown as typeof globalThis.fetch;
    const error = await checkCloudConnection(settings(), {
      fetch,
      signal: controller.signal,
    }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });
});

describe('checkCloudConnection against the loopback cloud server', () => {
  let server: CloudServer;
  beforeAll(async () => {
    server = await startCloudServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  const check = (behaviour: Parameters<CloudServer['setBehaviour']>[0]) => {
    server.setBehaviour(behaviour);
    return checkCloudConnection({ endpoint: `${server.url}/v1`, model: 'm-1', token: TOKEN });
  };

  it.each<[Parameters<CloudServer['setBehaviour']>[0], CloudCheckResult['kind']]>([
    ['401', 'token-rejected'],
    ['403-empty', 'forbidden-empty'],
    ['404-unknown-model', 'model-missing'],
    ['500-always', 'http-error'],
    ['503-always', 'http-error'],
    ['429-huge-retry-after', 'http-error'],
  ])('%s → %s, one request', async (behaviour, kind) => {
    const result = await check(behaviour);
    expect(result.kind).toBe(kind);
    expect(server.completionRequests()).toHaveLength(1);
    expect(JSON.stringify(result)).not.toContain(TOKEN);
  });

  it('success → ok with the model the server answered with, one request', async () => {
    expect(await check('success')).toMatchObject({ kind: 'ok', model: 'm-1' });
    expect(server.completionRequests()).toHaveLength(1);
  });

  it('a closed port is unreachable', async () => {
    const gone = await startCloudServer();
    const { url } = gone;
    await gone.close();
    const result = await checkCloudConnection({ endpoint: url, model: 'm', token: TOKEN });
    expect(result).toEqual({
      kind: 'unreachable',
      message: `Could not reach the cloud model at ${url}. The server may be down, or it may not allow requests from this page (CORS).`,
    });
  });
});
