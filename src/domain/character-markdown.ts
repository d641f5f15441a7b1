import { fullName, type Character } from './character';
import { MARKDOWN_ROWS, rowLines } from './character-rows';
import { deriveStatBlock, statBlockText } from './srd5/stat-block';
import { tableReadyLines } from './table-ready/read';

/** Marks that would change the meaning of text in Markdown are written as plain characters. */
const escape = (text: string): string => text.replace(/([\\`*_[\]#<>|])/g, '\\$1');

export interface MarkdownOptions {
  /** Adds the stat block, for a character with numbers. */
  stats?: boolean;
  /**
   * How another character's name is written under Relationships: as plain text by default, or
   * as a note's link (`[[Ann Bell]]`) where each character is a note of its own.
   */
  link?: (name: string) => string;
}

/**
 * The character as Markdown: name and epithet as the heading, the attributes (and the group) as
 * a list, the rows At the table (the secret too: the copy is the gamemaster's own), the
 * relationships, the story's title and every paragraph, with `stats` its stat block (the SRD
 * attribution included), and the notes when there are any.
 */
export function characterMarkdown(
  character: Character,
  { stats = false, link = escape }: MarkdownOptions = {},
): string {
  const name = fullName(character) || 'Unnamed character';
  const heading = character.epithet ? `${name}, ${character.epithet}` : name;
  const lines = [`# ${escape(heading)}`, ''];
  for (const [label, value] of rowLines(MARKDOWN_ROWS, character)) {
    lines.push(`- **${label}:** ${escape(value)}`);
  }
  if (character.group?.name) lines.push(`- **Group:** ${escape(character.group.name)}`);
  if (character.tags?.length) lines.push(`- **Tags:** ${escape(character.tags.join(', '))}`);
  const atTheTable = tableReadyLines(character);
  if (atTheTable.length > 0) lines.push('', '## At the table', '');
  for (const [label, value] of atTheTable) lines.push(`- **${label}:** ${escape(value)}`);
  const related = character.relationships ?? [];
  if (related.length > 0) lines.push('', '## Relationships', '');
  for (const { kind, name } of related) {
    // A member deleted without a name left is still someone to the character.
    lines.push(`- ${escape(kind)} ${name.trim() ? link(name) : 'someone'}`);
  }
  const { title, content } = character.background;
  if (title) lines.push('', `## ${escape(title)}`);
  for (const paragraph of content) lines.push('', escape(paragraph));
  const block = stats && character.stats && deriveStatBlock(character, character.stats);
  // Kept as the plain-text layout stat-block importers read, line for line.
  if (block) lines.push('', '## Stat block', '', '```text', statBlockText(character, block), '```');
  if (character.notes?.trim()) lines.push('', '## Notes', '', escape(character.notes.trim()));
  return `${lines.join('\n')}\n`;
}
