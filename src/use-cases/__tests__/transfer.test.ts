import type { Character } from '@/domain/character';
import { buildExport } from '@/domain/character-export';
import { mergeImportedPacks } from '@/domain/packs/pack-list';
import type { ContentPack } from '@/domain/packs/pack';
import { makeCharacter } from '@/testing/fixtures';
import { importStores } from '@/testing/import-stores';
import { importFile, saveCharacters, type ImportStores } from '../transfer';

const exportFile = (characters: Character[], history: Character[]) =>
  new File([JSON.stringify(buildExport(characters, history))], 'characters.json');

test('an import adds to the saved list and History together, and its Undo takes both back', async () => {
  const { state, api } = importStores();
  state.history = [makeCharacter({ id: 'old-row' })];
  const file = exportFile([makeCharacter({ id: 'new' })], [makeCharacter({ id: 'row' })]);
  const outcome = await importFile(file, api);
  expect(outcome?.message).toBe('Imported 1, updated 0, unchanged 0. 1 row added to History.');
  expect(state.saved.map((c) => c.id)).toEqual(['kept', 'new']);
  expect(state.history.map((c) => c.id)).toEqual(['old-row', 'row']);

  expect(outcome?.undo?.()).toEqual({
    severity: 'success',
    message: 'Import undone',
    text: { id: 'transfer.importUndone' },
  });
  expect(state.saved.map((c) => c.id)).toEqual(['kept']);
  expect(state.history.map((c) => c.id)).toEqual(['old-row']);
});

test('an import that only adds History rows can be undone too', async () => {
  const { state, api } = importStores();
  const outcome = await importFile(exportFile([], [makeCharacter({ id: 'row' })]), api);
  expect(outcome?.undo).toBeDefined();
  outcome?.undo?.();
  expect(state.history).toEqual([]);
});

test('History refusing the rows takes the saved list back too: the import is one change', async () => {
  const { state, api } = importStores({ historyRefused: true });
  const file = exportFile([makeCharacter({ id: 'new' })], [makeCharacter({ id: 'row' })]);
  expect(await importFile(file, api)).toEqual({
    severity: 'error',
    message: 'Failed to import characters',
    text: { id: 'transfer.importFailed' },
  });
  expect(state.saved.map((c) => c.id)).toEqual(['kept']);
});

test('a file that is no export changes nothing and says so', async () => {
  const { state, api } = importStores();
  expect(await importFile(new File(['{"x":1}'], 'x.json'), api)).toEqual({
    severity: 'error',
    message: 'This file is not a character export.',
    text: { id: 'transfer2.notAnExport' },
  });
  expect(state.saved.map((c) => c.id)).toEqual(['kept']);
});

test("a group's save counts what was saved already", () => {
  const { api } = importStores();
  expect(saveCharacters([makeCharacter({ id: 'kept' }), makeCharacter({ id: 'n' })], api)).toEqual({
    severity: 'success',
    message: 'Group saved: 1 added (1 already saved)',
    text: { id: 'saved.groupKept', values: { added: 1, kept: 1 } },
  });
});

test('a backup carries the content packs; Import adds those not here, and Undo takes them back', async () => {
  const { state, api } = importStores();
  const here: ContentPack = {
    id: 'p1',
    name: 'Shire',
    enabled: true,
    tables: { Races: ['Halfling'] },
  };
  const fromFile: ContentPack[] = [
    { ...here, tables: { Races: ['Changed elsewhere'] } },
    { id: 'p2', name: 'Shire', enabled: false, tables: { Looks: ['Tall'] } },
  ];
  let packs = [here];
  const withPacks: ImportStores = {
    ...api,
    importPacks: async (incoming) => {
      const before = packs;
      const merge = mergeImportedPacks(packs, incoming);
      packs = merge.packs;
      return { undo: () => void (packs = before) };
    },
  };
  const backup = buildExport([makeCharacter({ id: 'new' })], [], new Date(), [], fromFile);
  const outcome = await importFile(new File([JSON.stringify(backup)], 'b.json'), withPacks);
  expect(state.saved.map((c) => c.id)).toEqual(['kept', 'new']);
  // The pack already here stays as it is; the other comes in under a free name.
  expect(packs).toEqual([here, { ...fromFile[1], name: 'Shire (2)' }]);
  outcome?.undo?.();
  expect(packs).toEqual([here]);
});
