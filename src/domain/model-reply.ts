/**
 * The one reader of model replies: untrusted text that may think aloud, fence its JSON or chat
 * around it. The object is found, then checked field by field; the template's values win.
 */
import {
  isAlignment,
  isCharacterClass,
  isGender,
  isRace,
  type Character,
  type CharacterTemplate,
} from './character';
import type { ModelChoices } from './model-choices';
import { ModelReplyError } from './model-errors';
import { isRecord } from './records';
import { readTableReady } from './table-ready/read';

/** Names the user has chosen to keep: the model is told them and they stay in its result. */
export interface FixedNames {
  firstName?: string;
  lastName?: string;
  epithet?: string;
}

/** What a model is asked to complete: the drawn template, kept names, and the language. */
export interface CharacterRequest {
  template: CharacterTemplate;
  fixed?: FixedNames;
  /** A language code; English when left out. */
  language?: string;
  /** Full names already given to others (a group's members): the model is asked for another. */
  avoidNames?: readonly string[];
  /** The races and classes it may choose from (with packs on); the built-in ones without. */
  choices?: ModelChoices;
}

// Reasoning models put their thoughts before the answer; the answer is what follows.
const REASONING = /^\s*<(think|thinking|reasoning)>[\s\S]*?<\/\1>/i;
const FENCE = /```[a-z]*\s*\n?([\s\S]*?)```/i;

/** The JSON object in a reply: after reasoning, in a code fence, or from first `{` to last `}`. */
function replyObject(text: string): Record<string, unknown> {
  let answer = text;
  while (REASONING.test(answer)) answer = answer.replace(REASONING, '');
  answer = answer.trim();
  if (!answer) throw new ModelReplyError("The model's reply is empty", 'no-content');
  const fenced = FENCE.exec(answer)?.[1];
  for (const candidate of [fenced, answer, braced(answer)]) {
    if (candidate === undefined) continue;
    let decoded: unknown;
    try {
      decoded = JSON.parse(candidate);
    } catch {
      continue;
    }
    if (isRecord(decoded)) return decoded;
    throw new ModelReplyError("The model's reply is not a JSON object", 'invalid');
  }
  throw new ModelReplyError("The model's reply is not valid JSON", 'not-json');
}

function braced(text: string): string | undefined {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : undefined;
}

function requireText(obj: Record<string, unknown>, key: string): string {
  const value = obj[key];
  if (value === undefined || value === null)
    throw new ModelReplyError(`The model's reply has no ${key}`);
  if (typeof value !== 'string')
    throw new ModelReplyError(`The model's reply has a ${key} that is not text`);
  const trimmed = value.trim();
  if (!trimmed) throw new ModelReplyError(`The model's reply has an empty ${key}`);
  return trimmed;
}

/** Paragraphs as a list; a single string is split on blank lines. */
function toParagraphs(content: unknown): string[] {
  if (typeof content === 'string') {
    return content
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
  }
  if (!Array.isArray(content)) {
    throw new ModelReplyError("The model's reply has a background content that is not a list");
  }
  return content
    .map((p, i) => {
      if (typeof p !== 'string') {
        throw new ModelReplyError(
          `The model's reply has background paragraph ${i + 1} that is not text`,
        );
      }
      return p.trim();
    })
    .filter(Boolean);
}

/** The character in a reply object; some models wrap it as {"character": {...}}. */
const unwrap = (reply: Record<string, unknown>): Record<string, unknown> =>
  isRecord(reply.character) && !('firstName' in reply) ? reply.character : reply;

/** Checks and normalises a decoded reply object into a character; `template`'s values win. */
export function characterFromModelObject(
  reply: unknown,
  template: CharacterTemplate,
  newId: () => string,
  /** The language the model was asked to write in; English epithets start with "The". */
  language?: string,
): Character {
  if (!isRecord(reply)) throw new ModelReplyError("The model's reply is not a JSON object");
  const obj = unwrap(reply);

  const background = obj.background;
  if (!isRecord(background)) {
    throw new ModelReplyError("The model's reply has no background");
  }
  const content = toParagraphs(background.content);
  if (content.length === 0) throw new ModelReplyError("The model's reply has an empty background");

  const pickEnum = <T>(
    key: string,
    fromTemplate: T | undefined,
    check: (v: unknown) => v is T,
  ): T => {
    if (fromTemplate !== undefined && fromTemplate !== null) return fromTemplate;
    const value = obj[key];
    if (!check(value)) {
      throw new ModelReplyError(`The model's reply has no valid ${key}`);
    }
    return value;
  };

  let age = template.age;
  if (age === undefined || age === null) {
    const raw = typeof obj.age === 'string' ? Number(obj.age) : obj.age;
    if (typeof raw !== 'number' || !Number.isFinite(raw)) {
      throw new ModelReplyError("The model's reply has no valid age");
    }
    age = Math.round(raw);
  }

  let epithet = requireText(obj, 'epithet');
  // An English epithet starts with "The"; one in another language keeps its own words.
  if (language === undefined || language === 'en') {
    if (!/^the\s/i.test(epithet)) epithet = `The ${epithet}`;
    else epithet = `The ${epithet.slice(4).trimStart()}`;
  }

  const character: Character = {
    id: template.id ?? newId(),
    firstName: requireText(obj, 'firstName'),
    lastName: requireText(obj, 'lastName'),
    epithet,
    race: pickEnum('race', template.race, isRace),
    characterClass: pickEnum('characterClass', template.characterClass, isCharacterClass),
    gender: pickEnum('gender', template.gender, isGender),
    alignment: pickEnum('alignment', template.alignment, isAlignment),
    age,
    background: {
      title:
        typeof background.title === 'string' && background.title.trim()
          ? background.title.trim()
          : 'Background',
      content,
    },
  };
  // The rows At the table are optional in a reply: whatever is usable is kept, and the model
  // client rolls the rest offline.
  const tableReady = readTableReady(obj);
  if (tableReady) character.tableReady = tableReady;
  return character;
}

/** The kept names that are really set. */
function keptNames(names: FixedNames | Character | CharacterTemplate | undefined) {
  const kept: Record<string, string> = {};
  for (const key of ['firstName', 'lastName', 'epithet'] as const) {
    const value = names?.[key];
    if (typeof value === 'string' && value.trim()) kept[key] = value.trim();
  }
  return kept;
}

/** Reads a reply to the character prompt. Names the user kept replace the model's. */
export function parseCharacterReply(
  text: string,
  request: CharacterRequest,
  newId: () => string,
): Character {
  const obj = { ...unwrap(replyObject(text)), ...keptNames(request.fixed) };
  return characterFromModelObject(obj, request.template, newId, request.language);
}

/**
 * Reads a reply to the background prompt, which may hold the background alone. Only the
 * background is new: the character's own values (its id included) stay, and so do its rows At
 * the table, or their absence, whatever rows the model wrote back.
 */
export function parseBackgroundReply(
  text: string,
  character: Character | CharacterTemplate,
  newId: () => string,
  language?: string,
): Character {
  const obj = unwrap(replyObject(text));
  const background = 'background' in obj ? obj.background : 'content' in obj ? obj : undefined;
  const { background: _old, tableReady, ...template } = character;
  const { tableReady: _written, ...read } = characterFromModelObject(
    { ...obj, ...keptNames(character), background },
    template,
    newId,
    language,
  );
  return tableReady ? { ...read, tableReady } : read;
}
