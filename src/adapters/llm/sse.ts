/** Server-sent events, as chat-completions servers stream a reply: `field: value` blocks. */

import { ChunkDecoder, readDecoded } from './http';

/** One event: its type (`message` unless the server named one) and its joined data lines. */
export interface SseEvent {
  event: string;
  data: string;
}

/** A push decoder: feed it byte chunks, get back every event completed so far. */
export class SseDecoder extends ChunkDecoder<SseEvent> {
  protected take(chunk: string, final: boolean): SseEvent[] {
    // Line ends may be \r\n, \n or \r; one blank line ends an event. A \r at the very end may
    // be the first half of a \r\n split across reads: it waits for the next read.
    const all = this.tail + chunk;
    const heldCr = !final && all.endsWith('\r');
    const text = (heldCr ? all.slice(0, -1) : all).replace(/\r\n?/g, '\n');
    const blocks = text.split('\n\n');
    // The last block has no blank line after it yet (unless the stream is over).
    this.tail = final ? '' : `${blocks.pop() ?? ''}${heldCr ? '\r' : ''}`;
    const events: SseEvent[] = [];
    for (const block of blocks) {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (!line || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'data') data.push(value);
        else if (field === 'event') event = value;
      }
      if (data.length) events.push({ event, data: data.join('\n') });
    }
    return events;
  }
}

/** The events of a response body, as they arrive. */
export function readSseEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<SseEvent, void, undefined> {
  return readDecoded(body, new SseDecoder());
}
