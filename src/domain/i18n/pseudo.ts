/**
 * The tests' pseudo-language, made from the English messages: every letter accented and each
 * message about 40% longer, so untranslated text and labels too tight for longer languages show.
 */

const ACCENTED: Record<string, string> = {
  a: 'à',
  c: 'ç',
  e: 'é',
  i: 'ï',
  n: 'ñ',
  o: 'ô',
  s: 'š',
  u: 'û',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  C: 'Ç',
  E: 'É',
  I: 'Î',
  N: 'Ñ',
  O: 'Ö',
  S: 'Š',
  U: 'Ü',
  Y: 'Ý',
  Z: 'Ž',
};

const accent = (text: string): string =>
  text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);

/** What makes a message about 40% longer than `length` characters. */
const padding = (length: number): string =>
  length === 0 ? '' : ` ${'ẋ'.repeat(Math.max(1, Math.ceil(length * 0.4) - 1))}`;

/** A message as the build hands it over: parts, each plain text or a placeholder of some kind. */
interface Part {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Part[] }>;
  children?: Part[];
}

/** Plain text parts are type 0; plurals and selects hold messages; tags hold parts. */
const LITERAL = 0;

function accentParts(parts: Part[]): { parts: Part[]; length: number } {
  let length = 0;
  const accented = parts.map((part) => {
    if (part.type === LITERAL && typeof part.value === 'string') {
      length += part.value.length;
      return { ...part, value: accent(part.value) };
    }
    if (part.options) {
      const options = Object.fromEntries(
        Object.entries(part.options).map(([key, option]) => [
          key,
          { ...option, value: accentParts(option.value).parts },
        ]),
      );
      length += 6;
      return { ...part, options };
    }
    if (part.children) return { ...part, children: accentParts(part.children).parts };
    length += 4;
    return part;
  });
  return { parts: accented, length };
}

/**
 * One message in the pseudo-language. A message still in its written form (tests read catalogs
 * unparsed) is accented outside its placeholders only.
 */
export function pseudoMessage(message: string | Part[]): string | Part[] {
  if (typeof message !== 'string') {
    const { parts, length } = accentParts(message);
    return [...parts, { type: LITERAL, value: padding(length) }];
  }
  let depth = 0;
  let text = '';
  for (const char of message) {
    if (char === '{') depth += 1;
    if (char === '}') depth -= 1;
    text += depth === 0 && char !== '}' ? accent(char) : char;
  }
  return text + padding(message.length);
}

/** Every English message in the pseudo-language. */
export const pseudoMessages = <T extends Record<string, unknown>>(english: T): T =>
  Object.fromEntries(
    Object.entries(english).map(([id, message]) => [id, pseudoMessage(message as string)]),
  ) as T;
