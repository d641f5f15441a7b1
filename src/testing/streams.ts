/** Builders for model replies in tests. */

/** A character reply as a model would write it. */
export function modelCharacterJson(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    firstName: 'Thalion',
    lastName: 'Brightwater',
    epithet: 'The Wandering Flame',
    characterClass: 'Mage',
    gender: 'Male',
    race: 'Elf',
    alignment: 'Chaotic Good',
    age: 120,
    background: {
      title: 'The Lantern Keeper',
      content: ['One paragraph.', 'Two paragraph.', 'Three paragraph.', 'Four paragraph.'],
    },
    ...overrides,
  });
}
