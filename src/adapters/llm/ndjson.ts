/** Newline-delimited JSON, as Ollama streams it. */

import { ChunkDecoder, readDecoded } from './http';

/** Called for a line that is not valid JSON; by default a console warning. */
export type InvalidLineHandler = (line: string, error: unknown) => void;

const warnInvalidLine: InvalidLineHandler = (line, error) => {
  const shown = line.length > 200 ? `${line.slice(0, 200)}…` : line;
  console.warn(`Skipping a streamed line that is not JSON: ${shown}`, error);
};

/** A push decoder of JSON lines; one that is not JSON is told to `onInvalidLine` and skipped. */
export class NdjsonDecoder extends ChunkDecoder<unknown> {
  constructor(private readonly options: { onInvalidLine?: InvalidLineHandler } = {}) {
    super();
  }

  protected take(text: string, final: boolean): unknown[] {
    const lines = (this.tail + text).split('\n');
    // The last piece has no newline after it yet: it waits for the next chunk.
    this.tail = final ? '' : (lines.pop() ?? '');
    const values: unknown[] = [];
    for (const raw of lines) {
      const line = raw.trim();
      if (!line) continue;
      try {
        values.push(JSON.parse(line));
      } catch (error) {
        (this.options.onInvalidLine ?? warnInvalidLine)(line, error);
      }
    }
    return values;
  }
}

/** The values of a byte stream's lines, in order; an abort rejects with the signal's reason. */
export function readNdjson(
  body: ReadableStream<Uint8Array>,
  options: { signal?: AbortSignal; onInvalidLine?: InvalidLineHandler } = {},
): AsyncGenerator<unknown, void, undefined> {
  return readDecoded(body, new NdjsonDecoder(options), options.signal);
}
