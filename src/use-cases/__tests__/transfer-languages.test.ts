import { makeCharacter } from '@/testing/fixtures';
import { importStores } from '@/testing/import-stores';
import polish from '@/domain/i18n/catalogs/pl.json';
import german from '@/domain/i18n/catalogs/de.json';
import { readLocalText } from '@/testing/local-text';
import french from '@/domain/i18n/catalogs/fr.json';
import { copyCharacters, copyStatBlock, importFile, saveCharacters } from '../transfer';

const writeText = jest.fn<Promise<void>, [string]>();
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

const ada = (n: number) => Array.from({ length: n }, (_, i) => makeCharacter({ id: `c${i}` }));

test.each([
  [1, 'Skopiowano 1 postać'],
  [2, 'Skopiowano 2 postacie'],
  [5, 'Skopiowano 5 postaci'],
  [22, 'Skopiowano 22 postacie'],
])('Polish counts %i characters copied by its own plural rules', async (count, said) => {
  const outcome = await copyCharacters(ada(count), false, 'Drużyna');
  expect(outcome.message).toBe(`Copied ${count} ${count === 1 ? 'character' : 'characters'}`);
  expect(readLocalText(polish, 'pl', outcome.text)).toBe(said);
});

test('a clipboard that refuses is said in German, the clipboard’s reason in German too', async () => {
  writeText.mockRejectedValueOnce(new Error('Denied.'));
  const outcome = await copyCharacters(ada(2), false, 'Gruppe');
  expect(outcome.severity).toBe('error');
  expect(outcome.message).toBe(
    'Could not copy the characters: the browser refused access to the clipboard',
  );
  expect(readLocalText(german, 'de', outcome.text)).toBe(
    'Die Charaktere konnten nicht kopiert werden: Der Browser hat den Zugriff auf die Zwischenablage verweigert',
  );
});

test('a page without a clipboard says so in Polish', async () => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  const outcome = await copyCharacters(ada(1), false, 'Drużyna');
  expect(outcome.message).toBe(
    'Could not copy the characters: this browser does not let the page use the clipboard',
  );
  expect(readLocalText(polish, 'pl', outcome.text)).toBe(
    'Nie udało się skopiować postaci: ta przeglądarka nie pozwala stronie korzystać ze schowka',
  );
});

test('a saved group says in German how many were added and how many were saved already', () => {
  const { state, api } = importStores();
  state.saved = [makeCharacter({ id: 'c0' })];
  const outcome = saveCharacters(ada(3), api);
  expect(outcome?.message).toBe('Group saved: 2 added (1 already saved)');
  expect(readLocalText(german, 'de', outcome?.text)).toBe(
    'Gruppe gespeichert: 2 hinzugefügt (1 war schon gespeichert)',
  );
});

test('an outcome keeps its English words as they always were, and carries them to translate', async () => {
  expect(await copyStatBlock(makeCharacter())).toBeNull();
  const outcome = await copyCharacters(ada(1), false, 'Party');
  expect(outcome).toEqual({
    severity: 'success',
    message: 'Copied 1 character',
    text: { id: 'transfer.copiedCount', values: { count: 1 } },
  });
});

test('a file that is no export is refused in German, and nothing is imported', async () => {
  const { state, api } = importStores();
  const outcome = await importFile(new File(['{"x":1}'], 'x.json'), api);
  expect(outcome?.message).toBe('This file is not a character export.');
  expect(readLocalText(german, 'de', outcome?.text)).toBe('Diese Datei ist kein Charakterexport.');
  expect(state.saved.map((c) => c.id)).toEqual(['kept']);
});

test('a spreadsheet export is refused in French, the buttons named as French shows them', async () => {
  const { api } = importStores();
  const csv = new File(
    ['"Id","First Name","Last Name","Race"\n"a","Ada","Quill","Elf"\n'],
    'characters.csv',
  );
  const outcome = await importFile(csv, api);
  expect(outcome?.message).toBe(
    'This is a spreadsheet export: Import reads Backup (JSON) and Foundry VTT files.',
  );
  expect(readLocalText(french, 'fr', outcome?.text)).toBe(
    'Ceci est un export pour tableur\u00a0: «\u00a0Importer\u00a0» lit les fichiers Sauvegarde (JSON) et Foundry VTT.',
  );
});
