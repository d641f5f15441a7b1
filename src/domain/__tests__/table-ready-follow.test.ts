/**
 * @jest-environment node
 */
import type { GeneratedCharacter } from '../character';
import { editProperty, rerollProperty } from '../generator';
import { createRandom } from '../random';
import { lifeStage, orderAxis, type TableReady } from '../table-ready';
import type { Entry } from '../table-ready/entry';
import { SECRETS } from '../table-ready/hooks';
import { BONDS, IDEALS } from '../table-ready/motives';
import { OCCUPATIONS } from '../table-ready/occupations';
import { moralAxis, withArticle } from '../templates';

/** Rows of lines that suit anyone, but for what a test changes. */
const rows = (given: Partial<TableReady> = {}): TableReady => ({
  occupation: 'Wolf hunter',
  summary: 'A wolf hunter. Wants to settle an old score quietly, but the money is already spent.',
  look: 'A crooked nose, broken twice and set badly both times.',
  voice: 'Speaks in a whisper and makes you lean in.',
  traits: ['Quick to laugh', 'Slow to trust', 'Never forgets a face'],
  ideal: 'Family. Blood comes before everything.',
  bond: 'Owes a smuggler three favours and has paid one.',
  flaw: 'Cannot walk past a game of dice.',
  secret: 'Still sends money to a lowland salt merchant, and no one knows why.',
  ...given,
});

const orc = (given: Partial<TableReady> = {}): GeneratedCharacter => ({
  id: 'orc',
  firstName: 'Grusha',
  lastName: 'Tuskbreaker',
  epithet: 'The Bold',
  race: 'Orc',
  characterClass: 'Warrior',
  gender: 'Female',
  alignment: 'True Neutral',
  age: 30,
  background: { title: 'Title', content: [] },
  tableReady: rows({
    occupation: 'Pit fighter',
    summary: 'A pit fighter. Wants to settle an old score quietly, but the money is already spent.',
    ...given,
  }),
});

/** A table line as a pattern, its placeholders ("{{their}}") standing for any words. */
const linePattern = (line: string): RegExp =>
  new RegExp(
    `^${line
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*?')}$`,
    'i',
  );

/** The table line a row was drawn from. */
const entryOf = (table: readonly Entry[], text: string): Entry => {
  const entry = table.find((e) => linePattern(e.text).test(text));
  if (!entry) throw new Error(`Not a table line: ${text}`);
  return entry;
};

/** Whether the occupation's table line suits the character's race, class and life stage. */
const occupationFits = (c: GeneratedCharacter): boolean => {
  const e = entryOf(OCCUPATIONS, c.tableReady?.occupation ?? '');
  return (
    (e.races?.includes(c.race as never) ?? true) &&
    (e.classes?.includes(c.characterClass as never) ?? true) &&
    (e.stages?.includes(lifeStage(c.race, c.age)) ?? true)
  );
};

const rowsBut = (t: TableReady | undefined, ...fields: (keyof TableReady)[]) =>
  Object.fromEntries(Object.entries(t ?? {}).filter(([field]) => !fields.includes(field as never)));

describe('the rows "At the table" follow a change of the character', () => {
  it.each([1, 2, 3, 4, 5])(
    'an orc camp trade on an edited elf gives way to one that fits (seed %i)',
    (seed) => {
      const before = orc();
      const elf = editProperty(before, 'race', 'Elf', createRandom(seed));
      const occupation = elf.tableReady?.occupation ?? '';
      expect(occupation).not.toBe('Pit fighter');
      expect(occupationFits(elf)).toBe(true);
      expect(elf.tableReady?.summary).toBe(
        `${withArticle(occupation.toLowerCase()).replace(/^a/, 'A')}. Wants to settle an old score quietly, but the money is already spent.`,
      );
      expect(rowsBut(elf.tableReady, 'occupation', 'summary', 'secret')).toEqual(
        rowsBut(before.tableReady, 'occupation', 'summary', 'secret'),
      );
    },
  );

  it.each([1, 2, 3, 4, 5])('a rerolled race gets an occupation that fits it (seed %i)', (seed) => {
    const after = rerollProperty(orc(), 'race', createRandom(seed));
    expect(after.race).not.toBe('Orc');
    expect(occupationFits(after)).toBe(true);
    expect(after.tableReady?.summary.toLowerCase()).toContain(
      after.tableReady?.occupation.toLowerCase(),
    );
  });

  it('an orc bond and an orc in a secret give way on an elf; lines for anyone stay', () => {
    const before = orc({ bond: 'Carries the tusk of a fallen shield-sibling.' });
    const elf = editProperty(before, 'race', 'Elf', createRandom(7));
    const bond = entryOf(BONDS, elf.tableReady?.bond ?? '');
    expect(bond.races?.includes('Elf') ?? true).toBe(true);
    expect(elf.tableReady?.secret).not.toContain('salt merchant');
    expect(entryOf(SECRETS, elf.tableReady?.secret ?? '')).toBeDefined();
    expect(rowsBut(elf.tableReady, 'occupation', 'summary', 'bond', 'secret')).toEqual(
      rowsBut(before.tableReady, 'occupation', 'summary', 'bond', 'secret'),
    );
  });

  it.each([1, 2, 3, 4, 5])(
    'a veteran trade at forty gives way to a young one at fifteen (seed %i)',
    (seed) => {
      const human: GeneratedCharacter = {
        ...orc({
          occupation: 'Mercenary captain',
          summary: 'A mercenary captain. Wants to settle an old score quietly.',
          secret: 'Still sends money to an old rival.',
        }),
        race: 'Human',
        age: 40,
      };
      const young = editProperty(human, 'age', 15, createRandom(seed));
      expect(entryOf(OCCUPATIONS, young.tableReady?.occupation ?? '').stages).toContain('young');
      expect(young.tableReady?.summary).toMatch(
        /^An? [^.]+\. Wants to settle an old score quietly\.$/,
      );
      expect(rowsBut(young.tableReady, 'occupation', 'summary')).toEqual(
        rowsBut(human.tableReady, 'occupation', 'summary'),
      );
    },
  );

  it.each([1, 2, 3, 4, 5])(
    'a good, lawful ideal gives way when Lawful Good turns Chaotic Evil (seed %i)',
    (seed) => {
      const justice = 'Justice. The law must shield the poor as well as the rich.';
      const before: GeneratedCharacter = { ...orc({ ideal: justice }), alignment: 'Lawful Good' };
      const after = editProperty(before, 'alignment', 'Chaotic Evil', createRandom(seed));
      const ideal = entryOf(IDEALS, after.tableReady?.ideal ?? '');
      expect(ideal.moral).toContain(moralAxis('Chaotic Evil'));
      expect(ideal.order).toContain(orderAxis('Chaotic Evil'));
      expect(rowsBut(after.tableReady, 'ideal', 'secret')).toEqual(
        rowsBut(before.tableReady, 'ideal', 'secret'),
      );
    },
  );

  const ORC_BOND = 'Carries the tusk of a fallen shield-sibling.';

  it('a locked occupation and summary stay as they are while an orc bond gives way', () => {
    const before = orc({ bond: ORC_BOND });
    const kept = { occupation: 'Pit fighter', summary: before.tableReady?.summary ?? '' };
    const elf = editProperty(before, 'race', 'Elf', createRandom(3), undefined, kept);
    const rerolled = rerollProperty(before, 'race', createRandom(3), undefined, kept);
    for (const after of [elf, rerolled]) {
      expect(after.tableReady?.occupation).toBe('Pit fighter');
      expect(after.tableReady?.summary).toBe(before.tableReady?.summary);
      expect(after.tableReady?.bond).not.toBe(ORC_BOND);
    }
  });

  it('a locked summary stays when the occupation changes', () => {
    const before = orc();
    const summaryKept = editProperty(before, 'race', 'Elf', createRandom(3), undefined, {
      summary: before.tableReady?.summary ?? '',
    });
    expect(summaryKept.tableReady?.occupation).not.toBe('Pit fighter');
    expect(summaryKept.tableReady?.summary).toBe(before.tableReady?.summary);
  });

  it('an occupation and an ideal written by hand stay while table lines give way', () => {
    const before: GeneratedCharacter = {
      ...orc({
        occupation: 'Keeper of the ferry cats',
        summary: 'A keeper of the ferry cats. Wants to settle an old score quietly.',
        ideal: 'Mercy, always, for the weak.',
        bond: ORC_BOND,
        traits: ['Quick to laugh', 'Gives to beggars', 'Never forgets a face'],
      }),
      alignment: 'Lawful Good',
    };
    const elf = editProperty(before, 'race', 'Elf', createRandom(3));
    expect(elf.tableReady?.occupation).toBe('Keeper of the ferry cats');
    expect(elf.tableReady?.summary).toBe(before.tableReady?.summary);
    expect(elf.tableReady?.bond).not.toBe(ORC_BOND);
    const evil = editProperty(before, 'alignment', 'Chaotic Evil', createRandom(3));
    expect(evil.tableReady?.ideal).toBe('Mercy, always, for the weak.');
    const [first, second, third] = evil.tableReady?.traits ?? [];
    expect([first, third]).toEqual(['Quick to laugh', 'Never forgets a face']);
    expect(second).not.toBe('Gives to beggars');
    expect(rowsBut(evil.tableReady, 'traits')).toEqual(rowsBut(before.tableReady, 'traits'));
  });
});
