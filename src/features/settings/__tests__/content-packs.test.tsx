import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SettingsPage } from '../settings-page';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';

const storedPacks = (storage: MemoryStorage) =>
  JSON.parse(storage.getItem('contentPacks') ?? '[]') as { name: string; enabled: boolean }[];

const pick = (input: HTMLElement, file: File) =>
  fireEvent.change(input, { target: { files: [file] } });

test('New pack: a name and a table typed by hand, with a count, saved on and listed', async () => {
  const { user, storage } = renderWithProviders(<SettingsPage />);
  await user.click(screen.getByRole('button', { name: 'New pack' }));
  const dialog = await screen.findByRole('dialog', { name: 'New pack' });
  await user.click(within(dialog).getByRole('textbox', { name: 'Pack name' }));
  await user.paste('Shire');
  const races = within(dialog).getByRole('textbox', { name: 'Races' });
  await user.click(races);
  await user.paste('Halfling | 20-150 | Looks like Human\nhalfling\n\nGnome | 40-400');
  expect(within(dialog).getByText(/^2 entries/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save pack' }));
  const list = await screen.findByRole('list', { name: 'Content packs' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(storedPacks(storage)).toMatchObject([{ name: 'Shire', enabled: true }]);
  expect(within(list).getByRole('switch', { name: 'Shire' })).toBeChecked();
  expect(within(list).getByText('Races 2')).toBeInTheDocument();
});

test('a line that cannot be read is named with its number and holds Save back', async () => {
  const { user } = renderWithProviders(<SettingsPage />);
  await user.click(screen.getByRole('button', { name: 'New pack' }));
  const dialog = await screen.findByRole('dialog', { name: 'New pack' });
  await user.click(within(dialog).getByRole('textbox', { name: 'Pack name' }));
  await user.paste('Broken');
  await user.click(within(dialog).getByRole('textbox', { name: 'Classes' }));
  await user.paste('Bard\nRanger | Plays like Bard');
  expect(
    within(dialog).getByText(/^Line 2: "Plays like" takes one of Warrior/),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Save pack' })).toBeDisabled();
});

test('a pack switched off is stored off; Delete pack, then Undo brings it back', async () => {
  const storage = new MemoryStorage({
    contentPacks: JSON.stringify([{ id: 'p1', name: 'Elves', enabled: true, tables: {} }]),
  });
  const { user } = renderWithProviders(<SettingsPage />, { storage });
  await user.click(await screen.findByRole('switch', { name: 'Elves' }));
  await waitFor(() =>
    expect(storedPacks(storage)).toMatchObject([{ name: 'Elves', enabled: false }]),
  );
  await user.click(screen.getByRole('button', { name: 'Delete pack' }));
  expect(screen.queryByRole('list', { name: 'Content packs' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'New pack' })).toHaveFocus();
  await user.click(await screen.findByRole('button', { name: 'Undo' }));
  expect(await screen.findByRole('switch', { name: 'Elves' })).not.toBeChecked();
  expect(storedPacks(storage)).toMatchObject([{ name: 'Elves' }]);
});

test('Import pack shows what will be added before adding it', async () => {
  const { user, storage } = renderWithProviders(<SettingsPage />);
  const text = '# Races\nHalfling | 20-150\n# First names\n<b>Milo</b> | Halfling\nRosie';
  pick(screen.getByLabelText('Pack file'), new File([text], 'shire.txt', { type: 'text/plain' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import pack' });
  const preview = within(dialog).getByRole('list', { name: 'What will be added' });
  expect(preview).toHaveTextContent('Races: 1 (Halfling | 20-150)');
  // Markup in an entry is shown as the text it is.
  expect(preview).toHaveTextContent('First names: 2 (<b>Milo</b> | Halfling; Rosie)');
  expect(storedPacks(storage)).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Add pack' }));
  expect(await screen.findByRole('switch', { name: 'shire' })).toBeChecked();
  expect(storedPacks(storage)).toMatchObject([{ name: 'shire', enabled: true }]);
});

test('Import pack: a RollTable goes into the table picked', async () => {
  const { user, storage } = renderWithProviders(<SettingsPage />);
  const json = JSON.stringify({
    name: 'Jobs',
    results: [{ text: 'Ferryman' }, { text: 'Miller' }],
  });
  pick(screen.getByLabelText('Pack file'), new File([json], 'jobs.json'));
  const dialog = await screen.findByRole('dialog', { name: 'Import pack' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Table' }));
  await user.click(screen.getByRole('option', { name: 'Looks' }));
  expect(within(dialog).getByRole('list', { name: 'What will be added' })).toHaveTextContent(
    'Looks: 2 (Ferryman; Miller)',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Add pack' }));
  expect(storedPacks(storage)).toMatchObject([
    { name: 'Jobs', tables: { Looks: ['Ferryman', 'Miller'] } },
  ]);
});

test('a broken file is refused with its line, and nothing is added', async () => {
  const { storage } = renderWithProviders(<SettingsPage />);
  pick(screen.getByLabelText('Pack file'), new File(['Halfling\n'], 'bad.txt'));
  expect(
    await screen.findByText(/^Line 1: put a heading such as "# First names"/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(storedPacks(storage)).toEqual([]);
});

test('Built-in content: a race switched off is stored', async () => {
  const { user, storage } = renderWithProviders(<SettingsPage />);
  const races = screen.getByRole('group', { name: 'Built-in races' });
  await user.click(within(races).getByRole('switch', { name: 'Orc' }));
  expect(JSON.parse(storage.getItem('builtInContent') ?? '{}')).toEqual({
    leftOutRaces: ['Orc'],
    leftOutClasses: [],
  });
});

test('Built-in content: a table switched to the packs’ entries only is stored', async () => {
  const { user, storage } = renderWithProviders(<SettingsPage />);
  const tables = screen.getByRole('group', { name: "Only the packs' entries" });
  await user.click(within(tables).getByRole('switch', { name: 'First names' }));
  expect(within(tables).getByRole('switch', { name: 'First names' })).toBeChecked();
  expect(JSON.parse(storage.getItem('builtInContent') ?? '{}')).toEqual({
    leftOutRaces: [],
    leftOutClasses: [],
    packsOnly: ['First names'],
  });
});
