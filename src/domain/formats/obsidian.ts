/**
 * A character as an Obsidian note: YAML front matter (race, class, alignment, tags), the text
 * Copy as text gives, and with 5e numbers a `statblock` block in the Fantasy Statblocks plugin's
 * format followed by the SRD attribution.
 */
import { fullName, type Character } from '../character';
import { characterMarkdown } from '../character-markdown';
import { SRD_ATTRIBUTION, deriveStatBlock, sensesText, type StatBlock } from '../srd5/stat-block';
import { ABILITY_FULL_NAMES, formatBonus } from '../srd5/abilities';
import { actionText, spellGroupHeading } from '../srd5/actions';
import { challengeRatingText } from '../srd5/challenge';
import { diceText } from '../srd5/dice';
import { classLevelText, statedChallenge } from '../srd5/stat-block';
import { nameStem } from './file-stem';

/**
 * A YAML value written as a JSON string or number: JSON's double-quoted strings are YAML's too, so
 * no text (a colon, a quote, a line break, `#`) can change the note's structure.
 */
const yamlValue = (value: string | number) => JSON.stringify(value);

/**
 * `key: value` lines; lists as flow sequences, lists holding pairs one entry a line (`- {…}`, or
 * `- "text"` for a plain entry among them).
 */
function yamlLines(fields: [string, unknown][], indent = ''): string[] {
  const lines: string[] = [];
  for (const [key, value] of fields) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value) && value.some((v) => typeof v === 'object')) {
      lines.push(`${indent}${key}:`);
      for (const entry of value as (string | Record<string, string | number>)[]) {
        if (typeof entry === 'string') {
          lines.push(`${indent}  - ${yamlValue(entry)}`);
          continue;
        }
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

/**
 * The stat block in the Fantasy Statblocks plugin's fields: saves by the abilities' full names and
 * skills by theirs in lower case (as its own bestiary holds them), `cr` where the block states a
 * challenge (its layout derives the proficiency line from it), a caster's spells in its `spells`
 * list (the description, then one `level (slots): spells` entry a level).
 */
function statblockFields(character: Character, block: StatBlock): [string, unknown][] {
  const lower = (name: string) => name.toLowerCase();
  const challenge = statedChallenge(block);
  const casting = block.actions.find((a) => a.kind === 'spellcasting');
  return [
    ['name', fullName(character) || block.name],
    ['size', block.size],
    ['type', lower(block.creatureType)],
    ['subtype', lower(block.species)],
    ['alignment', block.alignment],
    ['ac', block.armorClass.value],
    ['hp', block.hitPoints.value],
    ['hit_dice', diceText(block.hitPoints.dice)],
    ['speed', `${block.speed} ft.`],
    ['stats', block.abilities.map((a) => a.score)],
    [
      'saves',
      block.savingThrows.map((s) => ({ [ABILITY_FULL_NAMES[s.ability].toLowerCase()]: s.bonus })),
    ],
    ['skillsaves', block.skills.map((s) => ({ [lower(s.name)]: s.bonus }))],
    ['senses', sensesText(block)],
    ['languages', block.languages.join(', ')],
    ['cr', challenge ? challengeRatingText(challenge.rating) : undefined],
    [
      'traits',
      [
        {
          name: 'Class',
          desc: `${classLevelText(block)}. Proficiency Bonus ${formatBonus(block.proficiencyBonus)}.`,
        },
      ],
    ],
    [
      'actions',
      block.actions
        .filter((a) => a.kind !== 'spellcasting')
        .map((a) => ({ name: a.name, desc: actionText(a) })),
    ],
    [
      'spells',
      casting && [
        actionText(casting),
        ...casting.spellcasting.groups.map((group) => ({
          [spellGroupHeading(group)]: group.spells.join(', '),
        })),
      ],
    ],
  ];
}

/**
 * A link to another character's note, by the file name the export gives that note, so the
 * members of a group exported together link to each other.
 */
const noteLink = (name: string) => `[[${nameStem(name)}]]`;

/**
 * The note's text: front matter (the group as a tag too), the character with its relationships
 * as links, and its stat block when it has numbers.
 */
export function obsidianNote(
  character: Character,
  {
    stats = true,
    campaigns = [],
    image,
  }: {
    stats?: boolean;
    campaigns?: readonly string[];
    /** The portrait's path in the vault, beside the note's folder. */
    image?: string | undefined;
  } = {},
): string {
  const block = stats && character.stats ? deriveStatBlock(character, character.stats) : undefined;
  const tags = [
    'npc',
    character.race,
    character.characterClass,
    character.group?.name ?? '',
    // The gamemaster's own tags, in the form Obsidian accepts (no spaces).
    ...(character.tags ?? []),
  ]
    .filter((text) => text.trim())
    .map(tag);
  const front = yamlLines([
    ['name', fullName(character)],
    ['image', image],
    ['race', character.race],
    ['class', character.characterClass],
    ['alignment', character.alignment],
    ['group', character.group?.name ?? ''],
    ['campaigns', campaigns.length > 0 ? [...campaigns] : undefined],
    ['tags', [...new Set(tags)]],
  ]);
  const body = characterMarkdown(character, { link: noteLink }).trimEnd();
  const parts = ['---', ...front, '---', '', body];
  if (block) {
    parts.push(
      '',
      '```statblock',
      // The plugin shows a portrait from a link to the picture in the vault.
      ...yamlLines([
        ...(image ? ([['image', `[[${image}]]`]] as [string, unknown][]) : []),
        ...statblockFields(character, block),
      ]),
      '```',
      '',
      SRD_ATTRIBUTION,
    );
  }
  return `${parts.join('\n')}\n`;
}

/**
 * A campaign's index note: its name, then a link to each character's note grouped under each of
 * its tags (a character with several tags is listed under each), the untagged ones last.
 * `notes` pairs each character with the name its note is saved under (without `.md`).
 */
export function campaignIndexNote(
  campaign: string,
  notes: readonly { character: Character; stem: string }[],
): string {
  const byTag = new Map<string, string[]>();
  const untagged: string[] = [];
  for (const { character, stem } of notes) {
    const link = `- [[${stem}]]`;
    if (!character.tags?.length) untagged.push(link);
    for (const name of character.tags ?? []) {
      const key = name.toLocaleLowerCase();
      const heading = [...byTag.keys()].find((k) => k.toLocaleLowerCase() === key) ?? name;
      byTag.set(heading, [...(byTag.get(heading) ?? []), link]);
    }
  }
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, links]) => [`## ${name}`, '', ...links, '']);
  if (untagged.length > 0) sections.push(['## Untagged', '', ...untagged, '']);
  return [
    '---',
    ...yamlLines([
      ['campaign', campaign],
      ['tags', ['campaign']],
    ]),
    '---',
    '',
    `# ${campaign}`,
    '',
    ...sections.flat(),
  ].join('\n');
}
