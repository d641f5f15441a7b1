/**
 * The cloud call's retry policy: the Azure SDK's default (throttling, then exponential), except
 * that a server asking for a wait over 64 s is not waited on: the user is told when to try again.
 */

import { ModelHttpError, abortError } from '@/domain/model-errors';

/** Time, injectable so tests decide how long waits take. `sleep` rejects at once on abort. */
export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** The browser's clock: `Date.now` and `setTimeout`. */
export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      const onAbort = () => {
        clearTimeout(timer);
        reject(abortError());
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

/** At most this many retries, so at most 4 attempts (SDK `DEFAULT_RETRY_POLICY_COUNT`). */
const MAX_RETRIES = 3;
export const MAX_ATTEMPTS = MAX_RETRIES + 1;
const RETRY_DELAY_MS = 1000;
/** The exponential strategy's largest delay, and the longest server-asked wait we honour. */
const MAX_RETRY_DELAY_MS = 64000;

/** The parts of a response the policy looks at; a fetch `Response` fits. */
export interface RetryableResponse {
  status: number;
  headers: { get(name: string): string | null };
  body?: { cancel(): Promise<void> } | null;
}

/** 408 and every 5xx except 501 and 505, which a retry cannot fix. */
export function isExponentialRetryStatus(status: number): boolean {
  return (status >= 500 || status === 408) && status !== 501 && status !== 505;
}

/**
 * How long a 429 or 503 asks us to wait, in ms: `retry-after-ms`, `x-ms-retry-after-ms`, then
 * `Retry-After` in seconds or as an HTTP date. Undefined when no header is usable.
 */
export function retryAfterMs(response: RetryableResponse, now: number): number | undefined {
  if (response.status !== 429 && response.status !== 503) return undefined;
  for (const [name, factor] of [
    ['retry-after-ms', 1],
    ['x-ms-retry-after-ms', 1],
    ['retry-after', 1000],
  ] as const) {
    const n = Number(response.headers.get(name) || NaN);
    if (!Number.isNaN(n)) return Math.max(0, n * factor);
  }
  const value = response.headers.get('retry-after');
  if (!value) return undefined;
  const diff = Date.parse(value) - now;
  return Number.isFinite(diff) ? Math.max(0, diff) : undefined;
}

/** The wait after attempt `retryCount` half of `min(64 s, 1 s · 2^n)` plus up to half. */
export function exponentialDelayMs(retryCount: number, random: () => number = Math.random): number {
  const half = Math.floor(Math.min(MAX_RETRY_DELAY_MS, RETRY_DELAY_MS * 2 ** retryCount) / 2);
  // Clamped so a source that returns exactly 1 still stays in range.
  return half + Math.min(half, Math.floor(random() * (half + 1)));
}

/** What the policy does with one response. */
export type RetryDecision =
  | { action: 'return' }
  | { action: 'retry'; delayMs: number; reason: 'throttling' | 'exponential' }
  | { action: 'refuse'; waitMs: number };

interface RetryPolicyOptions {
  clock?: Clock;
  random?: () => number;
}

/** What to do with the response to attempt `retryCount`; a server-asked wait comes first. */
export function decideRetry(
  response: RetryableResponse,
  retryCount: number,
  options: RetryPolicyOptions = {},
): RetryDecision {
  const throttle = retryAfterMs(response, (options.clock ?? realClock).now());
  if (throttle !== undefined && throttle > MAX_RETRY_DELAY_MS) {
    return { action: 'refuse', waitMs: throttle };
  }
  if (retryCount >= MAX_RETRIES) return { action: 'return' };
  if (throttle !== undefined) return { action: 'retry', delayMs: throttle, reason: 'throttling' };
  if (isExponentialRetryStatus(response.status)) {
    const delayMs = exponentialDelayMs(retryCount, options.random);
    return { action: 'retry', delayMs, reason: 'exponential' };
  }
  return { action: 'return' };
}

/** Told before each wait; `nextAttempt` is 2 for the first retry. */
export interface RetryInfo {
  nextAttempt: number;
  delayMs: number;
  status: number;
  reason: 'throttling' | 'exponential';
}

interface SendWithRetryOptions extends RetryPolicyOptions {
  signal?: AbortSignal;
  onRetry?: (info: RetryInfo) => void;
}

/** The server asked us to wait longer than we wait for; the message says when to try again. */
export class RetryLaterError extends ModelHttpError {
  override name = 'RetryLaterError';
  /** When the server said it will take requests again (ms since the epoch). */
  readonly retryAt: number;

  constructor(
    status: number,
    readonly waitMs: number,
    now: number,
    /** The server's own explanation, appended to the message. */
    detail?: string,
    /** The refused response, so a caller can read its body. Not enumerable: never logged. */
    response?: RetryableResponse,
  ) {
    super(
      tryAgainLaterMessage(waitMs, now) + (detail ? ` The service said: ${detail}` : ''),
      status,
      detail,
    );
    this.retryAt = now + waitMs;
    Object.defineProperty(this, 'response', { value: response, enumerable: false });
  }

  declare readonly response?: RetryableResponse;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A wait in words: seconds up to 2 minutes, minutes up to 2 hours, hours up to 2 days, days. */
export function formatWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 120) return plural(seconds, 'second');
  const minutes = Math.ceil(ms / 60000);
  if (minutes < 120) return plural(minutes, 'minute');
  const hours = Math.ceil(ms / 3600000);
  if (hours < 48) return plural(hours, 'hour');
  return plural(Math.ceil(ms / 86400000), 'day');
}

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
// `3 March`, and `2 January 2027` in another year: day first, the month in English words.
const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long' });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A local time of day, `14:05`, plus `tomorrow` or `on 3 March` when it is not today. */
export function formatLocalTime(at: number, now: number): string {
  const when = new Date(at);
  const hhmm = TIME.format(when);
  const today = new Date(now);
  const sameDay = (a: Date, b: Date) =>
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate();
  if (sameDay(when, today)) return hhmm;
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  if (sameDay(when, tomorrow)) return `${hhmm} tomorrow`;
  const date = when.getFullYear() === today.getFullYear() ? DAY_MONTH : DAY_MONTH_YEAR;
  return `${hhmm} on ${date.format(when)}`;
}

/** The words of a refused wait: how long, until when, and to try again then. */
export function tryAgainLaterMessage(waitMs: number, now: number): string {
  return (
    `The service is busy and asked to wait ${formatWait(waitMs)} before trying again ` +
    `(until ${formatLocalTime(now + waitMs, now)}). Try again then.`
  );
}

/** Lets go of a response we will not read, so its connection can be reused. */
function discard(response: RetryableResponse): void {
  try {
    response.body?.cancel().catch(() => undefined);
  } catch {
    // A body that is locked or already used has nothing to free.
  }
}

/**
 * Sends until a response is final (which may be an error status) as {@link decideRetry} says.
 * What `send` throws is passed on unretried, as the SDK does with a browser's network failure.
 * An abort rejects with an `AbortError`; a server wait over 64 s with {@link RetryLaterError}.
 */
export async function sendWithRetry<R extends RetryableResponse>(
  send: (attempt: number) => Promise<R>,
  options: SendWithRetryOptions = {},
): Promise<R> {
  const clock = options.clock ?? realClock;
  const { signal } = options;
  for (let retryCount = 0; ; retryCount += 1) {
    if (signal?.aborted) throw abortError();
    const response = await send(retryCount + 1);
    if (signal?.aborted) {
      discard(response);
      throw abortError();
    }
    const decision = decideRetry(response, retryCount, { ...options, clock });
    if (decision.action === 'return') return response;
    if (decision.action === 'refuse') {
      throw new RetryLaterError(response.status, decision.waitMs, clock.now(), undefined, response);
    }
    discard(response);
    const { delayMs, reason } = decision;
    options.onRetry?.({ nextAttempt: retryCount + 2, delayMs, status: response.status, reason });
    await clock.sleep(delayMs, signal);
  }
}
