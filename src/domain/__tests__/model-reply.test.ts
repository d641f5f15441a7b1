/**
 * @jest-environment node
 */
import type { CharacterTemplate } from '../character';
import { ModelReplyError } from '../model-errors';
import {
  characterFromModelObject,
  parseBackgroundReply,
  parseCharacterReply,
} from '../model-reply';
import type { Character } from '../character';
import { makeCharacter, makeTemplate } from '@/testing/fixtures';

const REPLY = {
  firstName: 'Thalia',
  lastName: 'Brightwater',
  epithet: 'The Lantern-Bearer',
  characterClass: 'Mage',
  gender: 'Female',
  race: 'Elf',
  alignment: 'Neutral Good',
  age: 212,
  background: {
    title: 'The Lantern of Casseril',
    content: ['One.', 'Two.', 'Three.', 'Four.'],
  },
};

const TEMPLATE = makeTemplate({
  characterClass: 'Warrior',
  gender: 'Male',
  race: 'Dwarf',
  alignment: 'Lawful Evil',
  age: 77,
});

const newId = () => 'new-id';
const parse = (reply: unknown, template: CharacterTemplate = TEMPLATE) =>
  parseCharacterReply(
    typeof reply === 'string' ? reply : JSON.stringify(reply),
    { template },
    newId,
  );

/** The error a reply gives; fails the test when there is none. */
function errorOf(reply: unknown, template: CharacterTemplate = TEMPLATE): ModelReplyError {
  try {
    parse(reply, template);
  } catch (error) {
    expect(error).toBeInstanceOf(ModelReplyError);
    expect((error as Error).name).toBe('ModelReplyError');
    return error as ModelReplyError;
  }
  throw new Error('expected the reply to be rejected');
}

describe('parseCharacterReply', () => {
  it('reads a valid reply, the template’s class, gender, race, alignment and age winning', () => {
    expect(parse(REPLY)).toEqual({
      id: 'new-id',
      firstName: 'Thalia',
      lastName: 'Brightwater',
      epithet: 'The Lantern-Bearer',
      characterClass: 'Warrior',
      gender: 'Male',
      race: 'Dwarf',
      alignment: 'Lawful Evil',
      age: 77,
      background: REPLY.background,
    });
  });

  it('takes the model’s class, gender, race, alignment and age when the template has none', () => {
    expect(parse(REPLY, {})).toMatchObject({
      characterClass: 'Mage',
      gender: 'Female',
      race: 'Elf',
      alignment: 'Neutral Good',
      age: 212,
    });
    // A null in the template counts as none (a re-rolled field is set to null).
    const nulls = { race: null, age: null } as unknown as CharacterTemplate;
    expect(parse(REPLY, nulls)).toMatchObject({ race: 'Elf', age: 212 });
  });

  it('keeps the template’s id, or makes a new one', () => {
    expect(parse(REPLY, { ...TEMPLATE, id: 'kept' }).id).toBe('kept');
    expect(parse(REPLY).id).toBe('new-id');
  });

  it.each([
    ['plain prose', 'Sure! Here is your character: Thalion.', 'not-json'],
    ['cut-off JSON', '{"firstName": "Thal', 'not-json'],
    ['an unfinished reasoning block', '<think>The user wants {a hero', 'not-json'],
    ['an empty reply', '', 'no-content'],
    ['blank space', '  \n ', 'no-content'],
    ['only a reasoning block', '<think>Hmm.</think>\n', 'no-content'],
  ])('rejects %s (%s)', (_label, text, kind) => {
    const message = {
      'not-json': "The model's reply is not valid JSON",
      'no-content': "The model's reply is empty",
    }[kind];
    expect(errorOf(text)).toMatchObject({ message, kind });
  });

  it.each([
    ['an array', [REPLY]],
    ['a string', 'just text'],
    ['null', null],
  ])('rejects %s as not a JSON object', (_label, reply) => {
    expect(errorOf(JSON.stringify(reply)).message).toBe("The model's reply is not a JSON object");
  });

  it.each([
    ['a Markdown code fence', '```json\n' + JSON.stringify(REPLY) + '\n```'],
    ['a fence without a language', '```\n' + JSON.stringify(REPLY) + '```'],
    [
      'a fence after a sentence',
      'Here it is:\n```json\n' + JSON.stringify(REPLY) + '\n```\nEnjoy!',
    ],
    ['prose before and after', `Here you go:\n${JSON.stringify(REPLY)}\nEnjoy!`],
    ['a reasoning block before', `<think>An elf {maybe}.</think>\n${JSON.stringify(REPLY)}`],
    [
      'a reasoning block and a fence',
      `<thinking>ok</thinking>\n\`\`\`json\n${JSON.stringify(REPLY)}\n\`\`\``,
    ],
  ])('reads JSON inside %s', (_label, text) => {
    expect(parse(text).firstName).toBe('Thalia');
  });

  it('keeps the names the user fixed, whatever the model wrote', () => {
    const fixed = { firstName: 'Brom', epithet: 'The Steadfast' };
    const character = parseCharacterReply(
      JSON.stringify(REPLY),
      { template: TEMPLATE, fixed },
      newId,
    );
    expect(character).toMatchObject({
      firstName: 'Brom',
      lastName: 'Brightwater',
      epithet: 'The Steadfast',
    });
    // A blank kept name keeps nothing: the model's stands.
    const blank = { firstName: '  ', lastName: '' };
    expect(
      parseCharacterReply(JSON.stringify(REPLY), { template: TEMPLATE, fixed: blank }, newId),
    ).toMatchObject({ firstName: 'Thalia', lastName: 'Brightwater' });
  });

  it('reads a reply wrapped as {"character": {...}}', () => {
    expect(parse({ character: REPLY }).lastName).toBe('Brightwater');
  });

  it.each(['firstName', 'lastName', 'epithet'])('names a missing %s', (field) => {
    const { [field]: _gone, ...rest } = REPLY as Record<string, unknown>;
    expect(errorOf(rest).message).toBe(`The model's reply has no ${field}`);
    expect(errorOf({ ...REPLY, [field]: null }).message).toBe(`The model's reply has no ${field}`);
  });

  it.each(['firstName', 'lastName', 'epithet'])('names a %s that is not text', (field) => {
    expect(errorOf({ ...REPLY, [field]: 42 }).message).toBe(
      `The model's reply has a ${field} that is not text`,
    );
    expect(errorOf({ ...REPLY, [field]: ['A'] }).message).toBe(
      `The model's reply has a ${field} that is not text`,
    );
  });

  it('names an empty name', () => {
    expect(errorOf({ ...REPLY, firstName: '   ' }).message).toBe(
      "The model's reply has an empty firstName",
    );
  });

  it('trims names', () => {
    expect(parse({ ...REPLY, firstName: '  Thalia ' }).firstName).toBe('Thalia');
  });

  it('makes the epithet start with "The"', () => {
    expect(parse({ ...REPLY, epithet: 'Lantern-Bearer' }).epithet).toBe('The Lantern-Bearer');
    expect(parse({ ...REPLY, epithet: 'the  Wise' }).epithet).toBe('The Wise');
    expect(parse({ ...REPLY, epithet: 'Theodric’s Heir' }).epithet).toBe('The Theodric’s Heir');
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['a string', 'A long story'],
    ['a list', ['One.']],
  ])('rejects a background that is %s', (_label, background) => {
    expect(errorOf({ ...REPLY, background }).message).toBe("The model's reply has no background");
  });

  it('rejects an empty background', () => {
    for (const content of [[], ['', '  '], '']) {
      expect(errorOf({ ...REPLY, background: { title: 'T', content } }).message).toBe(
        "The model's reply has an empty background",
      );
    }
    expect(errorOf({ ...REPLY, background: { title: 'T' } }).message).toBe(
      "The model's reply has a background content that is not a list",
    );
  });

  it('names a paragraph that is not text', () => {
    const background = { title: 'T', content: ['One.', 7, 'Three.'] };
    expect(errorOf({ ...REPLY, background }).message).toBe(
      "The model's reply has background paragraph 2 that is not text",
    );
  });

  it('splits a background written as one string on blank lines', () => {
    const background = { title: 'T', content: 'One.\n\nTwo.\n  \nThree.' };
    expect(parse({ ...REPLY, background }).background.content).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('calls a background without a title "Background"', () => {
    const background = { content: ['One.'] };
    expect(parse({ ...REPLY, background }).background.title).toBe('Background');
    expect(parse({ ...REPLY, background: { ...background, title: '  ' } }).background.title).toBe(
      'Background',
    );
  });

  it('rejects a race, class, gender or alignment outside the enumerations when it is the model’s to give', () => {
    for (const [field, value] of [
      ['race', 'Hobbit'],
      ['characterClass', 'Bard'],
      ['gender', 'male'],
      ['alignment', 'Good'],
    ]) {
      expect(errorOf({ ...REPLY, [field as string]: value }, {}).message).toBe(
        `The model's reply has no valid ${field}`,
      );
      // With the template's value, the model's is ignored.
      expect(() => parse({ ...REPLY, [field as string]: value })).not.toThrow();
    }
  });

  it('reads the model’s age as a whole number, and rejects one that is not a number', () => {
    expect(parse({ ...REPLY, age: '42' }, {}).age).toBe(42);
    expect(parse({ ...REPLY, age: 41.6 }, {}).age).toBe(42);
    for (const age of ['old', null, undefined, {}]) {
      expect(errorOf({ ...REPLY, age }, {}).message).toBe("The model's reply has no valid age");
    }
    expect(parse({ ...REPLY, age: 'old' }).age).toBe(77);
  });
});

describe('characterFromModelObject', () => {
  it('reads an already-decoded object the same way', () => {
    expect(characterFromModelObject(REPLY, TEMPLATE, newId)).toEqual(parse(REPLY));
    expect(() => characterFromModelObject('text', TEMPLATE, newId)).toThrow(ModelReplyError);
  });
});

describe('parseBackgroundReply', () => {
  const CHARACTER = makeCharacter({ id: 'kept-id', lastName: 'Ironfoot' });
  const NEW = { title: 'New', content: ['New story.'] };

  it.each([
    ['a whole character', { ...REPLY, background: NEW }],
    ['a wrapped character', { character: { ...REPLY, background: NEW } }],
    ['the background alone', { background: NEW }],
    ['the background object itself', NEW],
  ])('takes only the background from %s; everything else stays', (_label, reply) => {
    expect(parseBackgroundReply(JSON.stringify(reply), CHARACTER, newId)).toEqual({
      ...CHARACTER,
      background: NEW,
    });
  });

  it('takes a value the character lacks from the model', () => {
    const lacking = { ...CHARACTER, lastName: null } as unknown as Character;
    expect(parseBackgroundReply(JSON.stringify(REPLY), lacking, newId).lastName).toBe(
      'Brightwater',
    );
  });

  it('rejects a reply without a background', () => {
    expect(() => parseBackgroundReply('{"firstName":"A"}', CHARACTER, newId)).toThrow(
      "The model's reply has no background",
    );
  });
});
