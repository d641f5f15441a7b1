import { defaultPools } from '../../pools';
import { generateCharacter, rerollProperty } from '../../generator';
import { createRandom } from '../../random';
import type { Content } from '../catalog';
import type { ContentPack } from '../pack';
import { readBuiltInChoice, switchPacksOnly, ALL_BUILT_IN } from '../pack-list';
import { packPools } from '../pack-pools';

const mine: ContentPack = {
  id: 'p',
  name: 'Mine',
  enabled: true,
  tables: {
    'First names': ['Ash', 'Bryn | Female'],
    Occupations: ['Mushroom farmer'],
    'Story titles': ['The Long Walk'],
  },
};
const onlyFor = (...packsOnly: NonNullable<Content['builtIn']['packsOnly']>): Content => ({
  packs: [mine],
  builtIn: { ...ALL_BUILT_IN, packsOnly },
});

describe('Built-in content: only the packs’ entries for a table', () => {
  it('draws first names, occupations and story titles from the packs alone', () => {
    const pools = packPools(onlyFor('First names', 'Occupations', 'Story titles'));
    for (let seed = 0; seed < 200; seed += 1) {
      const c = generateCharacter({}, createRandom(seed), pools);
      expect(['Ash', 'Bryn']).toContain(c.firstName);
      if (c.gender === 'Male') expect(c.firstName).toBe('Ash');
      expect(c.tableReady?.occupation).toBe('Mushroom farmer');
      expect(c.background.title).toBe('The Long Walk');
    }
  });

  it('falls back to the built-in entries where the packs that are on have none', () => {
    const pools = packPools(onlyFor('Last names', 'Epithets', 'Voices'));
    expect(pools.surnames).toEqual(defaultPools.surnames);
    expect(pools.epithets).toEqual(defaultPools.epithets);
    const off = packPools({ ...onlyFor('First names'), packs: [{ ...mine, enabled: false }] });
    expect(off.maleNames).toEqual(defaultPools.maleNames);
  });

  it('is kept as a list of tables, read back with anything unknown left out', () => {
    const on = switchPacksOnly(ALL_BUILT_IN, 'First names', true);
    expect(on).toEqual({ ...ALL_BUILT_IN, packsOnly: ['First names'] });
    expect(switchPacksOnly(on, 'First names', false)).toEqual(ALL_BUILT_IN);
    expect(
      readBuiltInChoice({ leftOutRaces: [], packsOnly: ['Looks', 'Races', 'Nonsense', 7] }),
    ).toEqual({ ...ALL_BUILT_IN, packsOnly: ['Looks'] });
  });
});

describe('a single At the table reroll draws from the packs too', () => {
  it('gives a pack occupation about half the time, swapped into the summary', () => {
    const pools = packPools({ packs: [mine], builtIn: ALL_BUILT_IN });
    let fromPack = 0;
    for (let seed = 0; seed < 100; seed += 1) {
      const c = generateCharacter({ tableReady: { occupation: 'Baker' } }, createRandom(seed));
      const next = rerollProperty(c, 'occupation', createRandom(seed + 1000), pools);
      expect(next.tableReady?.occupation).not.toBe('Baker');
      if (next.tableReady?.occupation === 'Mushroom farmer') {
        fromPack += 1;
        expect(next.tableReady.summary).not.toMatch(/\bbaker\b/i);
      }
    }
    expect(fromPack).toBeGreaterThan(25);
    expect(fromPack).toBeLessThan(75);
  });

  it('always, for a table that uses only the packs’ entries', () => {
    const pools = packPools(onlyFor('Occupations'));
    const c = generateCharacter({ tableReady: { occupation: 'Baker' } }, createRandom(1));
    for (let seed = 0; seed < 30; seed += 1) {
      const next = rerollProperty(c, 'occupation', createRandom(seed), pools);
      expect(next.tableReady?.occupation).toBe('Mushroom farmer');
    }
  });
});
