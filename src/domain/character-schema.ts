/**
 * The character a model writes, as a JSON Schema: for servers that can hold a reply to a schema
 * (Ollama's `format`, a chat-completions `response_format`). Keys are in the order a model writes
 * them, which matters to how it writes: names and choices first, the short rows next, the story
 * last, so the name arrives early and the prose is not squeezed. The reply is still read by the
 * one parser, as if the model had written it freely.
 */
import { ALIGNMENTS, GENDERS } from './character';
import { BUILT_IN_CHOICES, type ModelChoices } from './model-choices';
import { TABLE_READY_FIELDS } from './table-ready/fields';

/** The name a chat-completions server knows the schema by (letters, digits, `_` and `-`). */
export const CHARACTER_SCHEMA_NAME = 'character';

const text = { type: 'string' } as const;
const list = (items: object) => ({ type: 'array', items });
const object = (properties: Record<string, object>) => ({
  type: 'object',
  properties,
  // Every key is asked for, and nothing else: what strict servers require of a schema.
  required: Object.keys(properties),
  additionalProperties: false,
});

/**
 * The schema of a whole character, the same for a new one and for a new background; its races
 * and classes are the built-in ones unless `choices` gives those of the packs that are on.
 */
export function characterJsonSchema(
  choices: ModelChoices = BUILT_IN_CHOICES,
): Record<string, unknown> {
  return object({
    firstName: text,
    lastName: text,
    epithet: text,
    characterClass: { type: 'string', enum: [...choices.classes] },
    gender: { type: 'string', enum: [...GENDERS] },
    race: { type: 'string', enum: [...choices.races] },
    alignment: { type: 'string', enum: [...ALIGNMENTS] },
    age: { type: 'integer' },
    ...Object.fromEntries(
      TABLE_READY_FIELDS.map(({ field }) => [field, field === 'traits' ? list(text) : text]),
    ),
    background: object({ title: text, content: list(text) }),
  });
}
