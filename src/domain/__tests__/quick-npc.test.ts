/**
 * @jest-environment node
 */
import { fullName, RACES, type GeneratedCharacter, type Race } from '../character';
import { ageBounds } from '../character-template';
import { readNpcWords, type NpcConstraints } from '../npc-words';
import { AGE_RANGES, quickNpc, quickNpcs } from '../quick-npc';
import { createRandom } from '../random';
import { lifeStage, orderAxis } from '../table-ready';
import { OCCUPATIONS } from '../table-ready/occupations';
import { moralAxis } from '../templates';

const SEEDS = Array.from({ length: 200 }, (_, i) => i + 1);

/** NPCs for the words typed, one per seed. */
const npcsFor = (text: string): GeneratedCharacter[] => {
  const { constraints } = readNpcWords(text);
  return SEEDS.map((seed) => quickNpc(constraints, createRandom(seed)));
};

const occupationOf = (npc: GeneratedCharacter) => npc.tableReady?.occupation.toLowerCase();

/** Whether the NPC is what every constraint asks. */
function fits(npc: GeneratedCharacter, c: NpcConstraints): boolean {
  const range = c.age && AGE_RANGES[npc.race as Race][c.age];
  return (
    (!c.race || npc.race === c.race) &&
    (!c.gender || npc.gender === c.gender) &&
    (!c.characterClass || npc.characterClass === c.characterClass) &&
    (!c.order || orderAxis(npc.alignment) === c.order) &&
    (!c.moral || moralAxis(npc.alignment) === c.moral) &&
    (!range || (npc.age >= range[0] && npc.age <= range[1])) &&
    (!c.occupations || c.occupations.includes(occupationOf(npc) ?? ''))
  );
}

test('every age range lies within the ages the race is made with, young to old in order', () => {
  for (const race of RACES) {
    const { min, max } = ageBounds(race);
    const ranges = Object.values(AGE_RANGES[race]);
    for (const [from, to] of ranges) {
      expect(from).toBeGreaterThanOrEqual(min);
      expect(to).toBeLessThanOrEqual(max);
      expect(from).toBeLessThanOrEqual(to);
    }
    const { child, young, adult, old, ancient } = AGE_RANGES[race];
    expect(lifeStage(race, child[0])).toBe('young');
    expect(young[0]).toBeLessThan(adult[0]);
    expect(lifeStage(race, old[0])).toBe('elder');
    expect(lifeStage(race, ancient[0])).toBe('elder');
    expect(ancient[0]).toBeGreaterThan(old[0]);
  }
});

test.each([
  'dwarf smith',
  'old elf woman priest',
  'evil orc guard',
  'young human male sailor',
  'kind old innkeeper',
  'lawful evil elven wizard',
  'ancient dwarves',
  'child',
  'girl',
  'chaotic good rogue',
  'neutral halfling cleric',
  'retired',
  'young smith',
  'old sailor',
  'orc priest',
  'mage healer',
])('"%s": every NPC over 200 seeds fits every word', (text) => {
  const { constraints } = readNpcWords(text);
  for (const npc of npcsFor(text)) expect(fits(npc, constraints)).toBe(true);
});

test('a trade named keeps to the races, classes and life stages the tables give it', () => {
  for (const npc of npcsFor('dwarf smith')) {
    expect(npc.race).toBe('Dwarf');
    const entry = OCCUPATIONS.find((e) => e.text === occupationOf(npc));
    expect(entry?.races).toContain('Dwarf');
    expect(entry?.classes).toContain(npc.characterClass);
    expect(entry?.stages).toContain(lifeStage(npc.race, npc.age));
    // The summary says what the NPC wants, leaving the trade to its own row.
    expect(npc.tableReady?.summary.toLowerCase()).not.toContain(occupationOf(npc));
  }
  // The dwarves' smiths are a grown blacksmith or a young forge apprentice; both come up.
  const trades = new Set(npcsFor('dwarf smith').map(occupationOf));
  expect(trades).toEqual(new Set(['blacksmith', 'forge apprentice']));
});

test('the words win where the tables have no such trade: an orc innkeeper keeps an inn', () => {
  for (const npc of npcsFor('orc innkeeper')) {
    expect(npc.race).toBe('Orc');
    expect(npc.tableReady?.occupation).toBe('Innkeeper');
  }
});

test('an age in years is kept, within the ages of the race; it picks a race that can be that old', () => {
  for (const npc of npcsFor('300 years old')) {
    expect(npc.age).toBe(300);
    expect(['Elf', 'Dwarf']).toContain(npc.race);
  }
  for (const npc of npcsFor('human 300')) {
    expect(npc).toMatchObject({ race: 'Human', age: ageBounds('Human').max });
  }
});

test('with no words, NPCs are as varied as Generate makes them', () => {
  const npcs = npcsFor('');
  expect(new Set(npcs.map((n) => n.race)).size).toBe(4);
  expect(new Set(npcs.map((n) => n.characterClass)).size).toBe(4);
  expect(new Set(npcs.map((n) => n.gender)).size).toBe(3);
  expect(new Set(npcs.map((n) => n.alignment)).size).toBe(9);
  for (const npc of npcs) {
    expect(npc.background.content.length).toBeGreaterThan(0);
    expect(npc.tableReady?.secret).toBeTruthy();
  }
});

test('six at a time are six different people, each fitting the words, the same for a seed', () => {
  const { constraints } = readNpcWords('dwarf smith');
  for (const seed of SEEDS.slice(0, 50)) {
    const six = quickNpcs(constraints, createRandom(seed), 6);
    expect(six).toHaveLength(6);
    expect(new Set(six.map(fullName)).size).toBe(6);
    expect(new Set(six.map((n) => n.id)).size).toBe(6);
    for (const npc of six) expect(fits(npc, constraints)).toBe(true);
    expect(quickNpcs(constraints, createRandom(seed), 6)).toEqual(six);
  }
});
