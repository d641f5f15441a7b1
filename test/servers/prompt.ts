/**
 * What the loopback model servers read from the app's prompts, so each "model" can answer with
 * a character that keeps the values the prompt fixes.
 */
export { ALIGNMENTS, CHARACTER_CLASSES, GENDERS, RACES } from '../../src/domain/character';

/** The first JSON object found on a line of the prompt (the template values or the character). */
export function valuesFromPrompt(prompt: string): Record<string, unknown> {
  for (const line of prompt.split('\n')) {
    const start = line.indexOf('{');
    const end = line.lastIndexOf('}');
    if (start < 0 || end <= start) continue;
    try {
      const value: unknown = JSON.parse(line.slice(start, end + 1));
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        return value as Record<string, unknown>;
      }
    } catch {
      // Not a JSON line (the schema spans several lines); keep looking.
    }
  }
  return {};
}

/** A word of `words` in the prompt's first line (the later lines hold the schema's lists). */
export function wordInPrompt(prompt: string, words: readonly string[]): string | undefined {
  const lower = (prompt.split('\n')[0] ?? '').toLowerCase();
  return words.find((w) => new RegExp(`\\b${w.toLowerCase()}\\b`).test(lower));
}
