/**
 * @jest-environment node
 */
import { REPLY_FIELDS } from '@/testing/fixtures';
import type { Character } from '../character';
import { buildBackgroundPrompt, buildCharacterPrompt } from '../prompts';

const CHARACTER: Character = {
  id: 'c1',
  firstName: 'Thalia',
  lastName: 'Brightwater',
  epithet: 'The Lantern-Bearer',
  race: 'Elf',
  characterClass: 'Mage',
  gender: 'Female',
  alignment: 'Neutral Good',
  age: 212,
  background: { title: 'Old', content: ['Old story.'] },
};

/** The parts of the JSON schema both prompts must state. */
function expectSchema(prompt: string): void {
  for (const field of [...REPLY_FIELDS, 'title', 'content']) {
    expect(prompt).toContain(`"${field}"`);
  }
  expect(prompt).toMatch(/starts with "The"/);
  expect(prompt).toMatch(/"age": integer/);
  expect(prompt).toMatch(/4 to 6 strings, each one paragraph written in the third person/);
  expect(prompt).toContain('All properties are required.');
  expect(prompt).toContain('JSON only');
  for (const value of ['Non-binary', 'True Neutral', 'Warrior', 'Orc'])
    expect(prompt).toContain(value);
}

describe('buildCharacterPrompt', () => {
  const prompt = buildCharacterPrompt({
    age: 212,
    gender: 'Female',
    race: 'Elf',
    characterClass: 'Mage',
    alignment: 'Neutral Good',
  });

  it('asks for an age-year-old gender race class of alignment in a fantasy setting', () => {
    expect(prompt).toContain(
      'a 212-year-old female Elf Mage of Neutral Good alignment in a fantasy setting',
    );
  });

  it('says which values were already generated', () => {
    expect(prompt).toContain(
      'Some values were already generated: {"characterClass":"Mage","gender":"Female","race":"Elf","alignment":"Neutral Good","age":212}',
    );
  });

  it('states the schema and that every property is required', () => {
    expectSchema(prompt);
  });

  it('gives kept names as values to keep, and asks only for the rest', () => {
    const kept = buildCharacterPrompt({ race: 'Elf' }, undefined, {
      firstName: ' Thalia ',
      epithet: 'The Bright',
      lastName: '   ',
    });
    expect(kept).toContain('{"race":"Elf","firstName":"Thalia","epithet":"The Bright"}');
    expect(kept).toContain('Give the character a fitting last name and background.');
    expect(kept).toContain('Keep every value that is already given exactly as it is.');
    expect(prompt).toContain('a fitting first name, last name, epithet and background.');
  });

  it('reads naturally when the template leaves values open', () => {
    const open = buildCharacterPrompt({});
    expect(open).toContain('an adult fantasy adventurer of any alignment in a fantasy setting');
    expect(open).toContain('Some values were already generated: {}');
    expect(open).not.toMatch(/undefined|null/);
    expect(buildCharacterPrompt({ race: 'Orc', gender: 'Non-binary' })).toContain(
      'an adult non-binary Orc adventurer of any alignment',
    );
  });

  it.each([
    [18, 'an 18-year-old'],
    [80, 'an 80-year-old'],
    [812, 'an 812-year-old'],
    [15, 'a 15-year-old'],
    [111, 'a 111-year-old'],
  ])('writes the article for age %i as spoken: "%s"', (age, expected) => {
    expect(buildCharacterPrompt({ age, race: 'Elf' })).toContain(`${expected} Elf adventurer`);
  });
});

describe('buildBackgroundPrompt', () => {
  const prompt = buildBackgroundPrompt(CHARACTER);

  it('sends the character with the background nulled and without its id', () => {
    const { id: _id, ...rest } = CHARACTER;
    expect(prompt).toContain(JSON.stringify({ ...rest, background: null }));
    expect(prompt).not.toContain('Old story.');
    expect(prompt).not.toContain('"id"');
  });

  it('asks for a background with the same schema and rules', () => {
    expect(prompt).toMatch(/Write a background for this character/);
    expectSchema(prompt);
  });
});

describe('Story length', () => {
  const TEMPLATE = { age: 212, gender: 'Female', race: 'Elf', characterClass: 'Mage' } as const;
  const STANDARD = '"content": array of 4 to 6 strings, each one paragraph';
  const prompts = (length?: 'short' | 'standard' | 'long') => [
    buildCharacterPrompt(TEMPLATE, 'de', { firstName: 'Ysolde' }, length),
    buildBackgroundPrompt(CHARACTER, 'de', length),
  ];

  it('Standard is the prompt as it always was', () => {
    expect(prompts('standard')).toEqual(prompts());
    for (const prompt of prompts()) expect(prompt).toContain(STANDARD);
  });

  it.each([
    ['short', '"content": array of 2 strings, each one paragraph'],
    ['long', '"content": array of 7 to 9 strings, each one paragraph'],
  ] as const)(
    '%s asks both prompts for its paragraphs, and changes nothing else',
    (length, asked) => {
      const standard = prompts();
      prompts(length).forEach((prompt, i) => {
        expect(prompt).toContain(asked);
        expect(prompt).not.toContain('4 to 6');
        expect(prompt.replace(asked, STANDARD)).toBe(standard[i]);
      });
    },
  );
});

describe('names to avoid', () => {
  it('asks the model for a name none of the others have, and says nothing without any', () => {
    const template = { race: 'Elf', characterClass: 'Mage' } as const;
    const prompt = buildCharacterPrompt(template, undefined, {}, 'standard', [
      'Ann Bell',
      'Tam Reed',
    ]);
    expect(prompt).toMatch(/Do not give the character any of these names.*Ann Bell, Tam Reed\./);
    expect(buildCharacterPrompt(template)).not.toMatch(/Do not give/);
  });
});
