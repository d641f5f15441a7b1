import { fireEvent, screen, within } from '@testing-library/react';
import { ContentPacks } from '../content-packs-section';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';

beforeAll(() =>
  Promise.all([
    import('@/domain/i18n/catalogs/de.json'),
    import('@/domain/i18n/catalogs/pl.json'),
    import('../pack-editor-dialog'),
    import('@/domain/packs/pack-files'),
  ]),
);

/** A language's catalog arrives as a download does: the first import can take seconds. */
const ARRIVES = { timeout: 10000 };

const packs = (language: string, stored: Record<string, string> = {}) =>
  renderWithProviders(<ContentPacks />, {
    storage: new MemoryStorage({ interfaceLanguage: language, ...stored }),
    route: '/settings',
  });

const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('Paketdatei'), { target: { files: [file] } });

test('in German the packs, their tables and the built-in content read German', async () => {
  packs('de', {
    contentPacks: JSON.stringify([
      { id: 'p1', name: 'Auenland', enabled: true, tables: { Races: ['Hobbit'] } },
    ]),
  });
  const list = await screen.findByRole('list', { name: 'Inhaltspakete' }, ARRIVES);
  // The pack's own name is the user's, never translated.
  expect(within(list).getByRole('switch', { name: 'Auenland' })).toBeChecked();
  expect(within(list).getByText('Völker 1')).toBeInTheDocument();
  for (const name of ['Bearbeiten', 'Paket exportieren', 'Paket löschen']) {
    expect(within(list).getByRole('button', { name })).toBeInTheDocument();
  }
  expect(screen.getByRole('button', { name: 'Neues Paket' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Eingebaute Inhalte' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Eingebaute Völker' })).toBeInTheDocument();
  const only = screen.getByRole('group', { name: 'Nur die Einträge der Pakete' });
  expect(within(only).getByRole('switch', { name: 'Geschichtentitel' })).toBeInTheDocument();
});

test('in German the editor counts entries and names a faulty line in German', async () => {
  const { user } = packs('de');
  await user.click(await screen.findByRole('button', { name: 'Neues Paket' }, ARRIVES));
  const dialog = await screen.findByRole('dialog', { name: 'Neues Paket' });
  const classes = within(dialog).getByRole('textbox', { name: 'Klassen' });
  await user.click(classes);
  await user.paste('Barde');
  expect(within(dialog).getByText(/^1 Eintrag —/)).toBeInTheDocument();
  await user.paste('\nWaldläufer | Plays like Bard');
  expect(
    within(dialog).getByText(/^Zeile 2: „Plays like“ nimmt eine dieser Klassen: Warrior/),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('status')).toHaveTextContent(
    'Korrigiere die markierte Zeile in Klassen, um zu speichern.',
  );
  expect(within(dialog).getByRole('button', { name: 'Paket speichern' })).toBeDisabled();
});

test('in German a broken pack file is refused in German, with its line', async () => {
  packs('de');
  await screen.findByRole('button', { name: 'Neues Paket' }, ARRIVES);
  pick(new File(['{"name": "x",\n  "tables": [}'], 'kaputt.json'));
  expect(
    await screen.findByText(
      'Zeile 2: das JSON ist hier beschädigt, daher kann nichts aus der Datei gelesen werden.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('in Polish the entry count follows Polish plurals', async () => {
  const { user } = packs('pl');
  await user.click(await screen.findByRole('button', { name: 'Nowy pakiet' }, ARRIVES));
  const dialog = await screen.findByRole('dialog', { name: 'Nowy pakiet' });
  await user.click(within(dialog).getByRole('textbox', { name: 'Zajęcia' }));
  await user.paste('Młynarz\nKowal');
  expect(within(dialog).getByText('2 wpisy')).toBeInTheDocument();
  await user.paste('\nPiekarz\nRybak\nSzewc');
  expect(within(dialog).getByText('5 wpisów')).toBeInTheDocument();
});
