/**
 * A character as an Obsidian note: YAML front matter (race, class, alignment, tags), the text
 * Copy as text gives, and with 5e numbers a `statblock` block in the Fantasy Statblocks plugin's
 * format followed by the SRD attribution.
 */
import { fullName, type Character } from '../character';
import { characterMarkdown } from '../character-markdown';
import {
  SRD_ATTRIBUTION,
  bonusList,
  deriveStatBlock,
  sensesText,
  type StatBlock,
} from '../srd5/stat-block';
import { ABILITY_NAMES } from '../srd5/abilities';

/**
 * A YAML value written as a JSON string or number: JSON's double-quoted strings are YAML's too, so
 * no text (a colon, a quote, a line break, `#`) can change the note's structure.
 */
const yamlValue = (value: string | number) => JSON.stringify(value);

/** `key: value` lines; lists as flow sequences, lists of pairs one `- {…}` a line. */
function yamlLines(fields: [string, unknown][], indent = ''): string[] {
  const lines: string[] = [];
  for (const [key, value] of fields) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value) && value.some((v) => typeof v === 'object')) {
      lines.push(`${indent}${key}:`);
      for (const entry of value as Record<string, string | number>[]) {
        const pairs = Object.entries(entry).map(([k, v]) => `${yamlValue(k)}: ${yamlValue(v)}`);
        lines.push(`${indent}  - {${pairs.join(', ')}}`);
      }
    } else if (Array.isArray(value)) {
      lines.push(`${indent}${key}: [${(value as (string | number)[]).map(yamlValue).join(', ')}]`);
    } else {
      lines.push(`${indent}${key}: ${yamlValue(value as string | number)}`);
    }
  }
  return lines;
}

/** A tag Obsidian accepts: letters, digits, `-` and `_`, no spaces. */
const tag = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_-]+/gu, '-');

/** The stat block in the Fantasy Statblocks plugin's fields. */
function statblockFields(character: Character, block: StatBlock): [string, unknown][] {
  const lower = (name: string) => name.toLowerCase();
  const saveName = Object.fromEntries(
    Object.entries(ABILITY_NAMES).map(([ability, short]) => [short, ability]),
  );
  const fullAbility: Record<string, string> = {
    str: 'strength',
    dex: 'dexterity',
    con: 'constitution',
    int: 'intelligence',
    wis: 'wisdom',
    cha: 'charisma',
  };
  return [
    ['name', fullName(character) || block.name],
    ['size', block.size],
    ['type', lower(block.creatureType)],
    ['subtype', lower(block.species)],
    ['alignment', block.alignment],
    ['ac', block.armorClass.value],
    ['hp', block.hitPoints.value],
    ['hit_dice', block.hitPoints.text.replace(/^\d+ \((.*)\)$/, '$1')],
    ['speed', `${block.speed} ft.`],
    ['stats', block.abilities.map((a) => a.score)],
    [
      'saves',
      block.savingThrows.map((s) => ({ [fullAbility[saveName[s.name] ?? ''] ?? s.name]: s.bonus })),
    ],
    ['skillsaves', block.skills.map((s) => ({ [lower(s.name)]: s.bonus }))],
    ['senses', sensesText(block)],
    ['languages', block.languages.join(', ')],
    [
      'traits',
      [
        {
          name: `Level ${block.level} ${block.className}`,
          desc: `Proficiency Bonus +${block.proficiencyBonus}. Saving Throws ${bonusList(block.savingThrows)}.`,
        },
      ],
    ],
    ['actions', block.actions.map((a) => ({ name: a.name, desc: a.description }))],
  ];
}

/** The note's text: front matter, the character, and its stat block when it has numbers. */
export function obsidianNote(character: Character, { stats = true } = {}): string {
  const block = stats && character.stats ? deriveStatBlock(character, character.stats) : undefined;
  const tags = ['npc', character.race, character.characterClass].filter(Boolean).map(tag);
  const front = yamlLines([
    ['name', fullName(character)],
    ['race', character.race],
    ['class', character.characterClass],
    ['alignment', character.alignment],
    ['tags', tags],
  ]);
  const parts = ['---', ...front, '---', '', characterMarkdown(character).trimEnd()];
  if (block) {
    parts.push(
      '',
      '```statblock',
      ...yamlLines(statblockFields(character, block)),
      '```',
      '',
      SRD_ATTRIBUTION,
    );
  }
  return `${parts.join('\n')}\n`;
}
