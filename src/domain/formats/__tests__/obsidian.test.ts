import { parse } from 'yaml';
import { characterMarkdown } from '@/domain/character-markdown';
import { SRD_ATTRIBUTION, deriveStatBlock } from '@/domain/srd5/stat-block';
import { actionText } from '@/domain/srd5/actions';
import { diceAverage, diceText } from '@/domain/srd5/dice';
import { inGroup, makeCharacter } from '@/testing/fixtures';
import { obsidianNote } from '../obsidian';
import { hostile, withNumbers, withoutNumbers } from './formats-fixtures';

/** The lines after the line `open`, up to the next line `close`; undefined without `open`. */
function between(lines: string[], open: string, close: string, from = 0) {
  const start = lines.indexOf(open, from);
  if (start === -1) return undefined;
  const end = lines.indexOf(close, start + 1);
  return lines.slice(start + 1, end).join('\n');
}

/** The front matter and the statblock block of a note, each parsed by a YAML parser. */
function parts(note: string) {
  const lines = note.split('\n');
  const front = lines[0] === '---' ? between(lines, '---', '---') : undefined;
  const block = between(lines, '```statblock', '```');
  return {
    front: front === undefined ? undefined : (parse(front) as Record<string, unknown>),
    statblock: block === undefined ? undefined : (parse(block) as Record<string, unknown>),
    blocks: lines.filter((line) => line === '```statblock').length,
  };
}

test.each(withNumbers)(
  '$firstName: front matter and a Fantasy Statblocks block that YAML reads',
  (character) => {
    const note = obsidianNote(character);
    const block = deriveStatBlock(character, character.stats!)!;
    const { front, statblock } = parts(note);
    expect(front).toEqual({
      name: [character.firstName, character.lastName].filter(Boolean).join(' '),
      race: character.race,
      class: character.characterClass,
      alignment: character.alignment,
      tags: ['npc', character.race.toLowerCase(), character.characterClass.toLowerCase()],
    });
    expect(statblock).toMatchObject({
      name: block.name,
      size: 'Medium',
      type: 'humanoid',
      subtype: character.race.toLowerCase(),
      alignment: character.alignment,
      ac: block.armorClass.value,
      hp: block.hitPoints.value,
      speed: '30 ft.',
      stats: block.abilities.map((a) => a.score),
      languages: block.languages.join(', '),
      hit_dice: diceText(block.hitPoints.dice),
      actions: block.actions
        .filter((a) => a.kind !== 'spellcasting')
        .map((a) => ({ name: a.name, desc: actionText(a) })),
      traits: [
        {
          name: 'Class',
          desc: `Level ${block.level} ${block.className}. Proficiency Bonus +${block.proficiencyBonus}.`,
        },
      ],
    });
    // The hit points are the average of the dice, as in the stat block text and in Foundry.
    expect(statblock!.hp).toBe(diceAverage(block.hitPoints.dice));
    expect(statblock!.saves).toEqual(
      block.savingThrows.map((s) => ({
        [{
          str: 'strength',
          dex: 'dexterity',
          con: 'constitution',
          int: 'intelligence',
          wis: 'wisdom',
          cha: 'charisma',
        }[s.ability]]: s.bonus,
      })),
    );
    expect(statblock!.skillsaves).toEqual(
      block.skills.map((s) => ({ [s.name.toLowerCase()]: s.bonus })),
    );
    expect(note).toContain(`\`\`\`\n\n${SRD_ATTRIBUTION}\n`);
    // The body is the character as Copy as text gives it.
    expect(note).toContain(characterMarkdown(character).trimEnd());
  },
);

test.each(withoutNumbers)(
  '$firstName without numbers: front matter, no stat block, no attribution',
  (character) => {
    const note = obsidianNote(character);
    expect(parts(note).front).toMatchObject({
      race: character.race,
      class: character.characterClass,
    });
    expect(note).not.toContain('```statblock');
    expect(note).not.toContain('System Reference Document');
  },
);

test('text from the character cannot break out of the YAML or start a block of its own', () => {
  const note = obsidianNote(hostile);
  const { front, statblock, blocks } = parts(note);
  expect(front!.name).toBe(`${hostile.firstName} ${hostile.lastName}`);
  expect(statblock!.name).toBe(`${hostile.firstName} ${hostile.lastName}`);
  expect(blocks).toBe(1);
  // Only the note's first lines are front matter: a story's own `---` lines come later.
  expect(Object.keys(front!)).toEqual(['name', 'race', 'class', 'alignment', 'tags']);
  expect(note.indexOf('name: fake')).toBeGreaterThan(note.indexOf('\n---\n'));
});

test('cr where the stat block states a challenge, none where it does not', () => {
  const fighter = (level: number) =>
    makeCharacter({
      race: 'Orc',
      characterClass: 'Warrior',
      stats: { level, scores: { str: 17, dex: 14, con: 14, int: 8, wis: 10, cha: 12 } },
    });
  // Level 1: CR 1, proficiency +2 like the level's.
  expect(parts(obsidianNote(fighter(1))).statblock!.cr).toBe('1');
  // Level 5: the estimate (CR 2) would print proficiency +2 beside saves made with +3.
  expect(parts(obsidianNote(fighter(5))).statblock).not.toHaveProperty('cr');
});

test("a caster's spells go in the plugin's spells list, by level with slots", () => {
  const cleric = makeCharacter({
    race: 'Dwarf',
    characterClass: 'Cleric',
    stats: { level: 3, scores: { str: 14, dex: 8, con: 13, int: 10, wis: 17, cha: 12 } },
  });
  expect(parts(obsidianNote(cleric)).statblock!.spells).toEqual([
    'It is a 3rd-level spellcaster. Its spellcasting ability is Wisdom (spell save DC 13, +5 to hit with spell attacks). It has these Cleric spells prepared:',
    { 'Cantrips (at will)': 'Sacred Flame, Guidance, Light' },
    { '1st level (4 slots)': 'Bless, Cure Wounds, Guiding Bolt, Shield of Faith' },
    { '2nd level (2 slots)': 'Aid, Hold Person, Spiritual Weapon' },
  ]);
});

test('a group member: the group as a tag, each relationship a link to the note of that name', () => {
  const member = inGroup(withoutNumbers[0]!, "Vex Marlow's party", [
    ['friend of', 'Brom Ironhand'],
    ['rival of', 'Ilse: the #1'],
  ]);
  const note = obsidianNote(member);
  const { front } = parts(note);
  expect(front).toMatchObject({
    group: "Vex Marlow's party",
    tags: ['npc', 'elf', 'rogue', 'vex-marlow-s-party'],
  });
  // The link names the file the export gives that character's note.
  expect(note).toContain(
    '## Relationships\n\n- friend of [[Brom Ironhand]]\n- rival of [[Ilse the 1]]\n',
  );
  expect(note).toContain("- **Group:** Vex Marlow's party");
});
