/**
 * Newline-delimited JSON (NDJSON) reading, as Ollama streams it: one JSON value per line.
 *
 * Bytes arrive in arbitrary pieces: a line may be split across reads, and so may a multibyte
 * UTF-8 character. The decoder keeps the unfinished tail of the text (and the decoder keeps the
 * unfinished bytes) until the next piece arrives, and flushes both at the end of the stream.
 */

import { abortError } from '@/domain/model-errors';

/** Called for a line that is not valid JSON; by default a console warning. */
export type InvalidLineHandler = (line: string, error: unknown) => void;

const warnInvalidLine: InvalidLineHandler = (line, error) => {
  const shown = line.length > 200 ? `${line.slice(0, 200)}…` : line;
  console.warn(`Skipping a streamed line that is not JSON: ${shown}`, error);
};

/**
 * A push decoder: feed it byte chunks, get back the JSON values of every line completed so far.
 * Blank lines are ignored; a line that is not JSON is reported to `onInvalidLine` and skipped.
 */
export class NdjsonDecoder {
  private readonly decoder = new TextDecoder('utf-8');
  private tail = '';
  private readonly onInvalidLine: InvalidLineHandler;

  constructor(options: { onInvalidLine?: InvalidLineHandler } = {}) {
    this.onInvalidLine = options.onInvalidLine ?? warnInvalidLine;
  }

  /** Decodes one chunk of bytes and returns the values of the lines it completes. */
  push(bytes: Uint8Array): unknown[] {
    this.tail += this.decoder.decode(bytes, { stream: true });
    const lines = this.tail.split('\n');
    // The last piece has no newline after it yet: keep it for the next chunk.
    this.tail = lines.pop() ?? '';
    return this.parseLines(lines);
  }

  /** Flushes the decoder at the end of the stream and returns the value of a last unterminated line. */
  end(): unknown[] {
    this.tail += this.decoder.decode();
    const lines = this.tail.split('\n');
    this.tail = '';
    return this.parseLines(lines);
  }

  private parseLines(lines: string[]): unknown[] {
    const values: unknown[] = [];
    for (const raw of lines) {
      const line = raw.trim();
      if (!line) continue;
      try {
        values.push(JSON.parse(line));
      } catch (error) {
        this.onInvalidLine(line, error);
      }
    }
    return values;
  }
}

/** What an aborted signal rejects with, as `fetch` does: its reason, an `AbortError` by default. */
function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? abortError();
}

/**
 * Reads a byte stream as NDJSON and yields one value per line, in order.
 *
 * - An abort of `signal` cancels the reader at once and rejects with the signal's reason (an
 *   `AbortError` for a plain `abort()`), even when the body itself does not watch the signal.
 * - Leaving the loop early (`break`, `return` or a throw in the consumer) cancels the reader, so
 *   the connection is released.
 * - A read failure (a cut connection) rejects with the underlying error.
 */
export async function* readNdjson(
  body: ReadableStream<Uint8Array>,
  options: { signal?: AbortSignal; onInvalidLine?: InvalidLineHandler } = {},
): AsyncGenerator<unknown, void, undefined> {
  const { signal } = options;
  const decoder = new NdjsonDecoder({ onInvalidLine: options.onInvalidLine });
  const reader = body.getReader();
  let finished = false;
  const onAbort = () => {
    reader.cancel(signal?.reason).catch(() => undefined);
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (signal?.aborted) throw abortReason(signal);
    for (;;) {
      const { done, value } = await reader.read();
      // A cancel made by onAbort ends a pending read as if the stream were done.
      if (signal?.aborted) throw abortReason(signal);
      if (done) break;
      yield* decoder.push(value);
    }
    finished = true;
    yield* decoder.end();
  } finally {
    signal?.removeEventListener('abort', onAbort);
    if (finished) reader.releaseLock();
    else reader.cancel().catch(() => undefined);
  }
}
