/**
 * Where a JSON text first breaks. Browsers word their parse errors differently and some give no
 * place at all, so the place is found by reading the text again, a character at a time, the way
 * a JSON parser does, and stopping where it would stop.
 */

/** Thrown inside the reader with the offset it stopped at. */
class Fault {
  constructor(readonly at: number) {}
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const HEX4 = /[0-9a-fA-F]{4}/y;
const ESCAPED = '"\\/bfnrt';
const SPACE = ' \t\n\r';

/** Reads the JSON text; throws a {@link Fault} where it is broken. */
function readJson(text: string): void {
  let at = 0;
  const fail = (): never => {
    throw new Fault(at);
  };
  const space = () => {
    while (at < text.length && SPACE.includes(text.charAt(at))) at += 1;
  };
  const take = (char: string) => {
    if (text.charAt(at) !== char) fail();
    at += 1;
  };
  const matches = (pattern: RegExp, from: number): number => {
    pattern.lastIndex = from;
    return pattern.exec(text)?.[0].length ?? 0;
  };
  const string = () => {
    take('"');
    for (;;) {
      if (at >= text.length || text.charCodeAt(at) < 0x20) fail();
      const char = text.charAt(at);
      at += 1;
      if (char === '"') return;
      if (char !== '\\') continue;
      const escaped = text.charAt(at);
      if (escaped === 'u' && matches(HEX4, at + 1) === 4) at += 5;
      else if (escaped !== '' && escaped !== 'u' && ESCAPED.includes(escaped)) at += 1;
      else fail();
    }
  };
  const word = () => {
    const found = ['true', 'false', 'null'].find((w) => text.startsWith(w, at));
    if (!found) fail();
    at += found?.length ?? 0;
  };
  const number = () => {
    const length = matches(NUMBER, at);
    if (length === 0) fail();
    at += length;
  };
  const list = (close: string, item: () => void) => {
    at += 1;
    space();
    if (text.charAt(at) === close) {
      at += 1;
      return;
    }
    for (;;) {
      item();
      if (text.charAt(at) !== ',') break;
      at += 1;
    }
    take(close);
  };
  const value = (): void => {
    space();
    const char = text.charAt(at);
    if (char === '{') list('}', member);
    else if (char === '[') list(']', value);
    else if (char === '"') string();
    else if (char === '-' || (char >= '0' && char <= '9')) number();
    else word();
    space();
  };
  const member = () => {
    space();
    string();
    space();
    take(':');
    value();
  };
  value();
  if (at < text.length) fail();
}

/** The offset of the character where a JSON text breaks, or -1 when it reads as JSON. */
export function jsonFaultOffset(text: string): number {
  try {
    readJson(text);
    return -1;
  } catch (error) {
    if (error instanceof Fault) return error.at;
    // Nested too deeply to follow: the fault is taken to be at the end.
    return text.length;
  }
}
