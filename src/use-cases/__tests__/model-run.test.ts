import { ModelCallError } from '@/domain/model-errors';
import { DEFAULT_SETTINGS } from '@/domain/settings';
import { callOutcome, runModelCall, type ModelCall } from '../model-run';
import type { Outcome } from '../outcome';

const done: Outcome = { severity: 'success', message: 'Done' };

test('a finished call reports its progress with its start time, and its value through onDone', async () => {
  const seen: unknown[] = [];
  const notices: string[] = [];
  const result = await runModelCall(
    async ({ onProgress, onNotice }: ModelCall) => {
      onProgress({ phase: 'writing', receivedChars: 3, text: 'abc' });
      onNotice('Told');
      return 7;
    },
    {
      signal: new AbortController().signal,
      progress: (p) => seen.push(p),
      notice: (message) => notices.push(message),
      now: () => 100,
      onDone: (value) => value * 2,
    },
  );
  expect(result).toEqual({ status: 'done', value: 14 });
  expect(seen).toEqual([{ phase: 'writing', receivedChars: 3, text: 'abc', startedAt: 100 }]);
  expect(notices).toEqual(['Told']);
});

test('a stop ends the call as stopped: no value taken, no progress after it, the stop said', async () => {
  const controller = new AbortController();
  const seen: number[] = [];
  const onDone = jest.fn();
  const result = await runModelCall(
    async ({ signal, onProgress }) => {
      onProgress({ phase: 'writing', receivedChars: 1, text: 'a' });
      controller.abort();
      onProgress({ phase: 'writing', receivedChars: 2, text: 'ab' });
      signal.throwIfAborted();
      return 1;
    },
    { signal: controller.signal, progress: (p) => seen.push(p.receivedChars), onDone },
  );
  expect(result).toEqual({ status: 'stopped' });
  expect(seen).toEqual([1]);
  expect(onDone).not.toHaveBeenCalled();
  expect(callOutcome(result, 'local', DEFAULT_SETTINGS)).toEqual({
    severity: 'info',
    message: 'Generation stopped. The previous character is unchanged.',
    text: { id: 'generation.stopped' },
  });
});

test('a value that comes after a stop is not taken either', async () => {
  const controller = new AbortController();
  const onDone = jest.fn();
  const result = await runModelCall(
    async () => {
      controller.abort();
      return 1;
    },
    { signal: controller.signal, onDone },
  );
  expect(result.status).toBe('stopped');
  expect(onDone).not.toHaveBeenCalled();
});

test("a failure is failed, said in the provider's words", async () => {
  const result = await runModelCall(
    () => Promise.reject(new ModelCallError('Ollama call failed with status code 500: boom')),
    { signal: new AbortController().signal, onDone: () => done },
  );
  expect(result.status).toBe('failed');
  expect(callOutcome(result, 'local', DEFAULT_SETTINGS)).toEqual({
    severity: 'error',
    message:
      'Failed to generate data from Ollama API: Ollama call failed with status code 500: boom',
    text: { id: 'error.failed.local', values: { reason: { id: 'error.unknown' } } },
  });
});

test('progress is reported at most once in the given interval', async () => {
  let clock = 0;
  const seen: number[] = [];
  await runModelCall(
    async ({ onProgress }) => {
      for (const [at, chars] of [
        [0, 1],
        [50, 2],
        [160, 3],
        [200, 4],
      ] as const) {
        clock = at;
        onProgress({ phase: 'writing', receivedChars: chars, text: '' });
      }
    },
    {
      signal: new AbortController().signal,
      progress: (p) => seen.push(p.receivedChars),
      progressEveryMs: 150,
      now: () => clock,
      onDone: () => null,
    },
  );
  expect(seen).toEqual([1, 3]);
});
