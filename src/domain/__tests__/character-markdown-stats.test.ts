import { characterMarkdown } from '../character-markdown';
import { SRD_ATTRIBUTION, deriveStatBlock, statBlockText } from '../srd5/stat-block';
import { makeCharacter } from '@/testing/fixtures';

const rogue = makeCharacter({
  firstName: 'Vex',
  lastName: 'Marlow',
  race: 'Human',
  characterClass: 'Rogue',
  notes: 'Owes the guild',
  stats: { level: 2, scores: { str: 12, dex: 17, con: 14, int: 14, wis: 10, cha: 8 } },
});

test('with the numbers asked for, the text has the stat block with the attribution before the notes', () => {
  const text = characterMarkdown(rogue, { stats: true });
  const block = statBlockText(rogue, deriveStatBlock(rogue, rogue.stats!)!);
  expect(text).toContain(`## Stat block\n\n\`\`\`text\n${block}\n\`\`\`\n\n## Notes`);
  expect(text).toContain('Shortsword. Melee Weapon Attack: +5 to hit');
  expect(text).toContain(SRD_ATTRIBUTION);
});

test('without them, or for a character without numbers, the text is as before', () => {
  const { stats: _none, ...plain } = rogue;
  expect(characterMarkdown(rogue)).toBe(characterMarkdown(plain));
  expect(characterMarkdown(plain, { stats: true })).toBe(characterMarkdown(plain));
  expect(characterMarkdown(rogue)).not.toContain('Stat block');
});
