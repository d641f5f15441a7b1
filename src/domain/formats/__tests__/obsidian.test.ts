import { parse } from 'yaml';
import { characterMarkdown } from '@/domain/character-markdown';
import { SRD_ATTRIBUTION, deriveStatBlock } from '@/domain/srd5/stat-block';
import { obsidianNote } from '../obsidian';
import { hostile, withNumbers, withoutNumbers } from './formats-fixtures';

/** The front matter and the statblock block of a note, each parsed by a YAML parser. */
function parts(note: string) {
  const front = /^---\n([\s\S]*?)\n---\n/.exec(note);
  const block = /\n```statblock\n([\s\S]*?)\n```\n/.exec(note);
  return {
    front: front ? (parse(front[1]!) as Record<string, unknown>) : undefined,
    statblock: block ? (parse(block[1]!) as Record<string, unknown>) : undefined,
    blocks: note.match(/^```statblock$/gm)?.length ?? 0,
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
      actions: block.actions.map((a) => ({ name: a.name, desc: a.description })),
    });
    expect(statblock!.hit_dice).toMatch(/^\d+d\d+( [+-] \d+)?$/);
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
