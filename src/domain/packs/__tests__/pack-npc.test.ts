import { filterCharacters, sortCharacters } from '../../library';
import { readNpcWords } from '../../npc-words';
import { quickNpcs } from '../../quick-npc';
import { createRandom } from '../../random';
import { contentCatalog, type Content } from '../catalog';
import { packPools } from '../pack-pools';

const content: Content = {
  packs: [
    {
      id: 'p',
      name: 'Shire',
      enabled: true,
      tables: {
        Races: ['Halfling | 20-150 | Looks like Human'],
        Classes: ['Bard | Plays like Rogue'],
        'First names': ['Milo | Halfling'],
        'Last names': ['Tealeaf | Halfling'],
      },
    },
  ],
  builtIn: { leftOutRaces: [], leftOutClasses: [] },
};
const catalog = contentCatalog(content);
const packs = { races: ['Halfling'], classes: ['Bard'] };

describe('Quick NPC knows the races and classes of the packs that are on', () => {
  it('reads a pack race and class from the words, a plural too', () => {
    expect(readNpcWords('old halflings bard', { packs }).constraints).toEqual({
      age: 'old',
      packRace: 'Halfling',
      packClass: 'Bard',
    });
    // A later built-in race replaces the pack's, as any later word of its kind does.
    expect(readNpcWords('halfling elf', { packs }).constraints).toEqual({ race: 'Elf' });
    // Without the packs, the word is not understood.
    expect(readNpcWords('halfling').unknown).toEqual(['halfling']);
  });

  it('makes the pack race with its names, within its ages, with a trade asked for', () => {
    const { constraints } = readNpcWords('halfling bard blacksmith 400', { packs });
    const npcs = quickNpcs(constraints, createRandom(4), 5, packPools(content));
    for (const npc of npcs) {
      expect(npc.race).toBe('Halfling');
      expect(npc.characterClass).toBe('Bard');
      expect(npc.firstName).toBe('Milo');
      expect(npc.lastName).toBe('Tealeaf');
      expect(npc.age).toBe(150);
      expect(npc.tableReady?.occupation).toBe('Blacksmith');
    }
    expect(catalog.races.map((r) => r.name)).toContain('Halfling');
  });
});

describe('My Characters finds and sorts pack-made characters', () => {
  it('searches and sorts by a pack race and class, the pack gone or not', () => {
    const [npc] = quickNpcs(
      readNpcWords('halfling bard', { packs }).constraints,
      createRandom(9),
      1,
      packPools(content),
    );
    if (!npc) throw new Error('no NPC');
    const elf = { ...npc, id: 'elf', race: 'Elf' as const };
    expect(filterCharacters([npc, elf], 'halfling bard').map((c) => c.id)).toEqual([npc.id]);
    expect(sortCharacters([npc, elf], 'Race').map((c) => c.id)).toEqual(['elf', npc.id]);
  });
});

describe('Quick NPC reads pack names of several words', () => {
  const many = {
    races: ['Wood elf', 'Hill giant', 'Half-orc', 'Halfling'],
    classes: ['Bard', 'Storm caller', 'Hill guide'],
  };
  it.each([
    ['wood elf', { packRace: 'Wood elf' }],
    ['Wood Elves', { packRace: 'Wood elf' }],
    ['old hill giant bard', { age: 'old', packRace: 'Hill giant', packClass: 'Bard' }],
    ['hill giants storm callers', { packRace: 'Hill giant', packClass: 'Storm caller' }],
    ['hill guide', { packClass: 'Hill guide' }],
    ['half-orc', { packRace: 'Half-orc' }],
    ['half orc woman', { packRace: 'Half-orc', gender: 'Female' }],
    ['elf', { race: 'Elf' }],
    ['elf wood elf', { race: 'Elf', packRace: 'Wood elf' }],
    ['wood elf dwarf', { race: 'Dwarf' }],
    ['evil wood elf 40', { moral: 'evil', packRace: 'Wood elf', years: 40 }],
  ])('"%s"', (text, constraints) => {
    const read = readNpcWords(text, { packs: many });
    expect(read.constraints).toEqual(constraints);
    expect(read.unknown).toEqual([]);
  });

  it('a word of a pack name alone is not that name', () => {
    expect(readNpcWords('wood', { packs: many })).toEqual({ constraints: {}, unknown: ['wood'] });
    expect(readNpcWords('giant elf', { packs: many })).toEqual({
      constraints: { race: 'Elf' },
      unknown: ['giant'],
    });
  });

  it.each([
    ['wood', 'wood'],
    ['wood el', 'wood el'],
    ['dwarf hill gi', 'hill gi'],
    ['storm', 'storm'],
  ])('while "%s" is typed, "%s" is still being written', (text, pending) => {
    const read = readNpcWords(text, { packs: many, typing: true });
    expect(read.pending).toBe(pending);
    expect(read.unknown).toEqual([]);
  });

  it('once typed on, an unfinished name is not understood', () => {
    expect(readNpcWords('wood el ', { packs: many, typing: true }).unknown).toEqual(['wood', 'el']);
  });
});
