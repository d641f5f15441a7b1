/**
 * Several characters at once: a party, a tavern, a family, a patrol or any group, rolled offline
 * from one source of randomness, with names unique among them and against names already in use,
 * and relationships between them stored on both sides.
 */
import {
  ALIGNMENTS,
  CHARACTER_CLASSES,
  GENDERS,
  fullName,
  isRace,
  nameKey,
  type Character,
  type CharacterClass,
  type GeneratedCharacter,
  type GroupTag,
  type OrUnlisted,
  type Race,
} from './character';
import { generateCharacter, raceNames, randomFirstName, randomLastName } from './generator';
import { raceAgeBounds, type Catalog } from './packs/catalog';
import type { LockTemplate } from './locks';
import { defaultPools, type GeneratorPools } from './pools';
import { defaultRandom, pick, randomId, randomInt, type Random } from './random';
import { inverseKind } from './relationships';

export const GROUP_KINDS = ['Any', 'Party', 'Tavern', 'Family', 'Patrol'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

export const MIN_GROUP_SIZE = 2;
export const MAX_GROUP_SIZE = 12;
export const DEFAULT_GROUP_SIZE = 4;

/**
 * How many years older than a child a parent of each race is at least: the age at which the race
 * is grown enough to raise one. Dwarves count as young until about fifty and elves until about a
 * hundred, so a dwarf father sixteen years older than his son would be a child himself.
 */
export const GENERATION_GAPS: Readonly<Record<Race, number>> = {
  Human: 18,
  Elf: 100,
  Dwarf: 50,
  Orc: 14,
};

/** The smallest age gap between a parent and a child of `race`. */
export const generationGap = (race: Race): number => GENERATION_GAPS[race];

export interface GroupRequest {
  size: number;
  kind: GroupKind;
  /** The user's locked values; each applies where the group does not decide it. */
  template?: LockTemplate;
  /** Full names already in use (My Characters, History): no member is given one of them. */
  avoidNames?: readonly string[];
}

export interface RolledGroup {
  group: GroupTag;
  members: GeneratedCharacter[];
  /**
   * The trades the group itself gave (a tavern's innkeeper and staff, a patrol's leader and
   * guards), by member id: a model writing the member keeps them.
   */
  trades: Record<string, string>;
}

/** What the group decides for one member; the rest comes from the locks or at random. */
type MemberPlan = Partial<Pick<GeneratedCharacter, 'race' | 'characterClass' | 'age'>> & {
  occupation?: string;
};

/** One relationship as made: `from` is `kind` `to`; `to` gets the inverse. */
type Link = [from: number, kind: string, to: number];

/** Kinds any two unrelated members can have. */
const SOCIAL_KINDS = ['friend of', 'rival of', 'owes money to', 'mentor of', 'works for'];
const PARTY_KINDS = ['friend of', 'rival of', 'owes money to', 'mentor of'];
const STAFF = ['Barkeep', 'Cook', 'Serving hand', 'Stable hand'];

/**
 * The trades a party's members follow between adventures, each suited to its class: people who
 * live by the road, the sword, the spell or the shrine, never a shepherd or a silk weaver.
 */
export const PARTY_TRADES: Readonly<Record<CharacterClass, readonly string[]>> = {
  Warrior: ['Sellsword', 'Caravan guard', 'Bounty hunter', 'Monster hunter', 'Sword for hire'],
  Mage: [
    'Hedge wizard for hire',
    'Treasure hunter',
    'Relic seeker',
    'Curse breaker',
    'Wandering scholar of ruins',
  ],
  Rogue: ['Tomb robber', 'Scout for hire', 'Treasure hunter', 'Trap finder', 'Dungeon delver'],
  Cleric: [
    'Wandering healer',
    'Battle priest',
    'Relic seeker',
    'Exorcist for hire',
    'Monster hunter',
  ],
};

const clampSize = (size: number): number =>
  Math.min(MAX_GROUP_SIZE, Math.max(MIN_GROUP_SIZE, Math.round(size) || MIN_GROUP_SIZE));

/** Each member after the first links to one or two earlier members by a kind from `kinds`. */
function socialLinks(size: number, kinds: readonly string[], random: Random, from = 1): Link[] {
  const links: Link[] = [];
  for (let i = Math.max(from, 1); i < size; i += 1) {
    const count = i > 1 && random.next() < 0.4 ? 2 : 1;
    const others = new Set<number>();
    while (others.size < Math.min(count, i)) others.add(randomInt(random, 0, i - 1));
    for (const other of others) links.push([i, pick(random, kinds), other]);
  }
  return links;
}

/**
 * A family: a grandparent (from five members), one or two parents and their children. Each
 * generation is at least the race's generation gap older than the next; the children are
 * siblings of each other and grandchildren of the grandparent.
 */
function familyPlans(size: number, race: OrUnlisted<Race>, random: Random, catalog?: Catalog) {
  const { min, max } = raceAgeBounds(race, catalog);
  // A pack's race: a sixth of its adult years between generations, so three fit.
  const gap = isRace(race) ? generationGap(race) : Math.max(1, Math.floor((max - min) / 6));
  const grandparent = size >= 5;
  const parents = size >= 3 ? 2 : 1;
  const children = size - parents - (grandparent ? 1 : 0);
  const plans: MemberPlan[] = [];
  const links: Link[] = [];
  let parentMax = max;
  if (grandparent) {
    const age = randomInt(random, min + 2 * gap, max);
    plans.push({ race, age });
    parentMax = age - gap;
  }
  const first = plans.length;
  for (let p = 0; p < parents; p += 1) {
    plans.push({ race, age: randomInt(random, min + gap, parentMax) });
  }
  const youngestParent = Math.min(...plans.slice(first).map((plan) => plan.age as number));
  if (grandparent) links.push([0, 'parent of', first]);
  if (parents === 2) links.push([first, 'spouse of', first + 1]);
  const firstChild = plans.length;
  for (let c = 0; c < children; c += 1) {
    const at = plans.length;
    plans.push({ race, age: randomInt(random, min, youngestParent - gap) });
    for (let p = 0; p < parents; p += 1) links.push([at, 'child of', first + p]);
    if (grandparent) links.push([0, 'grandparent of', at]);
    for (let sibling = firstChild; sibling < at; sibling += 1) {
      links.push([at, 'sibling of', sibling]);
    }
  }
  return { plans, links };
}

/** What each member's place in the group decides, and how they are related. */
function planGroup(
  kind: GroupKind,
  size: number,
  template: LockTemplate,
  random: Random,
  pools: GeneratorPools,
): { plans: MemberPlan[]; links: Link[] } {
  const indices = Array.from({ length: size }, (_, i) => i);
  switch (kind) {
    case 'Party': {
      // Each class once, in a random order, then any class; each member an adventuring trade
      // of its class, none twice while the class has others.
      const classes = [...CHARACTER_CLASSES].sort(() => random.next() - 0.5);
      const given = new Set<string>();
      const plans = indices.map((i): MemberPlan => {
        const characterClass = (classes[i] ?? pick(random, CHARACTER_CLASSES)) as CharacterClass;
        const trades = PARTY_TRADES[characterClass];
        const fresh = trades.filter((trade) => !given.has(trade));
        const occupation = pick(random, fresh.length > 0 ? fresh : trades);
        given.add(occupation);
        return { characterClass, occupation };
      });
      return { plans, links: socialLinks(size, PARTY_KINDS, random) };
    }
    case 'Tavern': {
      // The innkeeper first, then staff, regulars, and a stranger last.
      const staff = size >= 4 ? Math.min(2, size - 3) : size === 3 ? 1 : 0;
      const plans: MemberPlan[] = indices.map((i) =>
        i === 0
          ? { occupation: 'Innkeeper' }
          : i <= staff
            ? { occupation: pick(random, STAFF) }
            : {},
      );
      const links: Link[] = [];
      for (let i = 1; i < size; i += 1) {
        if (i <= staff) links.push([i, 'works for', 0]);
        else if (i === size - 1) links.push([i, pick(random, ['rival of', 'owes money to']), 0]);
        else links.push([i, pick(random, ['owes money to', 'friend of']), 0]);
      }
      return {
        plans,
        links: [...links, ...socialLinks(size - 1, ['friend of', 'rival of'], random, staff + 2)],
      };
    }
    case 'Family':
      return familyPlans(
        size,
        template.race ?? pick(random, raceNames(pools)),
        random,
        pools.catalog,
      );
    case 'Patrol': {
      const plans: MemberPlan[] = indices.map((i) => ({
        characterClass: 'Warrior',
        occupation: i === 0 ? 'Patrol leader' : 'Patrol guard',
      }));
      const links: Link[] = indices.slice(1).map((i) => [i, 'serves under', 0]);
      return {
        plans,
        links: [...links, ...socialLinks(size, ['friend of', 'rival of'], random, 2)],
      };
    }
    default:
      return {
        plans: indices.map((): MemberPlan => ({})),
        links: socialLinks(size, SOCIAL_KINDS, random),
      };
  }
}

/** A first and last name whose full name is not taken; the taken set learns it. */
function uniqueName(
  gender: GeneratedCharacter['gender'],
  lastName: string | undefined,
  taken: Set<string>,
  random: Random,
  pools: GeneratorPools,
  race: string,
): { firstName: string; lastName: string } {
  let name = { firstName: '', lastName: '' };
  for (let tries = 0; tries < 200; tries += 1) {
    name = {
      firstName: randomFirstName(gender, random, pools, undefined, race),
      lastName: lastName ?? randomLastName(random, pools, undefined, race),
    };
    if (!taken.has(nameKey(fullName(name)))) break;
  }
  // Pools too small for the names in use: a number makes the name unique all the same.
  for (let n = 2; taken.has(nameKey(fullName(name))); n += 1) {
    name = { ...name, firstName: `${name.firstName.replace(/ \d+$/, '')} ${n}` };
  }
  taken.add(nameKey(fullName(name)));
  return name;
}

const groupName = (kind: GroupKind, first: GeneratedCharacter): string => {
  switch (kind) {
    case 'Family':
      return `The ${first.lastName || first.firstName} family`;
    case 'Tavern':
      return `${fullName(first)}'s tavern`;
    case 'Party':
      return `${fullName(first)}'s party`;
    case 'Patrol':
      return `${fullName(first)}'s patrol`;
    default:
      return `${fullName(first)}'s group`;
  }
};

/**
 * A group of `size` (2 to 12) characters. The group decides what its kind says (a party's
 * classes, a tavern's trades, a family's race, last name and ages, a patrol's class and trades);
 * the template's locked values apply to the rest, but for first names and epithets, which are
 * each member's own. Every full name is unique within the group and not in `avoidNames`.
 */
export function rollGroup(
  request: GroupRequest,
  random: Random = defaultRandom,
  pools: GeneratorPools = defaultPools,
): RolledGroup {
  const size = clampSize(request.size);
  const { firstName: _first, epithet: _epithet, ...template } = request.template ?? {};
  const { plans, links } = planGroup(request.kind, size, template, random, pools);
  const taken = new Set((request.avoidNames ?? []).map(nameKey));
  const familyName =
    request.kind === 'Family'
      ? (template.lastName ?? randomLastName(random, pools, undefined, plans[0]?.race))
      : undefined;
  const trades: Record<string, string> = {};
  const members = plans.map(({ occupation, ...plan }) => {
    const race = plan.race ?? template.race ?? pick(random, raceNames(pools));
    const gender = template.gender ?? pick(random, GENDERS);
    // A locked age stands where the member's race allows it.
    const { min, max } = raceAgeBounds(race, pools.catalog);
    const locked = template.age;
    const age =
      plan.age ?? (locked !== undefined && locked >= min && locked <= max ? locked : undefined);
    const names = uniqueName(gender, familyName ?? template.lastName, taken, random, pools, race);
    const member = generateCharacter(
      {
        ...template,
        ...plan,
        race,
        gender,
        age,
        alignment: template.alignment ?? pick(random, ALIGNMENTS),
        ...names,
        tableReady: occupation ? { ...template.tableReady, occupation } : template.tableReady,
      },
      random,
      pools,
    );
    if (occupation) trades[member.id] = occupation;
    return member;
  });
  const group = { id: randomId(random), name: groupName(request.kind, members[0]!) };
  for (const member of members) member.group = group;
  for (const [from, kind, to] of links) {
    const [a, b] = [members[from]!, members[to]!];
    if (a.relationships?.some((r) => r.id === b.id)) continue;
    (a.relationships ??= []).push({ kind, id: b.id, name: fullName(b) });
    (b.relationships ??= []).push({ kind: inverseKind(kind), id: a.id, name: fullName(a) });
  }
  return { group, members, trades };
}

/**
 * The group as Markdown: its name, then each member as Copy as text writes one (its
 * relationships included), parted by rules.
 */
export function groupMarkdown(
  name: string,
  members: readonly Character[],
  toText: (character: Character) => string,
): string {
  return `# ${name}\n\n${members.map(toText).join('\n---\n\n')}`;
}
