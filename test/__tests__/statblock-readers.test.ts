/**
 * @jest-environment node
 */
/**
 * The plain-text stat block read the way its readers read it. Foundry's "5e Statblock Importer"
 * and Fantasy Grounds' NPC import take each line by its first words: `Challenge`/`CR`, a
 * `Proficiency Bonus +N` line, `Saving Throws`, `Skills`; any other line after `Languages` and
 * before the first trait is taken as more languages, and everything after the last action's start
 * is part of that action. A missing challenge is CR 0, unless a proficiency line gives the
 * bonus (the importer then takes the lowest CR with it). The proficiency bonus follows the CR, and
 * a skill's proficiency is (bonus − ability modifier) ÷ that bonus, which the sheet accepts only as
 * 1 or 2. This reader lives outside src/: the app itself never reads a stat block's text.
 */
import { CHARACTER_CLASSES, RACES, type Character } from '@/domain/character';
import { ABILITIES, abilityModifier } from '@/domain/srd5/abilities';
import { deriveStatBlock, statBlockText, type StatBlock } from '@/domain/srd5/stat-block';
import { diceAverage } from '@/domain/srd5/dice';
import { makeCharacter } from '@/testing/fixtures';

const LINE_STARTS = {
  armor: /^((armor|armour) class|ac)[\s:]+\d+/i,
  health: /^(hit points|\bhp\b)[\s:]+\d+/i,
  speed: /^speed[\s:]+\d+\sft/i,
  abilities: /^(\bstr\b|\bdex\b|\bcon\b|\bint\b|\bwis\b|\bcha\b)/i,
  savingThrows: /^(saving throws|saves)[\s:]+(\bstr\b|\bdex\b|\bcon\b|\bint\b|\bwis\b|\bcha\b)/i,
  skills: /^skills.+[+-]\d+/i,
  senses: /^senses( passive)?(.+\d+\s\bft\b)?/i,
  languages: /^languages[\s:]+/i,
  challenge: /^(challenge|\bcr\b|challenge rating)[\s:]+\d+/i,
  proficiencyBonus: /^proficiency bonus[\s:]+\+/i,
  actions: /^actions$/i,
};
type Known = keyof typeof LINE_STARTS;

/** A trait or action title at a line's start: `Name.` or `Name (Recharge 5-6).`. */
const TITLE =
  /^([A-Z][\w\-+,;'’]+[\s-]?)((of|and|the|from|in|at|on|with|to|by|into)\s)?([\w\-+,;'’]+\s?){0,3}(\s\((?!spell save)[^)]+\))?[.!]/;

interface Read {
  known: Partial<Record<Known, string>>;
  /** Lines taken as more languages. */
  extraLanguages: string[];
  traits: string[];
  actions: { title: string; lines: string[] }[];
  scores: number[];
}

function read(text: string): Read {
  const lines = text.split('\n').map((l) => l.trim());
  const result: Read = { known: {}, extraLanguages: [], traits: [], actions: [], scores: [] };
  let section: 'top' | 'traits' | 'actions' = 'top';
  let last: Known | undefined;
  for (const line of lines.slice(2)) {
    if (!line) continue;
    const match = (Object.keys(LINE_STARTS) as Known[]).find((k) => LINE_STARTS[k].test(line));
    if (match === 'actions') {
      section = 'actions';
      continue;
    }
    if (section === 'actions') {
      if (TITLE.test(line)) result.actions.push({ title: line.split('.')[0]!, lines: [line] });
      else result.actions.at(-1)!.lines.push(line);
      continue;
    }
    if (match) {
      section = 'top';
      last = match;
      result.known[match] = line;
      continue;
    }
    if (last === 'abilities' && /^\d+ \([+-]\d+\)/.test(line)) {
      result.scores = [...line.matchAll(/(\d+) \(([+-]\d+)\)/g)].map((m) => Number(m[1]));
      continue;
    }
    if (section === 'top' && !TITLE.test(line)) {
      if (last === 'languages') result.extraLanguages.push(line);
      continue;
    }
    section = 'traits';
    result.traits.push(line);
  }
  return result;
}

const CR_PB = (cr: number) => 2 + Math.floor((Math.max(cr, 1) - 1) / 4);
const parseCr = (text: string) => {
  const [top, bottom] = text.split('/').map(Number);
  return bottom ? top! / bottom : top!;
};

/** What the importer ends with: the CR and the proficiency bonus it works with. */
function challengeOf(known: Read['known']) {
  const challenge =
    known.challenge && /^\S+\s+([\d/]+)(?:\s+\(([\d,]+) XP\))?/i.exec(known.challenge);
  if (challenge) {
    const cr = parseCr(challenge[1]!);
    return { cr, xp: Number(challenge[2]?.replace(',', '')), pb: CR_PB(cr) };
  }
  const pb = known.proficiencyBonus && Number(/\+(\d+)/.exec(known.proficiencyBonus)![1]);
  if (pb) return { cr: [0, 0, 1, 5, 9, 13, 17][pb]!, xp: undefined, pb };
  return { cr: 0, xp: undefined, pb: 2 };
}

const bonuses = (line = '') =>
  [...line.matchAll(/([A-Za-z][A-Za-z ]*?) ([+-]\d+)/g)].map((m) => ({
    name: m[1]!.replace(/^(Saving Throws|Skills)\s+/i, '').trim(),
    bonus: Number(m[2]),
  }));

const character = (race: string, characterClass: string, level: number): Character =>
  makeCharacter({
    firstName: 'Ada',
    lastName: 'Stone',
    race: race as Character['race'],
    characterClass: characterClass as Character['characterClass'],
    stats: { level, scores: { str: 14, dex: 15, con: 13, int: 16, wis: 15, cha: 10 } },
  });

const cases = CHARACTER_CLASSES.flatMap((characterClass) =>
  RACES.flatMap((race) => [1, 5, 11, 17].map((level) => ({ race, characterClass, level }))),
);

test.each(cases)(
  '$race $characterClass, level $level: the importers get back our CR, proficiency, saves and skills',
  ({ race, characterClass, level }) => {
    const c = character(race, characterClass, level);
    const block = deriveStatBlock(c, c.stats!) as StatBlock;
    const readBack = read(statBlockText(c, block));
    const { pb, cr, xp } = challengeOf(readBack.known);

    // The proficiency bonus the importer works with is ours, and any CR it reads is our estimate.
    expect(pb).toBe(block.proficiencyBonus);
    if (readBack.known.challenge) {
      expect({ rating: cr, xp }).toEqual(block.challenge);
    } else {
      // The estimate did not fit the bonus: the block states none, and its proficiency line stands.
      expect(readBack.known.proficiencyBonus).toBe(`Proficiency Bonus +${block.proficiencyBonus}`);
    }
    // Nothing after Languages is taken for a language.
    expect(readBack.extraLanguages).toEqual([]);

    const mods = Object.fromEntries(
      ABILITIES.map((a, i) => [a, abilityModifier(readBack.scores[i]!)]),
    );
    const saves = bonuses(readBack.known.savingThrows);
    expect(saves).toEqual(block.savingThrows.map(({ name, bonus }) => ({ name, bonus })));
    for (const save of block.savingThrows) {
      expect((save.bonus - mods[save.ability]!) / pb).toBe(1);
    }
    const skills = bonuses(readBack.known.skills);
    expect(skills.map((s) => s.name)).toEqual(block.skills.map((s) => s.name));
    skills.forEach((skill, i) => {
      const ours = block.skills[i]!;
      expect((skill.bonus - mods[ours.ability]!) / pb).toBe(ours.proficiency);
    });

    // The class and level, and the attribution, are traits; no action carries the attribution.
    expect(readBack.traits).toContain(`Class. Level ${level} ${block.className}.`);
    expect(readBack.traits.some((t) => t.startsWith('Attribution. This work includes'))).toBe(true);
    expect(readBack.actions.map((a) => a.title)).toEqual(block.actions.map((a) => a.name));
    expect(readBack.actions.flatMap((a) => a.lines).join('\n')).not.toContain(
      'System Reference Document',
    );
  },
);

test.each(CHARACTER_CLASSES)(
  '%s: the hit points are the average of the dice shown, at every level 1–20',
  (characterClass) => {
    for (const race of RACES) {
      for (let level = 1; level <= 20; level += 1) {
        for (const con of [3, 8, 13, 20]) {
          const c = makeCharacter({
            race,
            characterClass,
            stats: { level, scores: { str: 10, dex: 10, con, int: 10, wis: 10, cha: 10 } },
          });
          const block = deriveStatBlock(c, c.stats!)!;
          const line = read(statBlockText(c, block)).known.health!;
          const [, shown, count, die, sign, bonus] =
            /^Hit Points (\d+) \((\d+)d(\d+)(?: ([+-]) (\d+))?\)$/.exec(line)!;
          const dice = {
            count: Number(count),
            die: Number(die),
            bonus: (sign === '-' ? -1 : 1) * Number(bonus ?? 0),
          };
          expect({ level, shown: Number(shown) }).toEqual({ level, shown: diceAverage(dice) });
          expect(dice.count).toBe(level);
          expect(Number(shown)).toBe(block.hitPoints.value);
        }
      }
    }
  },
);
