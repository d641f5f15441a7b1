import { act, renderHook, waitFor } from '@testing-library/react';
import {
  useCloudConnectionCheck,
  useOllamaConnectionCheck,
  useOllamaModels,
} from '../connection-check';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that never answers but rejects with an AbortError when its signal aborts. */
function hangingFetch() {
  const signals: AbortSignal[] = [];
  const fetchFn = jest.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        if (signal) {
          signals.push(signal);
          signal.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }
      }),
  );
  return { fetchFn: fetchFn as unknown as typeof fetch, signals, mock: fetchFn };
}

test('an Ollama check reports the outcome with its severity and the arguments it ran with', async () => {
  const fetchFn = (async (input: RequestInfo | URL) =>
    String(input).endsWith('/api/version')
      ? json({ version: '0.9.1' })
      : json({ models: [{ name: 'llama3:latest' }] })) as typeof fetch;
  const { result } = renderHook(() => useOllamaConnectionCheck({ fetch: fetchFn }));
  act(() => result.current.check('http://127.0.0.1:11434', 'llama3'));
  expect(result.current.checking).toBe(true);
  await waitFor(() => expect(result.current.checking).toBe(false));
  expect(result.current.outcome).toEqual({
    severity: 'success',
    kind: 'ok',
    message: 'Connected to Ollama 0.9.1. The model "llama3" is installed.',
    models: ['llama3:latest'],
    args: ['http://127.0.0.1:11434', 'llama3'],
  });
  act(() => result.current.reset());
  expect(result.current.outcome).toBeNull();
});

test('a check still running is aborted when the screen goes away', async () => {
  const { fetchFn, signals } = hangingFetch();
  const { result, unmount } = renderHook(() => useCloudConnectionCheck({ fetch: fetchFn }));
  act(() => result.current.check({ endpoint: 'https://e.example/v1', model: 'm', token: 't' }));
  await waitFor(() => expect(signals).toHaveLength(1));
  unmount();
  expect(signals[0]?.aborted).toBe(true);
});

test('running again aborts the first check; only the second one is reported', async () => {
  let calls = 0;
  const signals: AbortSignal[] = [];
  const fetchFn = ((_input: RequestInfo | URL, init?: RequestInit) => {
    calls += 1;
    if (init?.signal) signals.push(init.signal);
    if (calls === 1) {
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    }
    return Promise.resolve(new Response(null, { status: 403 }));
  }) as typeof fetch;
  const { result } = renderHook(() => useCloudConnectionCheck({ fetch: fetchFn }));
  const settings = { endpoint: 'https://e.example/v1', model: 'm', token: 't' };
  act(() => result.current.check(settings));
  act(() => result.current.check({ ...settings, token: 't2' }));
  await waitFor(() => expect(result.current.outcome).not.toBeNull());
  expect(signals[0]?.aborted).toBe(true);
  expect(result.current.outcome).toMatchObject({
    severity: 'error',
    kind: 'forbidden-empty',
    args: [{ ...settings, token: 't2' }],
  });
});

test('a check that gets no answer in time says so', async () => {
  const { fetchFn } = hangingFetch();
  const { result } = renderHook(() => useCloudConnectionCheck({ fetch: fetchFn, timeoutMs: 30 }));
  act(() => result.current.check({ endpoint: 'https://e.example/v1', model: 'm', token: 't' }));
  await waitFor(() => expect(result.current.outcome).not.toBeNull());
  expect(result.current.outcome).toMatchObject({
    severity: 'error',
    kind: 'timeout',
    message: 'No answer within 1 second. Check the address, or try again later.',
  });
  expect(result.current.checking).toBe(false);
});

describe('useOllamaModels', () => {
  test('asks once the endpoint has settled, and only for the last one', async () => {
    const fetchFn = jest.fn(async () =>
      json({ models: [{ name: 'llama3:latest' }, { name: 'phi3:mini' }] }),
    ) as unknown as jest.Mock & typeof fetch;
    const { result, rerender } = renderHook(
      ({ endpoint }: { endpoint: string | null }) =>
        useOllamaModels(endpoint, { fetch: fetchFn, delayMs: 30 }),
      { initialProps: { endpoint: 'http://127.0.0.1:1' as string | null } },
    );
    rerender({ endpoint: 'http://127.0.0.1:11' });
    rerender({ endpoint: 'http://127.0.0.1:11434' });
    await waitFor(() => expect(result.current.models).toEqual(['llama3:latest', 'phi3:mini']));
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn.mock.calls[0]?.[0]).toBe('http://127.0.0.1:11434/api/tags');
    expect(result.current.loading).toBe(false);

    // Off: nothing offered.
    rerender({ endpoint: null });
    expect(result.current.models).toEqual([]);
  });

  test('a server that cannot be asked gives an empty list', async () => {
    const fetchFn = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const { result } = renderHook(() =>
      useOllamaModels('http://127.0.0.1:9', { fetch: fetchFn, delayMs: 0 }),
    );
    await waitFor(() => expect(fetchFn).toHaveBeenCalled());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.models).toEqual([]);
  });
});
