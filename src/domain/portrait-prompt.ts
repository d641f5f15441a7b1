import type { Alignment, Character } from './character';

/** The look asked of an image model unless the user chooses another. */
export const DEFAULT_PORTRAIT_PROMPT_STYLE = 'painted fantasy portrait, head and shoulders';

/**
 * The mood an alignment gives a face. A model draws an expression better than it reads a moral
 * label, so the prompt names the expression instead.
 */
const ALIGNMENT_MOODS: Record<Alignment, string> = {
  'Lawful Good': 'a steady, kindly gaze',
  'Neutral Good': 'a warm, open expression',
  'Chaotic Good': 'a bold, merry glint in the eye',
  'Lawful Neutral': 'a composed, stern expression',
  'True Neutral': 'a calm, watchful expression',
  'Chaotic Neutral': 'a restless, wry half-smile',
  'Lawful Evil': 'a cold, calculating stare',
  'Neutral Evil': 'a guarded, scheming look',
  'Chaotic Evil': 'a wild, menacing grin',
};

export type PromptSubject = Partial<
  Pick<Character, 'race' | 'gender' | 'age' | 'characterClass' | 'alignment' | 'tableReady'>
>;

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** "a" or "an" before `word`; spoken, "eighty" and "eleven" begin with a vowel too. */
const article = (word: string) => (/^([aeiou]|8|1[18]-)/i.test(word) ? 'an' : 'a');

/** "a 40-year-old female dwarf cleric": whatever of it the character has. */
function who({ race, gender, age, characterClass }: PromptSubject): string {
  const words = [
    typeof age === 'number' && age > 0 ? `${age}-year-old` : '',
    gender === 'Non-binary' ? 'androgynous' : clean(gender).toLowerCase(),
    clean(race).toLowerCase(),
    clean(characterClass).toLowerCase() || 'adventurer',
  ].filter(Boolean);
  const first = words[0] ?? '';
  return `${article(first)} ${words.join(' ')}`;
}

/** A sentence as written, ending with one full stop. */
const sentence = (text: string) => text.replace(/[.!?…]+$/, '') + '.';

/**
 * A prompt for an image model, written from the character: who they are (age, gender, race and
 * class), their trade, the look At the table describes, the mood their alignment gives their
 * face, then the picture's style. Parts the character lacks are left out.
 */
export function portraitPrompt(
  character: PromptSubject,
  style: string = DEFAULT_PORTRAIT_PROMPT_STYLE,
): string {
  const occupation = clean(character.tableReady?.occupation);
  const look = clean(character.tableReady?.look);
  const alignment = character.alignment as Alignment | undefined;
  const mood = alignment && ALIGNMENT_MOODS[alignment];
  const parts = [
    sentence(
      `${clean(style) || DEFAULT_PORTRAIT_PROMPT_STYLE}: ${who(character)}` +
        (occupation ? `, ${article(occupation)} ${occupation.toLowerCase()} by trade` : ''),
    ),
    look ? sentence(look) : '',
    mood ? sentence(`${mood[0]!.toUpperCase()}${mood.slice(1)}`) : '',
  ];
  return parts.filter(Boolean).join(' ');
}
