import { RACES, CHARACTER_CLASSES } from '../../character';
import { characterJsonSchema } from '../../character-schema';
import { generateCharacter, rerollProperty } from '../../generator';
import { rollGroup } from '../../groups';
import { buildCharacterPrompt } from '../../prompts';
import { createRandom } from '../../random';
import { catalogTemplate, contentCatalog, modelChoices, type Content } from '../catalog';
import type { ContentPack } from '../pack';
import { packPools } from '../pack-pools';

const names = (prefix: string) => Array.from({ length: 50 }, (_, i) => `${prefix}${i}`);

const halflings: ContentPack = {
  id: 'pack-1',
  name: 'Shire',
  enabled: true,
  tables: {
    Races: ['Halfling | 20-150 | Looks like Human'],
    Classes: ['Bard | Plays like Rogue | Charisma first'],
    'First names': names('Hobbitname').map(
      (n, i) => `${n} | Halfling | ${i % 2 ? 'Male' : 'Female'}`,
    ),
    'Last names': names('Burrow').map((n) => `${n} | Halfling`),
    Epithets: ['The Well-Fed'],
  },
};

const onlyHalflings: Content = {
  packs: [halflings],
  builtIn: { leftOutRaces: [...RACES], leftOutClasses: [] },
};

describe('the generator with a pack on', () => {
  const pools = packPools(onlyHalflings);

  it('over 1,000 seeds draws only the pack race, with its names and within its ages', () => {
    const classes = new Set<string>();
    for (let seed = 1; seed <= 1000; seed += 1) {
      const c = generateCharacter({}, createRandom(seed), pools);
      expect(c.race).toBe('Halfling');
      expect(c.age).toBeGreaterThanOrEqual(20);
      expect(c.age).toBeLessThanOrEqual(150);
      expect(c.firstName).toMatch(/^Hobbitname\d+$/);
      expect(c.lastName).toMatch(/^Burrow\d+$/);
      classes.add(String(c.characterClass));
    }
    expect([...classes].sort()).toEqual([...CHARACTER_CLASSES, 'Bard'].sort());
  });

  it('tells a halfling a human story under its own name', () => {
    const c = generateCharacter({ race: undefined }, createRandom(7), pools);
    expect(c.background.content.length).toBeGreaterThan(0);
    expect(c.background.content.join(' ')).not.toMatch(/\b(elf|dwarf|orc)\b/i);
  });

  it('rerolls race and age within what the pack allows', () => {
    const both = packPools({
      ...onlyHalflings,
      builtIn: { leftOutRaces: ['Elf', 'Dwarf', 'Orc'], leftOutClasses: [] },
    });
    let c = generateCharacter({ race: 'Human' }, createRandom(3), both);
    c = rerollProperty(c, 'race', createRandom(4), both);
    expect(c.race).toBe('Halfling');
    expect(c.age).toBeGreaterThanOrEqual(20);
    for (let seed = 0; seed < 50; seed += 1) {
      const aged = rerollProperty(c, 'age', createRandom(seed), both);
      expect(aged.age).toBeGreaterThanOrEqual(20);
      expect(aged.age).toBeLessThanOrEqual(150);
    }
  });

  it('a family of a pack race shares one of its last names', () => {
    const group = rollGroup({ size: 5, kind: 'Family' }, createRandom(11), pools);
    const lastNames = new Set(group.members.map((m) => m.lastName));
    expect(lastNames.size).toBe(1);
    expect([...lastNames][0]).toMatch(/^Burrow\d+$/);
    for (const m of group.members) expect(m.race).toBe('Halfling');
  });

  it('leaves the shipped pools as they were when no pack is on', () => {
    const off = packPools({
      packs: [{ ...halflings, enabled: false }],
      builtIn: { leftOutRaces: [], leftOutClasses: [] },
    });
    for (let seed = 1; seed <= 50; seed += 1) {
      expect(generateCharacter({}, createRandom(seed), off)).toEqual(
        generateCharacter({}, createRandom(seed)),
      );
    }
  });

  it('falls back to the built-in races when everything is left out and no pack adds any', () => {
    const catalog = contentCatalog({
      packs: [],
      builtIn: { leftOutRaces: [...RACES], leftOutClasses: [] },
    });
    expect(catalog.races.map((r) => r.name)).toEqual([...RACES]);
  });
});

describe('the rows At the table and story titles with a pack on', () => {
  const rows: ContentPack = {
    id: 'pack-2',
    name: 'Odd jobs',
    enabled: true,
    tables: {
      Occupations: ['Mushroom farmer'],
      Traits: ['Hums constantly', 'Counts everything'],
      'Story titles': ['The Long Walk'],
    },
  };
  const pools = packPools({ packs: [rows], builtIn: { leftOutRaces: [], leftOutClasses: [] } });

  it('mixes the pack entries in with the built-in ones, never a trait twice', () => {
    const made = Array.from({ length: 200 }, (_, i) =>
      generateCharacter({}, createRandom(i), pools),
    );
    const farmers = made.filter((c) => c.tableReady?.occupation === 'Mushroom farmer').length;
    const walks = made.filter((c) => c.background.title === 'The Long Walk').length;
    expect(farmers).toBeGreaterThan(50);
    expect(farmers).toBeLessThan(150);
    expect(walks).toBeGreaterThan(50);
    expect(walks).toBeLessThan(150);
    expect(made.some((c) => c.tableReady?.traits.includes('Hums constantly'))).toBe(true);
    for (const c of made) expect(new Set(c.tableReady?.traits).size).toBe(3);
  });

  it('keeps a row the user locked', () => {
    for (let seed = 0; seed < 30; seed += 1) {
      const c = generateCharacter(
        { tableReady: { occupation: 'Baker' } },
        createRandom(seed),
        pools,
      );
      expect(c.tableReady?.occupation).toBe('Baker');
    }
  });
});

describe('the model is told the pack races and classes', () => {
  const choices = modelChoices(contentCatalog(onlyHalflings));

  it('in the prompt', () => {
    const prompt = buildCharacterPrompt({}, undefined, {}, 'standard', [], choices);
    expect(prompt).toContain('"race": "Halfling",');
    expect(prompt).toContain('"characterClass": "Warrior" | "Mage" | "Rogue" | "Cleric" | "Bard",');
  });

  it('in the JSON schema', () => {
    const schema = characterJsonSchema(choices) as {
      properties: Record<string, { enum?: string[] }>;
    };
    expect(schema.properties.race?.enum).toEqual(['Halfling']);
    expect(schema.properties.characterClass?.enum).toContain('Bard');
  });

  it('and the values it is given are drawn from them', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const template = catalogTemplate(contentCatalog(onlyHalflings), createRandom(seed));
      expect(template.race).toBe('Halfling');
      expect(template.age).toBeGreaterThanOrEqual(20);
      expect(template.age).toBeLessThanOrEqual(150);
    }
  });
});
