import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ARRIVES, AS_WRITTEN, loadCatalogs } from '@/testing/languages';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';
import { buildExport } from '@/domain/character-export';
import { useCharacters } from '@/state/characters';
import { useCharacterTransfer } from '@/state/character-transfer';
import { useT } from '@/components/i18n';
import { CharacterDialog } from '@/features/characters/character-dialog';

beforeAll(loadCatalogs);

const ada = makeCharacter({ id: 'ada', firstName: 'Ada' });

/** An export file with two new characters and one History row. */
const backup = () =>
  new File(
    [
      JSON.stringify(
        buildExport(
          [makeCharacter({ id: 'n1' }), makeCharacter({ id: 'n2' })],
          [makeCharacter({ id: 'row' })],
        ),
      ),
    ],
    'characters.json',
  );

/** Save, Import and Copy as text, under a heading in the language shown. */
function Actions() {
  const { saveCharacter } = useCharacters();
  const { importFile, actions } = useCharacterTransfer();
  return (
    <>
      <h1>{useT()('nav.settings')}</h1>
      <button onClick={() => saveCharacter(ada)}>save</button>
      <button onClick={() => void importFile(backup())}>import</button>
      <button onClick={() => actions.copyAsText(ada)}>copy</button>
    </>
  );
}

const SETTINGS: Record<string, string> = { en: 'Settings', de: 'Einstellungen', fr: 'Paramètres' };

async function inLanguage(language: string) {
  const storage = new MemoryStorage({ interfaceLanguage: JSON.stringify(language) });
  const shown = renderWithProviders(<Actions />, { storage });
  await screen.findByRole('heading', { name: SETTINGS[language] }, ARRIVES);
  return { ...shown, storage };
}

const notifications = (name: string) => screen.findByRole('region', { name }, ARRIVES);

/** A clipboard for the page that says no. */
function refusingClipboard() {
  const writeText = jest.fn(() => Promise.reject(new Error('Denied.')));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

test('in German a character refused by a full storage is said in German, what failed too', async () => {
  const { storage, user } = await inLanguage('de');
  storage.failWrites = true;
  await user.click(screen.getByRole('button', { name: 'save' }));
  const alert = within(await screen.findByRole('alert', {}, ARRIVES));
  expect(
    alert.getByText(
      /^Der Charakter konnte nicht gespeichert werden: Der Browserspeicher ist voll\. Gespeicherte Charaktere belegen/,
    ),
  ).toBeInTheDocument();
  expect(alert.queryByText(/Failed to save|browser storage/)).not.toBeInTheDocument();
});

test('in English a character refused by a full storage reads as it always did', async () => {
  const { storage, user } = await inLanguage('en');
  storage.failWrites = true;
  await user.click(screen.getByRole('button', { name: 'save' }));
  const alert = within(await screen.findByRole('alert'));
  expect(
    alert.getByText(
      /^Failed to save character: browser storage is full\. Saved characters take 0 KB and History/,
    ),
  ).toBeInTheDocument();
});

test('in German an import is counted in German, and its Undo says so in German', async () => {
  const { user } = await inLanguage('de');
  await user.click(screen.getByRole('button', { name: 'import' }));
  const stack = within(await notifications('Benachrichtigungen'));
  expect(
    await stack.findByText(
      '2 importiert, 0 aktualisiert, 0 unverändert. 1 Eintrag zum Verlauf hinzugefügt.',
    ),
  ).toBeInTheDocument();
  await user.click(stack.getByRole('button', { name: 'Rückgängig' }));
  expect(await stack.findByText('Import rückgängig gemacht')).toBeInTheDocument();
});

test('in English an import is counted as it always was', async () => {
  const { user } = await inLanguage('en');
  await user.click(screen.getByRole('button', { name: 'import' }));
  const stack = within(await notifications('Notifications'));
  expect(
    await stack.findByText('Imported 2, updated 0, unchanged 0. 1 row added to History.'),
  ).toBeInTheDocument();
});

test('in French a clipboard that says no is said in French, its reason too', async () => {
  const { user } = await inLanguage('fr');
  // After the user's session is set up, which brings a clipboard of its own.
  refusingClipboard();
  await user.click(screen.getByRole('button', { name: 'copy' }));
  const stack = within(await notifications('Notifications'));
  expect(
    await stack.findByText(
      'Impossible de copier le personnage\u00a0: le navigateur a refusé l’accès au presse-papiers',
      AS_WRITTEN,
      ARRIVES,
    ),
  ).toBeInTheDocument();
});

test('in Polish notes the browser refuses to store are said in Polish, the text kept', async () => {
  const { user } = renderWithProviders(
    <CharacterDialog
      character={ada}
      open
      onClose={() => undefined}
      onOpenInGenerator={() => undefined}
      onSaveNotes={() => false}
    />,
    { storage: new MemoryStorage({ interfaceLanguage: JSON.stringify('pl') }) },
  );
  const notes = await screen.findByRole('textbox', { name: 'Notatki' }, ARRIVES);
  await user.click(notes);
  await user.paste('Zna drogę do Ost');
  expect(
    await screen.findByText(/^Nie udało się zapisać notatek: pamięć przeglądarki jest pełna/),
  ).toBeInTheDocument();
  expect(notes).toHaveValue('Zna drogę do Ost');
  expect(screen.queryByText(/Notes could not be saved/)).not.toBeInTheDocument();
});
