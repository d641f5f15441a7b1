import { isAbortError } from '@/domain/model-errors';
import { fakeClock } from './clients';
import {
  RetryLaterError,
  decideRetry,
  exponentialDelayMs,
  formatLocalTime,
  formatWait,
  isExponentialRetryStatus,
  realClock,
  retryAfterMs,
  sendWithRetry,
  tryAgainLaterMessage,
  type RetryableResponse,
} from '../retry';

const NOW = Date.UTC(2026, 8, 1, 12, 0, 0);

function res(status: number, headers: Record<string, string> = {}): RetryableResponse {
  const h = new Headers(headers);
  return { status, headers: h, body: null };
}

describe('isExponentialRetryStatus', () => {
  it.each([
    [408, true],
    [500, true],
    [502, true],
    [503, true],
    [504, true],
    [599, true],
    [501, false],
    [505, false],
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [429, false],
    [200, false],
  ])('%i → %s', (status, expected) => {
    expect(isExponentialRetryStatus(status)).toBe(expected);
  });
});

describe('retryAfterMs', () => {
  const date = (offsetMs: number) => new Date(NOW + offsetMs).toUTCString();
  it.each<[string, number, Record<string, string>, number | undefined]>([
    ['retry-after-ms as milliseconds', 429, { 'retry-after-ms': '1500' }, 1500],
    ['x-ms-retry-after-ms as milliseconds', 503, { 'x-ms-retry-after-ms': '250' }, 250],
    ['Retry-After seconds', 429, { 'Retry-After': '2' }, 2000],
    ['Retry-After fractions of a second', 429, { 'Retry-After': '0.5' }, 500],
    ['Retry-After 0', 429, { 'Retry-After': '0' }, 0],
    ['Retry-After as an HTTP date, minus now', 503, { 'Retry-After': date(30_000) }, 30_000],
    ['a date in the past as 0', 429, { 'Retry-After': date(-60_000) }, 0],
    ['a negative number as 0', 429, { 'Retry-After': '-5' }, 0],
    [
      'retry-after-ms first (the SDK order)',
      429,
      { 'retry-after-ms': '100', 'x-ms-retry-after-ms': '200', 'Retry-After': '3' },
      100,
    ],
    [
      'x-ms-retry-after-ms before Retry-After',
      429,
      { 'x-ms-retry-after-ms': '200', 'Retry-After': '3' },
      200,
    ],
    [
      'the next header after an unusable one',
      429,
      { 'retry-after-ms': 'soon', 'Retry-After': '4' },
      4000,
    ],
    ['no header as undefined', 429, {}, undefined],
    ['an unusable header as undefined', 429, { 'Retry-After': 'later, maybe' }, undefined],
    ...[500, 502, 504, 408, 400].map(
      (status) =>
        [
          `a header on ${status} as undefined (429 and 503 only)`,
          status,
          { 'Retry-After': '1' },
          undefined,
        ] as [string, number, Record<string, string>, undefined],
    ),
  ])('reads %s', (_name, status, headers, wait) => {
    expect(retryAfterMs(res(status, headers), NOW)).toBe(wait);
  });
});

describe('exponentialDelayMs', () => {
  it.each([
    [0, 500, 1000],
    [1, 1000, 2000],
    [2, 2000, 4000],
  ])('retry after attempt %i waits %i–%i ms', (retryCount, min, max) => {
    expect(exponentialDelayMs(retryCount, () => 0)).toBe(min);
    expect(exponentialDelayMs(retryCount, () => 0.999999)).toBe(max);
    // A source that returns exactly 1 must not overshoot.
    expect(exponentialDelayMs(retryCount, () => 1)).toBe(max);
    const mid = exponentialDelayMs(retryCount, () => 0.5);
    expect(mid).toBeGreaterThanOrEqual(min);
    expect(mid).toBeLessThanOrEqual(max);
  });

  it('is capped at 64000 ms', () => {
    // 1000 · 2^6 = 64000; 2^7 and beyond would be more.
    expect(exponentialDelayMs(6, () => 0.999999)).toBe(64000);
    expect(exponentialDelayMs(7, () => 0)).toBe(32000);
    expect(exponentialDelayMs(7, () => 0.999999)).toBe(64000);
    expect(exponentialDelayMs(20, () => 0.999999)).toBe(64000);
  });
});

describe('decideRetry', () => {
  const clock = fakeClock(NOW);
  const options = { clock, random: () => 0 };

  it('waits up to 64 s, and refuses anything longer', () => {
    expect(decideRetry(res(429, { 'Retry-After': '64' }), 0, options)).toMatchObject({
      action: 'retry',
      delayMs: 64000,
    });
    expect(decideRetry(res(429, { 'retry-after-ms': '64001' }), 0, options)).toEqual({
      action: 'refuse',
      waitMs: 64001,
    });
    expect(decideRetry(res(503, { 'Retry-After': '86400' }), 3, options)).toEqual({
      action: 'refuse',
      waitMs: 86_400_000,
    });
  });
});

describe('sendWithRetry', () => {
  function sequence(...responses: RetryableResponse[]) {
    const send = jest.fn(async (_attempt: number) => {
      const next = responses.length > 1 ? responses.shift() : responses[0];
      return next as RetryableResponse;
    });
    return send;
  }

  it('makes 4 attempts for a lasting 500, with the jittered waits, and returns the last', async () => {
    const clock = fakeClock(NOW);
    const send = sequence(res(500));
    const last = await sendWithRetry(send, { clock, random: () => 0 });
    expect(last.status).toBe(500);
    expect(send).toHaveBeenCalledTimes(4);
    expect(send.mock.calls.map((c) => c[0])).toEqual([1, 2, 3, 4]);
    expect(clock.sleeps).toEqual([500, 1000, 2000]);
  });

  it('tells onRetry before it waits the Retry-After of a 503, then succeeds', async () => {
    const clock = fakeClock(NOW);
    const send = sequence(res(503, { 'Retry-After': '1' }), res(200));
    const onRetry = jest.fn();
    expect((await sendWithRetry(send, { clock, onRetry })).status).toBe(200);
    expect(clock.sleeps).toEqual([1000]);
    expect(onRetry).toHaveBeenCalledWith({
      nextAttempt: 2,
      delayMs: 1000,
      status: 503,
      reason: 'throttling',
    });
  });

  it('throws RetryLaterError for a wait over 64 s, without waiting', async () => {
    const clock = fakeClock(NOW);
    const refused = res(429, { 'Retry-After': '86400' });
    const send = sequence(refused);
    const error = await sendWithRetry(send, { clock }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetryLaterError);
    const later = error as RetryLaterError;
    expect(later.status).toBe(429);
    expect(later.waitMs).toBe(86_400_000);
    expect(later.retryAt).toBe(NOW + 86_400_000);
    expect(later.response).toBe(refused);
    expect(later.message).toMatch(
      /^The service is busy and asked to wait 24 hours before trying again \(until \d\d:\d\d tomorrow\)\. Try again then\.$/,
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(clock.sleeps).toEqual([]);
    // The response is kept for the caller but never serialised with the error.
    expect(JSON.stringify(later)).not.toContain('headers');
  });

  it('passes on what send throws, without retrying', async () => {
    const clock = fakeClock(NOW);
    const send = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendWithRetry(send, { clock })).rejects.toThrow('Failed to fetch');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not send when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const send = sequence(res(200));
    const error = await sendWithRetry(send, { signal: controller.signal }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(send).not.toHaveBeenCalled();
  });

  it('throws an AbortError when the abort comes while an attempt is in flight', async () => {
    const controller = new AbortController();
    const send = jest.fn(async () => {
      controller.abort();
      return res(500);
    });
    const error = await sendWithRetry(send, {
      signal: controller.signal,
      clock: fakeClock(NOW),
    }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
  });

  describe('on fake timers', () => {
    beforeEach(() => jest.useFakeTimers({ now: NOW }));
    afterEach(() => jest.useRealTimers());

    it('an abort during a wait rejects at once and sends nothing more', async () => {
      const controller = new AbortController();
      const send = sequence(res(503, { 'Retry-After': '30' }), res(200));
      const done = sendWithRetry(send, { signal: controller.signal }).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(1000);
      expect(send).toHaveBeenCalledTimes(1);
      controller.abort();
      // Settles on the abort itself: no timer needs to run.
      const error = await done;
      expect(isAbortError(error)).toBe(true);
      expect(jest.getTimerCount()).toBe(0);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(send).toHaveBeenCalledTimes(1);
    });
  });
});

describe('realClock.sleep', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves after the given time', async () => {
    const resolved = jest.fn();
    void realClock.sleep(1000).then(resolved);
    await jest.advanceTimersByTimeAsync(999);
    expect(resolved).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(resolved).toHaveBeenCalled();
  });

  it('rejects at once with an AbortError on abort, and clears its timer', async () => {
    const controller = new AbortController();
    const done = realClock.sleep(60_000, controller.signal).catch((e: unknown) => e);
    controller.abort();
    expect(isAbortError(await done)).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('rejects for a signal that is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(realClock.sleep(10, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('telling the user when to try again', () => {
  it.each([
    [65_000, '65 seconds'],
    [119_000, '119 seconds'],
    [120_000, '2 minutes'],
    [61 * 60_000, '61 minutes'],
    [2 * 3_600_000, '2 hours'],
    [86_400_000, '24 hours'],
    [86_399_500, '24 hours'],
    [3 * 86_400_000, '3 days'],
    [1000, '1 second'],
  ])('formatWait(%i) = %s', (ms, words) => {
    expect(formatWait(ms)).toBe(words);
  });

  it('names the local time, the next day, or the date', () => {
    const now = new Date(2026, 2, 10, 13, 0).getTime();
    expect(formatLocalTime(new Date(2026, 2, 10, 14, 5).getTime(), now)).toBe('14:05');
    expect(formatLocalTime(new Date(2026, 2, 11, 9, 7).getTime(), now)).toBe('09:07 tomorrow');
    expect(formatLocalTime(new Date(2026, 2, 14, 23, 59).getTime(), now)).toBe('23:59 on 14 March');
    expect(formatLocalTime(new Date(2027, 0, 2, 8, 0).getTime(), now)).toBe(
      '08:00 on 2 January 2027',
    );
  });

  it('builds the whole sentence', () => {
    const now = new Date(2026, 2, 10, 13, 0).getTime();
    expect(tryAgainLaterMessage(65 * 60_000, now)).toBe(
      'The service is busy and asked to wait 65 minutes before trying again (until 14:05). Try again then.',
    );
    expect(new RetryLaterError(429, 86_400_000, now, 'Rate limit exceeded.').message).toBe(
      'The service is busy and asked to wait 24 hours before trying again (until 13:00 tomorrow). Try again then. The service said: Rate limit exceeded.',
    );
  });
});
