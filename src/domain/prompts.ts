import type { Character, CharacterTemplate } from './character';
import { BUILT_IN_CHOICES, type ModelChoices } from './model-choices';
import { languageInstruction } from './languages';
import { ABILITIES, ABILITY_SHORT_NAMES } from './srd5/abilities';
import type { FixedNames } from './model-reply';
import type { StoryLength } from './settings';

/** How many paragraphs the story is asked in, for each length. */
const PARAGRAPHS: Record<StoryLength, string> = {
  short: '2',
  standard: '4 to 6',
  long: '7 to 9',
};

/** `"Human" | "Elf"`: the choices as the schema below writes them. */
const either = (values: readonly string[]): string =>
  values.map((v) => JSON.stringify(v)).join(' | ');

const schema = (length: StoryLength, choices: ModelChoices) => `{
  "firstName": string,
  "lastName": string,
  "epithet": string (starts with "The", for example "The Benevolent Guardian"),
  "characterClass": ${either(choices.classes)},
  "gender": "Male" | "Female" | "Non-binary",
  "race": ${either(choices.races)},
  "alignment": one of "Lawful Good", "Neutral Good", "Chaotic Good", "Lawful Neutral", "True Neutral", "Chaotic Neutral", "Lawful Evil", "Neutral Evil", "Chaotic Evil",
  "age": integer,
  "occupation": string (a trade or calling in a few words, for example "Dockside smuggler"),
  "summary": string (one line of at most 25 words: what they want now and what stands in the way, not repeating the occupation),
  "look": string (one sentence: what people notice first),
  "voice": string (one sentence: how they speak),
  "traits": array of 3 short strings,
  "ideal": string (one sentence),
  "bond": string (one sentence),
  "flaw": string (one sentence),
  "secret": string (one sentence: a hook the gamemaster can use),
  "background": {
    "title": string,
    "content": array of ${PARAGRAPHS[length]} strings, each one paragraph written in the third person
  }
}`;

const RULES =
  'Answer with JSON only, no other text. All properties are required. ' +
  'Keep every value that is already given exactly as it is.';

/** A prompt: its own lines, then the schema, the rules and the language to write in. */
const prompt = (
  {
    language,
    length,
    choices = BUILT_IN_CHOICES,
  }: { language: string | undefined; length: StoryLength; choices?: ModelChoices | undefined },
  ...lines: string[]
): string =>
  [...lines, schema(length, choices), RULES, languageInstruction(language)]
    .filter((line) => line !== null)
    .join('\n');

/** The game numbers the app rolled, told so the story can match them (not part of the reply). */
function numbersLine(template: CharacterTemplate): string[] {
  const stats = template.stats;
  if (!stats) return [];
  const scores = ABILITIES.map((a) => `${ABILITY_SHORT_NAMES[a]} ${stats.scores[a]}`).join(', ');
  return [
    `Its game numbers (D&D 5e) are already set; let the background fit them: level ${stats.level}; ${scores}.`,
  ];
}

/** What to call a value the template leaves open. */
const orAny = (value: unknown, fallback: string): string =>
  value === undefined || value === null || value === '' ? fallback : String(value);

/** "a" or "an", as spoken: "an elf", "an 18-year-old", "an 80-year-old", "a 212-year-old". */
function withArticle(words: string): string {
  const number = /^\d+/.exec(words)?.[0];
  const vowelSound = number
    ? number.startsWith('8') || number === '11' || number === '18'
    : /^[aeiou]/i.test(words);
  return `${vowelSound ? 'an' : 'a'} ${words}`;
}

/**
 * The prompt for a whole character around the template: "a 212-year-old female Elf Mage of
 * Neutral Good alignment"; open values loosely ("an adult fantasy adventurer of any alignment").
 */
export function buildCharacterPrompt(
  template: CharacterTemplate,
  language?: string,
  /** Names the user kept: given to the model as values it must not change. */
  fixed: FixedNames = {},
  length: StoryLength = 'standard',
  /** Full names others already have: the model is asked not to use them. */
  avoidNames: readonly string[] = [],
  /** The races and classes it may choose from; the built-in ones when left out. */
  choices?: ModelChoices,
): string {
  const age =
    template.age === undefined || template.age === null ? 'adult' : `${template.age}-year-old`;
  const gender = orAny(template.gender, '').toLowerCase();
  const race = orAny(template.race, 'fantasy');
  const characterClass = orAny(template.characterClass, 'adventurer');
  const alignment = orAny(template.alignment, 'any');
  const known: Record<string, unknown> = {};
  for (const key of ['characterClass', 'gender', 'race', 'alignment', 'age'] as const) {
    if (template[key] !== undefined && template[key] !== null) known[key] = template[key];
  }
  const open: string[] = [];
  const kept: Record<string, string> = {};
  for (const [key, words] of [
    ['firstName', 'first name'],
    ['lastName', 'last name'],
    ['epithet', 'epithet'],
  ] as const) {
    const value = fixed[key]?.trim();
    if (value) known[key] = kept[key] = value;
    else open.push(words);
  }
  const who = withArticle([age, gender, race, characterClass].filter(Boolean).join(' '));
  return prompt(
    { language, length, choices },
    `Create a character for a role-playing game: ${who} of ${alignment} alignment in a fantasy setting.`,
    `Some values were already generated: ${JSON.stringify(known)}.`,
    ...(Object.keys(kept).length > 0
      ? [
          `These values are fixed by the user; use them exactly, in the background too: ${JSON.stringify(kept)}.`,
        ]
      : []),
    ...numbersLine(template),
    ...(avoidNames.length > 0
      ? [
          `Do not give the character any of these names, which others have: ${avoidNames.join(', ')}.`,
        ]
      : []),
    `Give the character a fitting ${[...open, 'background'].join(', ').replace(/, ([^,]*)$/, ' and $1')}.`,
    `Use this JSON schema:`,
  );
}

/**
 * The prompt for a new background: the character is sent with `background: null`, its rows At
 * the table as the schema names them, so the story can fit them.
 */
export function buildBackgroundPrompt(
  character: Character | CharacterTemplate,
  language?: string,
  length: StoryLength = 'standard',
  choices?: ModelChoices,
): string {
  // When a saved copy last changed is bookkeeping, nothing for the story.
  const {
    id: _id,
    background: _old,
    tableReady,
    updatedAt: _time,
    ...rest
  } = character as Character;
  const sent = { ...rest, ...tableReady, background: null };
  return prompt(
    { language, length, choices },
    'Write a background for this character from a fantasy role-playing game:',
    JSON.stringify(sent),
    'Return the whole character, with the background filled in, using this JSON schema:',
  );
}
