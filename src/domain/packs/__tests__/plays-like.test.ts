import { unlisted, type Character } from '../../character';
import { createRandom } from '../../random';
import { ABILITIES, readStatBlockInput, type AbilityMethod } from '../../srd5/abilities';
import { rerollScores, rollStats } from '../../srd5/rolls';
import { deriveStatBlock } from '../../srd5/stat-block';
import { contentCatalog, noNumbersReason, statRules } from '../catalog';
import { makeCharacter, makeWildsContent } from '@/testing/fixtures';

const catalog = contentCatalog(makeWildsContent());
const METHODS: AbilityMethod[] = ['standard', '4d6', 'pointBuy'];

const ranger = (stats: Character['stats']): Character =>
  makeCharacter({ race: unlisted('Halfling'), characterClass: unlisted('Ranger'), stats });

describe('Plays like', () => {
  it('gives a Ranger a Warrior’s coherent numbers with Dexterity first, over many seeds', () => {
    const rules = statRules('Halfling', 'Ranger', catalog);
    expect(rules).toEqual({ race: 'Human', characterClass: 'Warrior', first: ['dex'] });
    for (let seed = 1; seed <= 300; seed += 1) {
      const method = METHODS[seed % 3] as AbilityMethod;
      const stats = rollStats('Ranger', method, createRandom(seed), rules);
      if (!stats) throw new Error('no numbers');
      const top = Math.max(...ABILITIES.map((a) => stats.scores[a]));
      expect(stats.scores.dex).toBe(top);
      const block = deriveStatBlock(ranger(stats), stats);
      // The same numbers as a Human Warrior with those scores: the rules it follows.
      const warrior = deriveStatBlock(
        makeCharacter({ race: 'Human', characterClass: 'Warrior', stats }),
        stats,
      );
      expect(block?.hitPoints).toEqual(warrior?.hitPoints);
      expect(block?.armorClass).toEqual(warrior?.armorClass);
      expect(block?.species).toBe('Halfling');
      // A reroll of the standard array places its values freely, as the rules allow.
      if (method === 'standard') continue;
      const rerolled = rerollScores(stats, 'Warrior', method, createRandom(seed + 1));
      expect(rerolled.scores.dex).toBe(Math.max(...ABILITIES.map((a) => rerolled.scores[a])));
    }
  });

  it('keeps the rules with the numbers, so the stat block stays when the pack is gone', () => {
    const stats = rollStats(
      'Ranger',
      'standard',
      createRandom(3),
      statRules('Halfling', 'Ranger', catalog),
    );
    const stored = readStatBlockInput(JSON.parse(JSON.stringify(stats)));
    expect(stored).toEqual(stats);
    expect(deriveStatBlock(ranger(stored), stored!)).toBeDefined();
    // Rules naming no built-in race or class are not read.
    expect(
      readStatBlockInput({ ...stats, rules: { race: 'Gnome', characterClass: 'Warrior' } })?.rules,
    ).toBeUndefined();
  });

  it('gives no numbers, and says why in one line, without a built-in to follow', () => {
    expect(statRules('Halfling', 'Bard', catalog)).toBeUndefined();
    expect(rollStats('Bard', 'standard', createRandom(1), undefined)).toBeUndefined();
    expect(noNumbersReason('Halfling', 'Bard', catalog)).toBe(
      'No 5e numbers: Bard plays like no built-in class.',
    );
    expect(statRules('Lizardfolk', 'Warrior', catalog)).toBeUndefined();
    expect(noNumbersReason('Lizardfolk', 'Warrior', catalog)).toBe(
      'No 5e numbers: Lizardfolk looks like no built-in race.',
    );
    expect(noNumbersReason('Elf', 'Ranger', catalog)).toBeNull();
    expect(statRules('Elf', 'Mage', catalog)).toBeUndefined();
  });
});
