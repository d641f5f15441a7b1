/**
 * @jest-environment node
 */
import { CHARACTER_CLASSES, fullName, type GeneratedCharacter, type Race } from '../character';
import { ageBounds } from '../character-template';
import { GROUP_KINDS, PARTY_TRADES, generationGap, rollGroup, type GroupKind } from '../groups';
import { OCCUPATIONS } from '../table-ready/occupations';
import { createRandom } from '../random';
import {
  RELATIONSHIP_INVERSES,
  RELATIONSHIP_KINDS,
  inverseKind,
  replaceMember,
} from '../relationships';
import { normaliseStoredCharacter } from '../stored-character';
import { filterCharacters } from '../library';

const byId = (members: GeneratedCharacter[], id: string) => members.find((m) => m.id === id)!;

describe('rollGroup', () => {
  // A thousand seeded groups in four runs, each well within a test's time.
  it.each([0, 250, 500, 750])(
    'gives unique full names within each group and against the names given (seeds %i + 250)',
    (from) => {
      const avoid = ['Aldric Stone', 'Mira Thorne', 'Bran Ashford'];
      for (let seed = from; seed < from + 250; seed += 1) {
        const kind = GROUP_KINDS[seed % GROUP_KINDS.length] as GroupKind;
        const size = 2 + (seed % 11);
        const { members } = rollGroup({ size, kind, avoidNames: avoid }, createRandom(seed));
        expect(members).toHaveLength(size);
        const names = members.map((m) => fullName(m).toLowerCase());
        expect(new Set(names).size).toBe(size);
        for (const name of avoid) expect(names).not.toContain(name.toLowerCase());
      }
    },
  );

  it('avoids names in use even when the pools are all but exhausted', () => {
    const pools = {
      maleNames: ['Tam'],
      femaleNames: ['Ann'],
      surnames: ['Reed'],
      epithets: [],
      templates: [],
    };
    const { members } = rollGroup(
      { size: 6, kind: 'Any', avoidNames: ['Tam Reed', 'Ann Reed'] },
      createRandom(1),
      pools,
    );
    const names = members.map(fullName);
    expect(new Set(names).size).toBe(6);
    expect(names).not.toContain('Tam Reed');
    expect(names).not.toContain('Ann Reed');
  });

  it('gives every member one or more relationships, each with its inverse on the other member', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const kind = GROUP_KINDS[seed % GROUP_KINDS.length] as GroupKind;
      const { group, members } = rollGroup({ size: 2 + (seed % 11), kind }, createRandom(seed));
      for (const member of members) {
        expect(member.group).toEqual(group);
        expect(member.relationships?.length).toBeGreaterThan(0);
        for (const r of member.relationships ?? []) {
          const other = byId(members, r.id);
          expect(r.name).toBe(fullName(other));
          expect(other.relationships).toContainEqual({
            kind: inverseKind(r.kind),
            id: member.id,
            name: fullName(member),
          });
        }
      }
    }
  });

  it('has an inverse for every kind, and the inverse of the inverse is the kind', () => {
    expect(RELATIONSHIP_KINDS).toEqual(
      expect.arrayContaining([
        'sibling of',
        'parent of',
        'child of',
        'spouse of',
        'rival of',
        'owes money to',
        'serves',
        'mentor of',
      ]),
    );
    for (const kind of RELATIONSHIP_KINDS) {
      expect(RELATIONSHIP_KINDS).toContain(RELATIONSHIP_INVERSES[kind]);
      expect(inverseKind(inverseKind(kind))).toBe(kind);
    }
    expect(inverseKind('parent of')).toBe('child of');
  });

  it("gives a family one race and last name, and ages a parent at least the race's generation gap older than a child", () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const { members } = rollGroup({ size: 2 + (seed % 11), kind: 'Family' }, createRandom(seed));
      expect(new Set(members.map((m) => m.lastName)).size).toBe(1);
      expect(new Set(members.map((m) => m.race)).size).toBe(1);
      let parentLinks = 0;
      for (const member of members) {
        const { min, max } = ageBounds(member.race);
        expect(member.age).toBeGreaterThanOrEqual(min);
        expect(member.age).toBeLessThanOrEqual(max);
        for (const r of member.relationships ?? []) {
          const other = byId(members, r.id);
          if (r.kind === 'parent of') {
            parentLinks += 1;
            expect(member.age - other.age).toBeGreaterThanOrEqual(
              generationGap(member.race as Race),
            );
          }
          if (r.kind === 'grandparent of') {
            expect(member.age - other.age).toBeGreaterThanOrEqual(
              2 * generationGap(member.race as Race),
            );
          }
        }
      }
      expect(parentLinks).toBeGreaterThan(0);
    }
  });

  it('ages a dwarf or elf parent as a grown member of the race, not sixteen years over the child', () => {
    expect(generationGap('Dwarf')).toBeGreaterThanOrEqual(40);
    expect(generationGap('Elf')).toBeGreaterThanOrEqual(80);
    for (const race of ['Dwarf', 'Elf'] as const) {
      for (let seed = 0; seed < 100; seed += 1) {
        const template = { race };
        const { members } = rollGroup({ size: 5, kind: 'Family', template }, createRandom(seed));
        const [grandparent, parent] = members;
        const children = members.slice(3);
        for (const child of children) {
          expect(parent!.age - child.age).toBeGreaterThanOrEqual(generationGap(race));
          expect(grandparent!.age - child.age).toBeGreaterThanOrEqual(2 * generationGap(race));
        }
      }
    }
  });

  it('links every child of a family to each sibling both ways and to the grandparent', () => {
    for (let size = 5; size <= 12; size += 1) {
      const { members } = rollGroup({ size, kind: 'Family' }, createRandom(size));
      const [grandparent] = members;
      const children = members.slice(3);
      expect(children.length).toBe(size - 3);
      for (const child of children) {
        expect(grandparent!.relationships).toContainEqual({
          kind: 'grandparent of',
          id: child.id,
          name: fullName(child),
        });
        expect(child.relationships).toContainEqual(
          expect.objectContaining({ kind: 'grandchild of', id: grandparent!.id }),
        );
        for (const sibling of children.filter((c) => c !== child)) {
          expect(child.relationships).toContainEqual({
            kind: 'sibling of',
            id: sibling.id,
            name: fullName(sibling),
          });
        }
      }
    }
    // Two parents and two children: the children are siblings too.
    const small = rollGroup({ size: 4, kind: 'Family' }, createRandom(1)).members;
    expect(small[2]!.relationships).toContainEqual(
      expect.objectContaining({ kind: 'sibling of', id: small[3]!.id }),
    );
  });

  it("names a patrol's ranks from both sides: the leader commands, the guards serve under", () => {
    const { members } = rollGroup({ size: 4, kind: 'Patrol' }, createRandom(2));
    const [leader, ...guards] = members;
    for (const guard of guards) {
      expect(guard.relationships).toContainEqual(
        expect.objectContaining({ kind: 'serves under', id: leader!.id }),
      );
      expect(leader!.relationships).toContainEqual(
        expect.objectContaining({ kind: 'commands', id: guard.id }),
      );
    }
    for (let seed = 0; seed < 100; seed += 1) {
      const kind = GROUP_KINDS[seed % GROUP_KINDS.length] as GroupKind;
      const group = rollGroup({ size: 2 + (seed % 11), kind }, createRandom(seed)).members;
      const kinds = group.flatMap((m) => m.relationships ?? []).map((r) => r.kind);
      expect(kinds).not.toContain('is served by');
    }
  });

  it("gives a party's members adventuring trades of their class, not a village's", () => {
    const everyday = ['Shepherd', 'Fisher', 'Silk weaver', 'Bookbinder', 'Midwife'];
    expect(everyday.every((trade) => OCCUPATIONS.some((o) => o.text === trade.toLowerCase())));
    for (let seed = 0; seed < 100; seed += 1) {
      const size = 2 + (seed % 11);
      const { members } = rollGroup({ size, kind: 'Party' }, createRandom(seed));
      for (const member of members) {
        const occupation = member.tableReady?.occupation ?? '';
        expect(PARTY_TRADES[member.characterClass as keyof typeof PARTY_TRADES]).toContain(
          occupation,
        );
        expect(everyday).not.toContain(occupation);
      }
      const first = members.slice(0, 4).map((m) => m.tableReady?.occupation);
      expect(new Set(first).size).toBe(first.length);
    }
  });

  it('gives a party each class once before any class comes twice', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const size = 2 + (seed % 11);
      const { members } = rollGroup({ size, kind: 'Party' }, createRandom(seed));
      const classes = members.map((m) => m.characterClass);
      const distinct = new Set(classes.slice(0, 4));
      expect(distinct.size).toBe(Math.min(size, 4));
      if (size >= 4) expect([...new Set(classes)].sort()).toEqual([...CHARACTER_CLASSES].sort());
    }
  });

  it('keeps the locked values where the group does not decide them', () => {
    const template = { race: 'Dwarf', alignment: 'Lawful Good', characterClass: 'Mage' } as const;
    const party = rollGroup({ size: 4, kind: 'Party', template }, createRandom(3)).members;
    expect(party.every((m) => m.race === 'Dwarf' && m.alignment === 'Lawful Good')).toBe(true);
    const patrol = rollGroup({ size: 4, kind: 'Patrol', template }, createRandom(3)).members;
    expect(patrol.every((m) => m.characterClass === 'Warrior' && m.race === 'Dwarf')).toBe(true);
    const any = rollGroup({ size: 4, kind: 'Any', template }, createRandom(3)).members;
    expect(any.every((m) => m.characterClass === 'Mage')).toBe(true);
  });

  it('makes a tavern with an innkeeper, staff who work for them and a stranger', () => {
    const { members, group } = rollGroup({ size: 5, kind: 'Tavern' }, createRandom(9));
    expect(members[0]!.tableReady?.occupation).toBe('Innkeeper');
    expect(members[0]!.tableReady?.summary).not.toMatch(/innkeeper/i);
    expect(members[1]!.relationships).toContainEqual(
      expect.objectContaining({ kind: 'works for', id: members[0]!.id }),
    );
    expect(group.name).toBe(`${fullName(members[0]!)}'s tavern`);
  });

  it('gives the same group for the same seed', () => {
    const a = rollGroup({ size: 6, kind: 'Any' }, createRandom(42));
    const b = rollGroup({ size: 6, kind: 'Any' }, createRandom(42));
    expect(b).toEqual(a);
  });
});

describe('a group kept and found', () => {
  it('keeps the group and relationships through storage, and search finds members by group', () => {
    const { members, group } = rollGroup({ size: 3, kind: 'Family' }, createRandom(5));
    const stored = members.map((m) =>
      normaliseStoredCharacter(JSON.parse(JSON.stringify(m)), () => 'x'),
    );
    expect(stored).toEqual(members);
    const others = rollGroup({ size: 3, kind: 'Any' }, createRandom(6)).members;
    const found = filterCharacters([...others, ...members], group.name.replace(/^The /, ''));
    expect(found.map((c) => c.id)).toEqual(members.map((m) => m.id));
  });

  it('points the other members to an edited member by its new id and name', () => {
    const { members } = rollGroup({ size: 3, kind: 'Family' }, createRandom(5));
    const [first] = members;
    const edited = { ...first!, id: 'new', firstName: 'Zed' };
    const next = replaceMember(members, first!.id, edited);
    expect(next[0]).toBe(edited);
    for (const member of next.slice(1)) {
      for (const r of member.relationships ?? []) expect(r.id).not.toBe(first!.id);
    }
    expect(
      next
        .flatMap((m) => m.relationships ?? [])
        .filter((r) => r.id === 'new')
        .every((r) => r.name === fullName(edited)),
    ).toBe(true);
  });
});
