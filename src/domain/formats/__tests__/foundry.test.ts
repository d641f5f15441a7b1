import { htmlToBlocks } from '@/adapters/browser/html-text';
import Ajv from 'ajv';
import { CHARACTER_CLASSES, RACES, type Character } from '@/domain/character';
import { parseImport } from '@/domain/character-export';
import { makeCharacter, makeTableReady } from '@/testing/fixtures';
import { SRD_ATTRIBUTION, deriveStatBlock } from '@/domain/srd5/stat-block';
import { foundryActor } from '../foundry';
import { readFoundryActor } from '../foundry-read';
import schema from './dnd5e-npc.schema.json';
import { hostile, withNumbers, withoutNumbers } from './formats-fixtures';

const validate = new Ajv({ allErrors: true }).compile(schema);
const newId = () => 'new-id';

type Item = { name: string; type: string; system: Record<string, unknown> };
type Actor = {
  name: string;
  img: string;
  system: Record<string, Record<string, unknown>>;
  prototypeToken: { texture: { src: string } };
  items: Item[];
  _stats: Record<string, string>;
};
const actorOf = (...args: Parameters<typeof foundryActor>) =>
  foundryActor(...args) as unknown as Actor;

/** One character of each class at levels 1, 5 and 11, each race once. */
const byClassAndLevel = CHARACTER_CLASSES.flatMap((characterClass, i) =>
  [1, 5, 11].map((level) =>
    makeCharacter({
      firstName: `${characterClass}${level}`,
      race: RACES[i]!,
      characterClass,
      tableReady: makeTableReady(),
      stats: { level, scores: { str: 14, dex: 14, con: 13, int: 15, wis: 15, cha: 10 } },
    }),
  ),
);
const withoutStats = ({ stats: _stats, ...rest }: Character): Character => rest;
const allActors = [
  ...withNumbers,
  ...withoutNumbers,
  hostile,
  ...byClassAndLevel,
  ...byClassAndLevel.map(withoutStats),
];

test.each(allActors)(
  'the actor for $firstName ($characterClass, level $stats.level) fits the dnd5e 5.x npc schema',
  (character) => {
    const actor = actorOf(character);
    expect(validate(actor) ? [] : validate.errors).toEqual([]);
    // Each activity is filed under its own id.
    for (const item of actor.items) {
      const activities = (item.system.activities ?? {}) as Record<string, { _id: string }>;
      for (const [id, activity] of Object.entries(activities)) expect(activity._id).toBe(id);
    }
  },
);

test('with 5e numbers the actor has the stat block: abilities, AC, HP, speed, skills, class levels', () => {
  const rogue = withNumbers[0]!;
  const block = deriveStatBlock(rogue, rogue.stats!)!;
  const actor = actorOf(rogue);
  expect(actor.system.abilities).toMatchObject({
    dex: { value: 17, proficient: 1 },
    str: { value: 10, proficient: 0 },
  });
  // The class item's levels are the hit dice: the HP formula holds none, so none count twice.
  expect(actor.system.attributes).toMatchObject({
    ac: { flat: block.armorClass.value, calc: 'flat' },
    hp: { value: block.hitPoints.value, max: block.hitPoints.value, formula: '' },
    movement: { walk: 30, units: 'ft' },
    senses: { darkvision: 60 },
  });
  // Expertise in Stealth at level 6, proficiency in Deception.
  expect(actor.system.skills).toMatchObject({ ste: { value: 2 }, dec: { value: 1 } });
  expect(actor.items.filter((i) => i.type === 'class')).toEqual([
    {
      name: 'Rogue',
      type: 'class',
      system: {
        description: { value: '' },
        identifier: 'rogue',
        levels: 6,
        hd: { denomination: 'd8' },
      },
    },
  ]);
  expect(actor.items.map((i) => i.name)).toEqual(['Rogue', ...block.actions.map((a) => a.name)]);
  expect(actor.system.details).toMatchObject({
    cr: block.challenge.rating,
    alignment: 'Chaotic Neutral',
    type: { subtype: 'Elf' },
  });
  expect(actor.system.source).toEqual({
    book: 'SRD 5.2',
    page: '',
    custom: '',
    license: 'CC-BY-4.0',
    rules: '2024',
  });
  expect(actor._stats).toEqual({
    systemId: 'dnd5e',
    systemVersion: '5.3.3',
    coreVersion: '13.351',
  });
  expect(JSON.stringify(actor)).toContain(SRD_ATTRIBUTION.replace(/"/g, '&quot;'));
});

test('weapons carry an attack activity, so they roll from the sheet', () => {
  const actor = actorOf(withNumbers[0]!);
  const weapons = actor.items.filter((i) => i.type === 'weapon');
  expect(weapons.map((w) => w.name)).toEqual(['Shortsword', 'Shortbow']);
  expect(weapons[0]).toMatchObject({
    system: {
      damage: { base: { number: 1, denomination: 6, types: ['piercing'] } },
      type: { value: 'martialM' },
      activities: {
        cgAttack00000000: {
          type: 'attack',
          activation: { type: 'action', value: 1 },
          attack: { ability: 'dex', type: { value: 'melee', classification: 'weapon' } },
          damage: { includeBase: true, parts: [] },
        },
      },
    },
  });
  expect(weapons[1]).toMatchObject({
    system: { activities: { cgAttack00000000: { attack: { type: { value: 'ranged' } } } } },
  });
});

test('a Cleric has Sacred Flame with a save activity, its spells by level and its casting ability', () => {
  const cleric = byClassAndLevel.find(
    (c) => c.characterClass === 'Cleric' && c.stats?.level === 5,
  )!;
  const actor = actorOf(cleric);
  expect(actor.system.attributes!.spellcasting).toBe('wis');
  expect(actor.system.details!.spellLevel).toBe(5);
  const spells = actor.items.filter((i) => i.type === 'spell');
  expect(spells.find((s) => s.name === 'Sacred Flame')).toMatchObject({
    system: {
      level: 0,
      range: { value: 60, units: 'ft' },
      activities: {
        cgSave0000000000: {
          type: 'save',
          damage: { onSave: 'none', parts: [{ number: 2, denomination: 8, types: ['radiant'] }] },
          save: { ability: ['dex'], dc: { calculation: 'spellcasting' } },
        },
      },
    },
  });
  expect(spells.filter((s) => s.system.level === 3).map((s) => s.name)).toEqual([
    'Spirit Guardians',
    'Revivify',
    'Dispel Magic',
  ]);
  expect(spells.every((s) => s.system.method === 'spell')).toBe(true);
  expect(actor.items.find((i) => i.type === 'class')?.system.spellcasting).toEqual({
    progression: 'full',
    ability: 'wis',
  });
});

test('a Wizard rolls Fire Bolt as a spell attack', () => {
  const wizard = byClassAndLevel.find((c) => c.characterClass === 'Mage' && c.stats?.level === 11)!;
  const fireBolt = actorOf(wizard).items.find((i) => i.name === 'Fire Bolt')!;
  expect(fireBolt.system.activities).toEqual({
    cgAttack00000000: {
      _id: 'cgAttack00000000',
      type: 'attack',
      activation: { type: 'action', value: 1 },
      attack: { ability: '', type: { value: 'ranged', classification: 'spell' } },
      damage: { includeBase: false, parts: [{ number: 3, denomination: 10, types: ['fire'] }] },
    },
  });
});

test('the challenge rating is estimated, not the level: a level 5 fighter with 49 HP is not CR 5', () => {
  const brom = withNumbers[1]!;
  const actor = actorOf(brom);
  expect(actor.system.attributes!.hp).toMatchObject({ value: 49 });
  expect(actor.system.details!.cr).toBe(deriveStatBlock(brom, brom.stats!)!.challenge.rating);
  expect(actor.system.details!.cr).toBeLessThan(5);
});

test('At the table, the epithet, age, gender, relationships, group and notes are in the biography; the secret only in a GM section', () => {
  const character = makeCharacter({
    epithet: 'the Grey',
    age: 41,
    gender: 'Female',
    tableReady: makeTableReady({ secret: 'Sold the <keys>.' }),
    notes: 'Owes the guild.\nLives upstairs.',
    group: { id: 'g1', name: 'The Marlows' },
    relationships: [{ kind: 'sibling of', id: 'x', name: 'Ann Marlow' }],
  });
  const actor = actorOf(character);
  const details = actor.system.details!;
  expect(details).toMatchObject({ ideal: 'Fairness.', bond: 'The river.', flaw: 'Greed.' });
  const bio = (details.biography as { value: string }).value;
  for (const text of [
    '<strong>Epithet:</strong> the Grey',
    '<strong>Age:</strong> 41',
    '<strong>Gender:</strong> Female',
    '<strong>Occupation:</strong> Ferryman',
    '<strong>Summary:</strong> A ferryman. Wants the toll back.',
    '<strong>Look:</strong> Wet boots.',
    '<strong>Voice:</strong> Low.',
    '<strong>Traits:</strong> Calm, wry, patient',
    '<strong>Ideal:</strong> Fairness.',
    '<li>sibling of Ann Marlow</li>',
    '<strong>Group:</strong> The Marlows',
    '<p>Owes the guild.</p><p>Lives upstairs.</p>',
  ]) {
    expect(bio).toContain(text);
  }
  expect(bio).toContain(
    '<section class="secret"><p><strong>Secret:</strong> Sold the &lt;keys&gt;.</p></section>',
  );
  expect(bio.split('Sold the')).toHaveLength(2);
  // Read back, neither the secret nor the details become story.
  expect(readFoundryActor(actor, newId, htmlToBlocks)!.background).toEqual(character.background);
});

test('the portrait and token are the mystery-man icon every Foundry server has', () => {
  for (const character of [withNumbers[0]!, withoutNumbers[0]!]) {
    const actor = actorOf(character);
    expect(actor.img).toBe('icons/svg/mystery-man.svg');
    expect(actor.prototypeToken.texture.src).toBe('icons/svg/mystery-man.svg');
  }
});

test('without numbers the actor is descriptive only: no class item, no CR, no hit points, no attribution', () => {
  const actor = actorOf(withoutNumbers[0]!);
  expect(actor.system.abilities).toBeUndefined();
  expect(actor.system.attributes).toBeUndefined();
  expect(actor.items).toEqual([]);
  expect(actor.system.details!.cr).toBeNull();
  expect(actor.system.source).toEqual({ rules: '2024' });
  expect(JSON.stringify(actor)).not.toContain('System Reference Document');
  // Asked for without numbers, a character that has them is written the same way.
  expect(foundryActor(withNumbers[0]!, { stats: false })).toEqual(foundryActor(withoutNumbers[0]!));
});

test('the story is escaped HTML in the biography: markup in it never becomes markup', () => {
  const bio = String((actorOf(hostile).system.details!.biography as { value: string }).value);
  expect(bio).toContain('<h2>&lt;script&gt;alert(1)&lt;/script&gt; &amp; “Ænigma” 名前</h2>');
  expect(bio).not.toMatch(/<script/i);
});

test.each([...withNumbers, hostile])(
  'an exported actor with numbers reads back as the same character ($firstName)',
  (character) => {
    const read = readFoundryActor(foundryActor(character), newId, htmlToBlocks)!;
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
  const { characters, history } = parseImport(JSON.stringify(file), newId, htmlToBlocks);
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
      system: { details: { race: 'Gnome', type: { value: 'humanoid', subtype: 'Gnome' } } },
      items: [{ name: 'Bard', type: 'class' }],
    },
    newId,
    htmlToBlocks,
  )!;
  expect(gnome).toMatchObject({
    race: 'Gnome',
    characterClass: 'Bard',
    background: { title: '', content: [] },
  });
  expect(gnome.stats).toBeUndefined();
});

test("a subtype is read as the race only when it is one of the app's races", () => {
  const npc = (subtype: string) =>
    readFoundryActor(
      {
        name: 'Mage',
        type: 'npc',
        system: { details: { type: { value: 'humanoid', subtype } } },
        items: [],
      },
      newId,
      htmlToBlocks,
    )!;
  // The SRD-style Mage is a humanoid of subtype "Wizard": a class, not a race.
  expect(npc('Wizard').race).toBe('');
  expect(npc('Gnome').race).toBe('');
  expect(npc('elf').race).toBe('Elf');
});

test('a Foundry file that is not a character, or has no name, is not read as one', () => {
  expect(() =>
    parseImport(JSON.stringify({ name: 'Boat', type: 'vehicle', system: {} }), newId, htmlToBlocks),
  ).toThrow('This file is not a character export.');
  expect(() =>
    parseImport(JSON.stringify({ name: '  ', type: 'npc', system: {} }), newId, htmlToBlocks),
  ).toThrow('This file is not a character export.');
  expect(() => parseImport(' '.repeat(5 * 1024 * 1024 + 1), newId, htmlToBlocks)).toThrow(
    'This file is too large to import.',
  );
});
