/**
 * @jest-environment node
 */
import {
  DEFAULT_PORTRAIT_PROMPT_STYLE,
  portraitPrompt,
  type PromptSubject,
} from '../portrait-prompt';

const dwarf: PromptSubject = {
  race: 'Dwarf',
  gender: 'Female',
  age: 140,
  characterClass: 'Cleric',
  alignment: 'Lawful Good',
  tableReady: {
    occupation: 'Brewer',
    look: 'A thin white scar splits her left eyebrow',
    summary: '',
    voice: '',
    traits: [],
    ideal: '',
    bond: '',
    flaw: '',
    secret: '',
  },
};

describe('portraitPrompt', () => {
  test.each<[string, PromptSubject, string | undefined, string]>([
    [
      'everything the character has, in the default style',
      dwarf,
      undefined,
      'painted fantasy portrait, head and shoulders: a 140-year-old female dwarf cleric, a brewer by trade. A thin white scar splits her left eyebrow. A steady, kindly gaze.',
    ],
    [
      'a style of the user’s own',
      dwarf,
      'ink sketch',
      'ink sketch: a 140-year-old female dwarf cleric, a brewer by trade. A thin white scar splits her left eyebrow. A steady, kindly gaze.',
    ],
    [
      'a blank style falls back to the default',
      { race: 'Elf', characterClass: 'Mage' },
      '  ',
      `${DEFAULT_PORTRAIT_PROMPT_STYLE}: an elf mage.`,
    ],
    [
      '"an" before a vowel sound, a non-binary character drawn androgynous',
      {
        race: 'Orc',
        gender: 'Non-binary',
        age: 18,
        characterClass: 'Rogue',
        alignment: 'Chaotic Evil',
      },
      undefined,
      `${DEFAULT_PORTRAIT_PROMPT_STYLE}: an 18-year-old androgynous orc rogue. A wild, menacing grin.`,
    ],
    [
      'an unknown age, class and alignment are left out',
      {
        race: 'Human',
        gender: 'Male',
        age: null,
        characterClass: '' as never,
        alignment: 'Odd' as never,
      },
      undefined,
      `${DEFAULT_PORTRAIT_PROMPT_STYLE}: a male human adventurer.`,
    ],
    [
      'a look already ending in a full stop gets no second one',
      {
        race: 'Human',
        characterClass: 'Warrior',
        tableReady: { ...dwarf.tableReady!, occupation: '', look: 'Braided red beard.' },
      },
      undefined,
      `${DEFAULT_PORTRAIT_PROMPT_STYLE}: a human warrior. Braided red beard.`,
    ],
  ])('%s', (_, character, style, expected) => {
    expect(portraitPrompt(character, style)).toBe(expected);
  });
});
