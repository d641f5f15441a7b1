import {
  isAlignment,
  isCharacterClass,
  isGender,
  isRace,
  type Character,
  type CharacterTemplate,
} from './character';

/** The model's reply could not be turned into a character. The message says what was wrong. */
export class ModelOutputError extends Error {
  override readonly name = 'ModelOutputError';
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function requireText(obj: Record<string, unknown>, key: string): string {
  const value = obj[key];
  if (value === undefined || value === null) {
    throw new ModelOutputError(`The model's reply has no ${key}`);
  }
  if (typeof value !== 'string') {
    throw new ModelOutputError(`The model's reply has a ${key} that is not text`);
  }
  const trimmed = value.trim();
  if (!trimmed) throw new ModelOutputError(`The model's reply has an empty ${key}`);
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
    throw new ModelOutputError("The model's reply has a background content that is not a list");
  }
  return content
    .map((p, i) => {
      if (typeof p !== 'string') {
        throw new ModelOutputError(
          `The model's reply has background paragraph ${i + 1} that is not text`,
        );
      }
      return p.trim();
    })
    .filter(Boolean);
}

/**
 * Parses an already-decoded reply object into a character. The template's characterClass,
 * gender, race, alignment and age always win over the model's; the model supplies the rest.
 */
export function characterFromModelObject(
  reply: unknown,
  template: CharacterTemplate,
  newId: () => string,
  /** The language the model was asked to write in; English ones start with "The". */
  language?: string,
): Character {
  if (!isRecord(reply)) throw new ModelOutputError("The model's reply is not a JSON object");
  // Some models wrap the answer: {"character": {...}}.
  const obj = isRecord(reply.character) && !('firstName' in reply) ? reply.character : reply;

  const background = obj.background;
  if (!isRecord(background)) {
    throw new ModelOutputError("The model's reply has no background");
  }
  const content = toParagraphs(background.content);
  if (content.length === 0) throw new ModelOutputError("The model's reply has an empty background");

  const pickEnum = <T>(
    key: string,
    fromTemplate: T | undefined,
    check: (v: unknown) => v is T,
  ): T => {
    if (fromTemplate !== undefined && fromTemplate !== null) return fromTemplate;
    const value = obj[key];
    if (!check(value)) {
      throw new ModelOutputError(`The model's reply has no valid ${key}`);
    }
    return value;
  };

  let age = template.age;
  if (age === undefined || age === null) {
    const raw = typeof obj.age === 'string' ? Number(obj.age) : obj.age;
    if (typeof raw !== 'number' || !Number.isFinite(raw)) {
      throw new ModelOutputError("The model's reply has no valid age");
    }
    age = Math.round(raw);
  }

  let epithet = requireText(obj, 'epithet');
  // An English epithet starts with "The"; one in another language keeps its own words.
  if (language === undefined || language === 'en') {
    if (!/^the\s/i.test(epithet)) epithet = `The ${epithet}`;
    else epithet = `The ${epithet.slice(4).trimStart()}`;
  }

  return {
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
}

/**
 * Parses the model's reply text (expected to be JSON) into a character; see
 * {@link characterFromModelObject}. Throws {@link ModelOutputError} naming what was wrong.
 */
export function parseCharacterReply(
  text: string,
  template: CharacterTemplate,
  newId: () => string,
  language?: string,
): Character {
  let decoded: unknown;
  try {
    decoded = JSON.parse(stripFences(text));
  } catch {
    decoded = embeddedObject(text);
    if (decoded === undefined) throw new ModelOutputError("The model's reply is not valid JSON");
  }
  return characterFromModelObject(decoded, template, newId, language);
}

/**
 * Chatty models sometimes put a sentence before or after the JSON ("Here is your character:
 * {...}"). The text from the first `{` to the last `}` is used when it is a JSON object.
 */
function embeddedObject(text: string): Record<string, unknown> | undefined {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    const decoded: unknown = JSON.parse(text.slice(start, end + 1));
    return isRecord(decoded) ? decoded : undefined;
  } catch {
    return undefined;
  }
}

/** Models sometimes wrap JSON in a Markdown code fence; take what is inside. */
function stripFences(text: string): string {
  const trimmed = text.trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(trimmed);
  return fenced ? (fenced[1] as string) : trimmed;
}
