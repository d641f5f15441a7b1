/**
 * Reads what it can from a model's JSON reply while it is still arriving, so the card can show
 * the name and background as they are written. Never throws.
 */
import { parseJson } from './records';

export interface PartialReply {
  firstName?: string;
  lastName?: string;
  epithet?: string;
  title?: string;
  /** Background paragraphs so far; the last may be unfinished. */
  paragraphs: string[];
}

type Token = { kind: 'string'; value: string } | { kind: 'punct'; value: string };

function decodeString(raw: string): string {
  // Drop an escape cut off at the end (a lone backslash or a partial \uXXXX).
  const safe = raw.replace(/\\(u[0-9a-fA-F]{0,3})?$/, '');
  return (parseJson(`"${safe}"`) as string | undefined) ?? safe;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      tokens.push({
        kind: 'string',
        value: decodeString(text.slice(i + 1, Math.min(j, text.length))),
      });
      i = j + 1;
    } else if ('{}[]:,'.includes(ch)) {
      tokens.push({ kind: 'punct', value: ch });
      i += 1;
    } else {
      i += 1;
    }
  }
  return tokens;
}

const TEXT_KEYS = ['firstName', 'lastName', 'epithet', 'title'] as const;

/** The fields a person would like to see early, from a possibly unfinished JSON text. */
export function readPartialReply(text: string): PartialReply {
  const result: PartialReply = { paragraphs: [] };
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1];
    if (token.kind !== 'string' || next?.kind !== 'punct' || next.value !== ':') continue;
    const value = tokens[i + 2];
    if ((TEXT_KEYS as readonly string[]).includes(token.value) && value?.kind === 'string') {
      result[token.value as (typeof TEXT_KEYS)[number]] = value.value;
    } else if (token.value === 'content' && value?.kind === 'punct' && value.value === '[') {
      const paragraphs: string[] = [];
      for (let j = i + 3; j < tokens.length; j += 1) {
        const t = tokens[j] as Token;
        if (t.kind === 'punct' && t.value === ']') break;
        if (t.kind === 'string') paragraphs.push(t.value);
      }
      result.paragraphs = paragraphs;
    } else if (token.value === 'content' && value?.kind === 'string') {
      result.paragraphs = [value.value];
    }
  }
  return result;
}
