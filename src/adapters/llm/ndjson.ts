/**
 * Newline-delimited JSON (NDJSON) reading, as Ollama streams it: one JSON value per line.
 *
 * Bytes arrive in arbitrary pieces: a line may be split across reads, and so may a multibyte
 * UTF-8 character. The decoder keeps the unfinished tail of the text (and the decoder keeps the
 * unfinished bytes) until the next piece arrives, and flushes both at the end of the stream.
 */

import { readDecoded } from './http';

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

/**
 * Reads a byte stream as NDJSON and yields one value per line, in order. An abort rejects with
 * the signal's reason (an `AbortError` for a plain `abort()`); a cut connection with its error.
 */
export function readNdjson(
  body: ReadableStream<Uint8Array>,
  options: { signal?: AbortSignal; onInvalidLine?: InvalidLineHandler } = {},
): AsyncGenerator<unknown, void, undefined> {
  return readDecoded(body, new NdjsonDecoder(options), options.signal);
}
