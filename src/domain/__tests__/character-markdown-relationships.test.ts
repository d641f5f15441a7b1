import { characterMarkdown } from '../character-markdown';
import { groupMarkdown } from '../groups';
import { groupLines } from '../relationships';
import { makeCharacter } from '@/testing/fixtures';

const family = { id: 'g-1', name: 'The Ash family' };
const mira = makeCharacter({
  firstName: 'Mira',
  lastName: 'Ash',
  group: family,
  relationships: [
    { kind: 'child of', id: 'p-1', name: 'Tomas Ash' },
    { kind: 'rival of', id: 'gone', name: '' },
    { kind: 'friend of', id: 'x-1', name: 'Ann [the] Bell' },
  ],
});

test('Copy as text lists the group and each relationship by name', () => {
  const text = characterMarkdown(mira);
  expect(text).toContain('- **Group:** The Ash family\n');
  expect(text).toContain(
    '## Relationships\n\n- child of Tomas Ash\n- rival of someone\n- friend of Ann \\[the\\] Bell\n',
  );
  // Before the story, after the attributes.
  expect(text.indexOf('## Relationships')).toBeLessThan(text.indexOf('## The Shield of Varn'));
});

test('a link writer turns each name into a link; a character made alone has neither part', () => {
  const text = characterMarkdown(mira, { link: (name) => `[[${name}]]` });
  expect(text).toContain('- child of [[Tomas Ash]]\n');
  expect(text).toContain('- rival of someone\n');
  const alone = characterMarkdown(makeCharacter());
  expect(alone).not.toContain('Relationships');
  expect(alone).not.toContain('Group');
});

test('a group copied as text lists each member relationships once', () => {
  const tomas = makeCharacter({
    firstName: 'Tomas',
    lastName: 'Ash',
    group: family,
    relationships: [{ kind: 'parent of', id: mira.id, name: 'Mira Ash' }],
  });
  const text = groupMarkdown(family.name, [mira, tomas], (c) => characterMarkdown(c));
  expect(text.match(/## Relationships/g)).toHaveLength(2);
  expect(text).toContain('- parent of Mira Ash');
  expect(text).not.toContain('**Relationships:**');
});

test('the printed sheet lines: the group and the relationships in one line', () => {
  expect(groupLines(mira)).toEqual([
    ['Group', 'The Ash family'],
    ['Relationships', 'child of Tomas Ash; rival of someone; friend of Ann [the] Bell'],
  ]);
  expect(groupLines(makeCharacter())).toEqual([]);
});
