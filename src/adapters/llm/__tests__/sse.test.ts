/** @jest-environment node */
import { SseDecoder, readSseEvents, type SseEvent } from '../sse';

const encode = (text: string) => new TextEncoder().encode(text);

/** Feeds `bytes` to a fresh decoder cut at `cuts` and returns every event. */
function decodeInPieces(bytes: Uint8Array, cuts: number[]): SseEvent[] {
  const decoder = new SseDecoder();
  const events: SseEvent[] = [];
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    events.push(...decoder.push(bytes.slice(start, cut)));
    start = cut;
  }
  events.push(...decoder.end());
  return events;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

const STREAM =
  ': keep-alive\n\n' +
  chunk('{"title": "Die Brücke') +
  '\n\n' +
  chunk(' über den Fluss — 霧の川"}') +
  ': still writing\n\n' +
  'data: [DONE]\n\n';

describe('SseDecoder', () => {
  test('reads data events and skips comments and blank keep-alive lines', () => {
    const events = decodeInPieces(encode(STREAM), []);
    expect(events.map((e) => e.event)).toEqual(['message', 'message', 'message']);
    expect(events.at(-1)?.data).toBe('[DONE]');
    const text = events
      .slice(0, 2)
      .map((e) => JSON.parse(e.data).choices[0].delta.content)
      .join('');
    expect(text).toBe('{"title": "Die Brücke über den Fluss — 霧の川"}');
  });

  test('gives the same events whatever byte the stream is split at, inside multibyte characters too', () => {
    const bytes = encode(STREAM);
    const whole = decodeInPieces(bytes, []);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(decodeInPieces(bytes, [cut])).toEqual(whole);
    }
    // Every byte on its own.
    expect(
      decodeInPieces(
        bytes,
        Array.from({ length: bytes.length - 1 }, (_, i) => i + 1),
      ),
    ).toEqual(whole);
  });

  test('CRLF and CR line ends, split between the two bytes, read the same', () => {
    const crlf = encode(STREAM.replace(/\n/g, '\r\n'));
    const whole = decodeInPieces(encode(STREAM), []);
    for (let cut = 1; cut < crlf.length; cut += 1) {
      expect(decodeInPieces(crlf, [cut])).toEqual(whole);
    }
    expect(decodeInPieces(encode(STREAM.replace(/\n/g, '\r')), [])).toEqual(whole);
  });

  test('joins several data lines of one event; names the event type', () => {
    const events = decodeInPieces(encode('event: error\ndata: {"error":\ndata: "x"}\n\n'), []);
    expect(events).toEqual([{ event: 'error', data: '{"error":\n"x"}' }]);
  });

  test('an event the server did not finish with a blank line is given at the end', () => {
    expect(decodeInPieces(encode('data: [DONE]'), [])).toEqual([
      { event: 'message', data: '[DONE]' },
    ]);
  });
});

describe('readSseEvents', () => {
  test('yields events as the body arrives, and cancels the body when the reader stops early', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encode('data: one\n\ndata: tw'));
        controller.enqueue(encode('o\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const seen: string[] = [];
    for await (const event of readSseEvents(body)) {
      seen.push(event.data);
      if (event.data === 'two') break;
    }
    expect(seen).toEqual(['one', 'two']);
    expect(cancelled).toBe(true);
  });
});
