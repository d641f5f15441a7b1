/**
 * How the members of a group stand to each other. Light on purpose: stored characters, the card
 * and My Characters read relationships without the group generator.
 */
import { fullName, type Character, type GroupTag, type Relationship } from './character';
import { isRecord } from './records';

/** Every kind of relationship and the kind the other character has back. */
export const RELATIONSHIP_INVERSES: Readonly<Record<string, string>> = {
  'sibling of': 'sibling of',
  'parent of': 'child of',
  'child of': 'parent of',
  'grandparent of': 'grandchild of',
  'grandchild of': 'grandparent of',
  'spouse of': 'spouse of',
  'rival of': 'rival of',
  'friend of': 'friend of',
  'owes money to': 'is owed money by',
  'is owed money by': 'owes money to',
  // A patrol's leader and guards, each named from their own side.
  commands: 'serves under',
  'serves under': 'commands',
  // Kept for characters stored before `commands` and `works for` took their place.
  serves: 'is served by',
  'is served by': 'serves',
  'mentor of': 'student of',
  'student of': 'mentor of',
  employs: 'works for',
  'works for': 'employs',
};

export const RELATIONSHIP_KINDS = Object.keys(RELATIONSHIP_INVERSES);

/** The kind the other side of a relationship reads (a kind not of ours reads the same). */
export const inverseKind = (kind: string): string => RELATIONSHIP_INVERSES[kind] ?? kind;

const readText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

/** Stored relationships: those with a kind and an id are kept, anything else is left out. */
export function readRelationships(value: unknown): Relationship[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const read = value.flatMap((item): Relationship[] => {
    if (!isRecord(item)) return [];
    const kind = readText(item.kind);
    const id = readText(item.id);
    return kind && id ? [{ kind, id, name: typeof item.name === 'string' ? item.name : '' }] : [];
  });
  return read.length > 0 ? read : undefined;
}

/** A stored group tag, or undefined when it is not one. */
export function readGroup(value: unknown): GroupTag | undefined {
  if (!isRecord(value)) return undefined;
  const id = readText(value.id);
  return id ? { id, name: typeof value.name === 'string' ? value.name : '' } : undefined;
}

/**
 * The group after one member became `edited` (a reroll or an edit gives a new id): the member
 * is replaced, and the others' relationships point to its new id and name.
 */
export function replaceMember<C extends Character>(
  members: readonly C[],
  oldId: string,
  edited: C,
): C[] {
  const name = fullName(edited);
  return members.map((member) => {
    if (member.id === oldId) return edited;
    if (!member.relationships?.some((r) => r.id === oldId)) return member;
    const relationships = member.relationships.map((r) =>
      r.id === oldId ? { ...r, id: edited.id, name } : r,
    );
    return { ...member, relationships };
  });
}

/** "rival of Ann Bell; friend of Tam Reed": the relationships as one line of text. */
export const relationshipsText = (relationships: readonly Relationship[] = []): string =>
  relationships.map((r) => `${r.kind} ${r.name || 'someone'}`).join('; ');

/**
 * The group and the relationships as labelled lines, for a printed sheet and wherever else a
 * character's attributes are listed: none for a character made alone.
 */
export function groupLines(character: Character): [label: string, value: string][] {
  const lines: [string, string][] = [];
  if (character.group?.name) lines.push(['Group', character.group.name]);
  const related = relationshipsText(character.relationships);
  if (related) lines.push(['Relationships', related]);
  return lines;
}
