import { NdjsonDecoder, readNdjson } from '../ndjson';

const encoder = new TextEncoder();

/** A byte stream that hands out `pieces` one read at a time, then ends (or fails, or hangs). */
function streamOf(
  pieces: Uint8Array[],
  end: { fail?: Error; hang?: boolean } = {},
): { stream: ReadableStream<Uint8Array>; cancelled: jest.Mock } {
  const cancelled = jest.fn();
  let i = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < pieces.length) {
        controller.enqueue(pieces[i++] as Uint8Array);
      } else if (end.fail) {
        controller.error(end.fail);
      } else if (end.hang) {
        return new Promise<void>(() => undefined);
      } else {
        controller.close();
      }
      return undefined;
    },
    cancel: cancelled,
  });
  return { stream, cancelled };
}

async function collect(stream: ReadableStream<Uint8Array>, signal?: AbortSignal) {
  const values: unknown[] = [];
  for await (const value of readNdjson(stream, { signal })) values.push(value);
  return values;
}

// Three lines, one with a two-byte (é), a three-byte (—) and a four-byte (🐉) character.
const VALUES = [
  { response: 'Élodie — ', done: false },
  { response: 'the 🐉 rider', done: false },
  { response: '', done: true, eval_count: 3 },
];
const PAYLOAD = encoder.encode(VALUES.map((v) => JSON.stringify(v)).join('\n') + '\n');

describe('NdjsonDecoder', () => {
  it('decodes whole lines given in one piece', () => {
    const decoder = new NdjsonDecoder();
    expect([...decoder.push(PAYLOAD), ...decoder.end()]).toEqual(VALUES);
  });

  it('gives the same values for every position a two-piece split can take', () => {
    for (let cut = 0; cut <= PAYLOAD.length; cut++) {
      const decoder = new NdjsonDecoder();
      const values = [
        ...decoder.push(PAYLOAD.subarray(0, cut)),
        ...decoder.push(PAYLOAD.subarray(cut)),
        ...decoder.end(),
      ];
      expect({ cut, values }).toEqual({ cut, values: VALUES });
    }
  });

  it('decodes a stream fed one byte at a time, splitting every multibyte character', () => {
    const decoder = new NdjsonDecoder();
    const values: unknown[] = [];
    for (const byte of PAYLOAD) values.push(...decoder.push(Uint8Array.of(byte)));
    values.push(...decoder.end());
    expect(values).toEqual(VALUES);
  });

  it('holds back a line until its newline arrives, and flushes a last unterminated line at the end', () => {
    const decoder = new NdjsonDecoder();
    expect(decoder.push(encoder.encode('{"a":1}\n{"b":'))).toEqual([{ a: 1 }]);
    expect(decoder.push(encoder.encode('2}'))).toEqual([]);
    expect(decoder.end()).toEqual([{ b: 2 }]);
  });

  it('flushes a multibyte character whose last byte arrives in the last piece', () => {
    const bytes = encoder.encode('{"r":"🐉"}');
    const decoder = new NdjsonDecoder();
    expect(decoder.push(bytes.subarray(0, 8))).toEqual([]);
    expect(decoder.push(bytes.subarray(8))).toEqual([]);
    expect(decoder.end()).toEqual([{ r: '🐉' }]);
  });

  it('ignores blank lines and CRLF line ends', () => {
    const decoder = new NdjsonDecoder();
    expect(decoder.push(encoder.encode('\n{"a":1}\r\n\r\n  \n{"b":2}\r\n'))).toEqual([
      { a: 1 },
      { b: 2 },
    ]);
  });

  it('skips a line that is not JSON with a console warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const decoder = new NdjsonDecoder();
    expect(decoder.push(encoder.encode('{"a":1}\nnot json at all\n{"b":2}\n'))).toEqual([
      { a: 1 },
      { b: 2 },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('not json at all');
  });

  it('reports skipped lines to a handler given instead of the console', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onInvalidLine = jest.fn();
    const decoder = new NdjsonDecoder({ onInvalidLine });
    decoder.push(encoder.encode('{oops\n'));
    expect(onInvalidLine).toHaveBeenCalledWith('{oops', expect.any(SyntaxError));
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('readNdjson', () => {
  it('yields every line of a stream read in pieces, the last even without a final newline', async () => {
    const { stream } = streamOf([encoder.encode('{"a":1}\n{"done":'), encoder.encode('true}')]);
    await expect(collect(stream)).resolves.toEqual([{ a: 1 }, { done: true }]);
  });

  it('cancels the reader when the consumer stops early', async () => {
    const { stream, cancelled } = streamOf([encoder.encode('{"a":1}\n{"b":2}\n')], { hang: true });
    for await (const value of readNdjson(stream)) {
      expect(value).toEqual({ a: 1 });
      break;
    }
    expect(cancelled).toHaveBeenCalled();
  });

  it('rejects with the read error when the stream fails', async () => {
    const failure = new TypeError('terminated');
    const { stream } = streamOf([encoder.encode('{"a":1}\n')], { fail: failure });
    const values: unknown[] = [];
    await expect(
      (async () => {
        for await (const value of readNdjson(stream)) values.push(value);
      })(),
    ).rejects.toBe(failure);
    expect(values).toEqual([{ a: 1 }]);
  });

  it('on abort cancels a reader that is waiting for bytes and rejects with an AbortError', async () => {
    const { stream, cancelled } = streamOf([encoder.encode('{"a":1}\n')], { hang: true });
    const controller = new AbortController();
    const values: unknown[] = [];
    const reading = (async () => {
      for await (const value of readNdjson(stream, { signal: controller.signal })) {
        values.push(value);
        setTimeout(() => controller.abort(), 5);
      }
    })();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(values).toEqual([{ a: 1 }]);
    expect(cancelled).toHaveBeenCalled();
  });

  it('rejects at once for a signal that is already aborted', async () => {
    const { stream, cancelled } = streamOf([encoder.encode('{"a":1}\n')]);
    await expect(collect(stream, AbortSignal.abort())).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(cancelled).toHaveBeenCalled();
  });
});
