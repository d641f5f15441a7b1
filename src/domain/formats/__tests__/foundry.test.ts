import Ajv from 'ajv';
import { parseImport } from '@/domain/character-export';
import { SRD_ATTRIBUTION, deriveStatBlock } from '@/domain/srd5/stat-block';
import { foundryActor } from '../foundry';
import { htmlBlocks, readFoundryActor } from '../foundry-read';
import schema from './dnd5e-npc.schema.json';
import { hostile, withNumbers, withoutNumbers } from './formats-fixtures';

const validate = new Ajv({ allErrors: true }).compile(schema);
const newId = () => 'new-id';

type Actor = {
  name: string;
  system: Record<string, Record<string, unknown>>;
  items: { name: string; type: string; system: Record<string, unknown> }[];
};
const actorOf = (...args: Parameters<typeof foundryActor>) =>
  foundryActor(...args) as unknown as Actor;

test.each([...withNumbers, ...withoutNumbers, hostile])(
  'the actor for $firstName ($characterClass) fits the dnd5e npc schema',
  (character) => {
    const actor = foundryActor(character);
    expect(validate(actor) ? [] : validate.errors).toEqual([]);
  },
);

test('with 5e numbers the actor has the stat block: abilities, AC, HP, speed, skills, the signature attack', () => {
  const rogue = withNumbers[0]!;
  const block = deriveStatBlock(rogue, rogue.stats!)!;
  const actor = actorOf(rogue);
  expect(actor.system.abilities).toMatchObject({
    dex: { value: 17, proficient: 1 },
    str: { value: 10, proficient: 0 },
  });
  expect(actor.system.attributes).toMatchObject({
    ac: { flat: block.armorClass.value, calc: 'flat' },
    hp: { value: block.hitPoints.value, max: block.hitPoints.value, formula: '6d8 + 12' },
    movement: { walk: 30, units: 'ft' },
    senses: { darkvision: 60 },
  });
  // Expertise in Stealth at level 6, proficiency in Deception.
  expect(actor.system.skills).toMatchObject({ ste: { value: 2 }, dec: { value: 1 } });
  expect(actor.items[0]).toEqual({
    name: 'Rogue',
    type: 'class',
    system: {
      description: { value: '' },
      identifier: 'rogue',
      levels: 6,
      hd: { denomination: 'd8' },
    },
  });
  expect(actor.items[1]).toMatchObject({
    name: 'Shortsword',
    type: 'weapon',
    system: { damage: { base: { number: 1, denomination: 6, types: ['piercing'] } } },
  });
  expect(actor.items.map((i) => i.name)).toEqual(['Rogue', ...block.actions.map((a) => a.name)]);
  expect(actor.system.details).toMatchObject({
    cr: 6,
    alignment: 'Chaotic Neutral',
    type: { subtype: 'Elf' },
  });
  expect(JSON.stringify(actor)).toContain(SRD_ATTRIBUTION.replace(/"/g, '&quot;'));
});

test('without numbers the actor is descriptive only and carries no attribution', () => {
  const actor = actorOf(withoutNumbers[0]!);
  expect(actor.system.abilities).toBeUndefined();
  expect(actor.system.attributes).toBeUndefined();
  // The class stays, without levels: a level is one of the numbers.
  expect(actor.items).toEqual([
    { name: 'Rogue', type: 'class', system: { description: { value: '' }, identifier: 'rogue' } },
  ]);
  expect(JSON.stringify(actor)).not.toContain('System Reference Document');
  // Asked for without numbers, a character that has them is written the same way.
  expect(foundryActor(withNumbers[0]!, { stats: false })).toEqual(foundryActor(withoutNumbers[0]!));
});

test('the story is escaped HTML in the biography: markup in it never becomes markup', () => {
  const bio = String((actorOf(hostile).system.details!.biography as { value: string }).value);
  expect(bio).toContain('<h2>&lt;script&gt;alert(1)&lt;/script&gt; &amp; “Ænigma” 名前</h2>');
  expect(bio).not.toMatch(/<script/i);
});

test.each([...withNumbers, ...withoutNumbers, hostile])(
  'an exported actor reads back as the same character ($firstName)',
  (character) => {
    const read = readFoundryActor(foundryActor(character), newId)!;
    expect(read).toEqual({
      id: 'new-id',
      firstName: character.firstName.split(/\s+/)[0],
      lastName: [...character.firstName.split(/\s+/).slice(1), character.lastName]
        .filter(Boolean)
        .join(' '),
      epithet: '',
      race: character.race,
      characterClass: character.characterClass,
      gender: '',
      alignment: character.alignment,
      age: null,
      background: character.background,
      ...(character.stats ? { stats: character.stats } : {}),
    });
  },
);

test('Import reads a Foundry character: species and class mapped, others kept as written, HTML as text', () => {
  const file = {
    name: 'Thorin Oakenshield',
    type: 'character',
    system: {
      abilities: {
        str: { value: 16 },
        dex: { value: 12 },
        con: { value: 15 },
        int: { value: 10 },
        wis: { value: 11 },
        cha: { value: 13 },
      },
      details: {
        alignment: 'neutral',
        biography: {
          value:
            '<h1>King &amp; exile</h1><p>He <em>lost</em> a kingdom.<br>Then another.</p><script>alert("x")</script>' +
            '<p>&lt;script&gt;shown&lt;/script&gt; &#x1F409; <img src=x onerror="alert(1)"></p><style>p{}</style>',
        },
      },
    },
    items: [
      { name: 'Dwarf', type: 'race', system: {} },
      { name: 'Fighter', type: 'class', system: { levels: 4 } },
      { name: 'Bard', type: 'class', system: { levels: 2 } },
    ],
  };
  const { characters, history } = parseImport(JSON.stringify(file), newId);
  expect(history).toEqual([]);
  expect(characters).toEqual([
    expect.objectContaining({
      firstName: 'Thorin',
      lastName: 'Oakenshield',
      race: 'Dwarf',
      characterClass: 'Warrior',
      alignment: 'True Neutral',
      background: {
        title: 'King & exile',
        content: ['He lost a kingdom.\nThen another.', '<script>shown</script> 🐉'],
      },
      stats: { level: 6, scores: { str: 16, dex: 12, con: 15, int: 10, wis: 11, cha: 13 } },
    }),
  ]);

  const gnome = readFoundryActor(
    {
      name: 'Pip',
      type: 'npc',
      system: { details: { type: { value: 'humanoid', subtype: 'Gnome' } } },
      items: [{ name: 'Bard', type: 'class' }],
    },
    newId,
  )!;
  expect(gnome).toMatchObject({
    race: 'Gnome',
    characterClass: 'Bard',
    background: { title: '', content: [] },
  });
  expect(gnome.stats).toBeUndefined();
});

test('a Foundry file that is not a character, or has no name, is not read as one', () => {
  expect(() =>
    parseImport(JSON.stringify({ name: 'Boat', type: 'vehicle', system: {} }), newId),
  ).toThrow('This file is not a character export.');
  expect(() => parseImport(JSON.stringify({ name: '  ', type: 'npc', system: {} }), newId)).toThrow(
    'This file is not a character export.',
  );
  expect(() => parseImport(' '.repeat(5 * 1024 * 1024 + 1), newId)).toThrow(
    'This file is too large to import.',
  );
});

test('biography HTML becomes text blocks; unclosed scripts and broken tags leave nothing that acts', () => {
  expect(htmlBlocks('<p>a</p><script>evil()')).toEqual([{ text: 'a', heading: false }]);
  expect(htmlBlocks('<p>one<img src=x onerror=alert(1) </p><p>two &amp;amp; &bogus;</p>')).toEqual([
    { text: 'one', heading: false },
    { text: 'two &amp; &bogus;', heading: false },
  ]);
});
