import { parse, type ParseError } from 'jsonc-parser';

/**
 * The offset where a JSON text first breaks, or -1 when it reads as JSON. Browsers word their
 * parse errors differently and some give no place at all, so the text is read again by a JSON
 * reader that reports where it stopped: strict JSON, no comments, no trailing commas. A string
 * that breaks is placed at its opening quote.
 */
export function jsonFaultOffset(text: string): number {
  const errors: ParseError[] = [];
  try {
    parse(text, errors, {
      disallowComments: true,
      allowTrailingComma: false,
      allowEmptyContent: false,
    });
  } catch {
    // Nested too deeply to follow: the fault is taken to be at the end.
    return text.length;
  }
  return errors[0]?.offset ?? -1;
}
