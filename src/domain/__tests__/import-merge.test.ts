import { htmlToBlocks } from '@/adapters/browser/html-text';
import { buildExport, parseImport } from '../character-export';
import { mergeImported, undoImport } from '../import-merge';
import { firstSaved, sameContent, updatedCopy } from '../saved-copy';
import type { Character } from '../character';
import { makeCharacter } from '@/testing/fixtures';

const bram = makeCharacter({ id: 'bram', firstName: 'Bram' });
const EARLY = '2026-03-01T10:00:00.000Z';
const LATE = '2026-03-02T10:00:00.000Z';

let ids = 0;
const newId = () => `new-${(ids += 1)}`;

/** A saved character: Ada with the notes and time given. */
const ada = (fields: Partial<Character> & Record<string, unknown> = {}): Character =>
  makeCharacter({ id: 'ada', firstName: 'Ada', ...fields });

/** What an import of one entry (as written in a file) does to a list saving Ada. */
function importOne(saved: Character, entry: object) {
  const file = JSON.stringify(buildExport([entry as unknown as Character], []));
  const merge = mergeImported([bram, saved], parseImport(file, newId, htmlToBlocks).characters);
  return { merge, ada: merge.characters.find((c) => c.id === 'ada') };
}

describe.each([
  {
    case: 'newer copy in the file',
    saved: ada({ updatedAt: EARLY }),
    file: { ...ada({ updatedAt: LATE }), notes: 'Met at the ford' },
    counts: [0, 1, 0],
    notes: 'Met at the ford',
  },
  {
    case: 'older copy in the file',
    saved: ada({ updatedAt: LATE, notes: 'Kept' }),
    file: { ...ada({ updatedAt: EARLY }), notes: 'Old' },
    counts: [0, 0, 1],
    notes: 'Kept',
  },
  {
    case: 'same time',
    saved: ada({ updatedAt: LATE, notes: 'Kept' }),
    file: { ...ada({ updatedAt: LATE }), notes: 'Other' },
    counts: [0, 0, 1],
    notes: 'Kept',
  },
  {
    case: 'file copy without a time (from before times were kept) counts as the oldest',
    saved: ada({ notes: 'Kept' }),
    file: { ...ada(), notes: 'Other' },
    counts: [0, 0, 1],
    notes: 'Kept',
  },
  {
    case: 'saved copy without a time is older than any dated copy',
    saved: ada({ notes: 'Kept' }),
    file: { ...ada({ updatedAt: EARLY }), notes: 'Newer' },
    counts: [0, 1, 0],
    notes: 'Newer',
  },
  {
    case: 'an unreadable time counts as none',
    saved: ada({ updatedAt: EARLY, notes: 'Kept' }),
    file: { ...ada(), updatedAt: 'yesterday', notes: 'Other' },
    counts: [0, 0, 1],
    notes: 'Kept',
  },
  {
    case: 'missing id: a new character, added',
    saved: ada({ updatedAt: LATE, notes: 'Kept' }),
    file: { ...ada(), id: undefined, updatedAt: LATE },
    counts: [1, 0, 0],
    notes: 'Kept',
  },
  {
    case: 'another id: added',
    saved: ada({ updatedAt: LATE, notes: 'Kept' }),
    file: { ...ada(), id: 'cora', firstName: 'Cora' },
    counts: [1, 0, 0],
    notes: 'Kept',
  },
])('$case', ({ saved, file, counts, notes }) => {
  test('counts it and keeps the right copy in its place', () => {
    ids = 0;
    const { merge, ada: result } = importOne(saved, file);
    expect([merge.added.length, merge.replaced.length, merge.unchanged]).toEqual(counts);
    expect(result?.notes).toBe(notes);
    // Ada keeps her place after Bram; anything added comes last.
    expect(merge.characters.map((c) => c.id).slice(0, 2)).toEqual(['bram', 'ada']);
    expect(merge.characters).toHaveLength(2 + counts[0]!);
    expect(undoImport(merge.characters, merge)).toEqual([bram, saved]);
  });
});

test('fields this version does not know are kept, from the file and in the saved copy', () => {
  const saved = ada({ updatedAt: EARLY, mount: 'A grey mare' });
  const { ada: result } = importOne(saved, {
    ...ada({ updatedAt: LATE }),
    mount: 'A black horse',
    familiar: { kind: 'owl', name: 'Hoot' },
    background: { title: 'T', content: ['P'], mood: 'grim' },
  });
  expect(result).toMatchObject({
    mount: 'A black horse',
    familiar: { kind: 'owl', name: 'Hoot' },
    background: { mood: 'grim' },
    updatedAt: LATE,
  });
  expect(importOne(saved, ada({ updatedAt: EARLY })).ada).toMatchObject({ mount: 'A grey mare' });
});

test('undo takes back what the import did and keeps what changed since', () => {
  const saved = [ada({ updatedAt: EARLY, notes: 'Old' }), bram];
  const merge = mergeImported(saved, [
    ada({ updatedAt: LATE, notes: 'New' }),
    makeCharacter({ id: 'cora' }),
  ]);
  const since = [...merge.characters, makeCharacter({ id: 'dan' })];
  expect(undoImport(since, merge).map((c) => [c.id, c.notes])).toEqual([
    ['ada', 'Old'],
    ['bram', undefined],
    ['dan', undefined],
  ]);
});

test('a file holding the same character twice adds it once', () => {
  const twice = ada({ updatedAt: LATE });
  const merge = mergeImported([], [twice, { ...twice, notes: 'again' }]);
  expect(merge.characters).toEqual([twice]);
  expect([merge.added, merge.unchanged]).toEqual([['ada'], 1]);
});

test('Update saved copy: the card content with the saved copy’s id and notes, dated now', () => {
  const saved = ada({ notes: 'Owes a debt', updatedAt: EARLY });
  const edited = makeCharacter({ id: 'edit-1', firstName: 'Adela', notes: 'stale' });
  const copy = updatedCopy(saved, edited, new Date(LATE));
  expect(copy).toEqual({ ...edited, id: 'ada', notes: 'Owes a debt', updatedAt: LATE });
  expect(sameContent(copy, edited)).toBe(true);
  expect(sameContent(copy, saved)).toBe(false);
  expect(updatedCopy(ada(), edited, new Date(LATE))).not.toHaveProperty('notes');
  // Key order does not matter, nested values do.
  const reordered = {
    ...edited,
    background: { content: edited.background.content, title: edited.background.title },
  };
  expect(sameContent(reordered, edited)).toBe(true);
  expect(
    sameContent({ ...edited, background: { ...edited.background, content: ['Other.'] } }, edited),
  ).toBe(false);
  // The copy replaced is the nearest saved one the card's character was edited from.
  expect(firstSaved([bram, saved], ['edit-0', 'ada', 'bram'])).toBe(saved);
  expect(firstSaved([bram], ['edit-0'])).toBeUndefined();
});
