import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GeneratorPage } from '../generator-page';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { TABLE_READY_LABELS, makeCharacter, makeTableReady } from '@/testing/fixtures';
import { createRandom } from '@/domain/random';
import type { TableReady } from '@/domain/table-ready/fields';
import { missingTableReadyFields } from '@/domain/table-ready/read';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { fakeModel } from '@/testing/fake-model';
import { STARTER_COUNT, starterCharacter } from '@/state/state-providers';

// The rerolls load the offline generator when first pressed; loaded here, once per file.
beforeAll(() => import('@/domain/generator'));

const rows = makeTableReady({ occupation: 'Smuggler', traits: ['wary', 'generous', 'restless'] });

function setup(
  options: Pick<Parameters<typeof renderWithProviders>[1] & {}, 'createModelClient'> & {
    storage?: MemoryStorage;
    tableReady?: TableReady | null;
  } = {},
) {
  const { storage = new MemoryStorage(), tableReady = rows, createModelClient } = options;
  const initial = makeCharacter(tableReady ? { tableReady } : {});
  const rendered = renderWithProviders(<GeneratorPage />, {
    storage,
    random: createRandom(11),
    createInitialCharacter: () => initial,
    ...(createModelClient ? { createModelClient } : {}),
  });
  return { ...rendered, user: userEvent.setup({ delay: null, skipHover: true }) };
}

const section = () => screen.getByRole('region', { name: 'At the table' });
const button = (name: string) => within(section()).getByRole('button', { name });
/** The value shown beside a label. */
const value = (label: string) => within(section()).getByText(label).nextElementSibling?.textContent;

test('the section sits above the story, with the nine rows and their controls', () => {
  setup();
  const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  expect(headings.indexOf('At the table')).toBeLessThan(headings.indexOf('History:'));
  for (const label of TABLE_READY_LABELS) {
    const lower = label.toLowerCase();
    expect(within(section()).getByText(label).tagName).toBe('DT');
    expect(button(`Reroll character's ${lower}`)).toBeInTheDocument();
    expect(button(`Edit ${lower}`)).toBeInTheDocument();
    expect(button(`Lock ${lower}`)).toHaveAttribute('aria-pressed', 'false');
  }
  expect(value('Occupation')).toBe('Smuggler');
  expect(value('Traits')).toBe('wary, generous, restless');
});

test('the built-in first character shows every row At the table, as do the other starters', () => {
  renderWithProviders(<GeneratorPage />, { createInitialCharacter: () => starterCharacter(0) });
  expect(value('Occupation')).toBe(starterCharacter(0).tableReady?.occupation);
  for (const label of TABLE_READY_LABELS) expect(value(label)?.trim()).toBeTruthy();
  for (let index = 1; index < STARTER_COUNT; index += 1) {
    const rows = starterCharacter(index).tableReady;
    expect(rows && missingTableReadyFields(rows)).toEqual([]);
  }
});

test('a character saved before these rows existed shows no section', () => {
  setup({ tableReady: null });
  expect(screen.queryByRole('region', { name: 'At the table' })).not.toBeInTheDocument();
  expect(screen.queryByText('Occupation')).not.toBeInTheDocument();
});

test('the secret is hidden until Show secret is pressed, and the choice is remembered', async () => {
  const storage = new MemoryStorage();
  const { user, unmount } = setup({ storage });
  expect(button('Show secret')).toHaveAttribute('aria-expanded', 'false');
  expect(value('Secret')).toBe('Hidden');
  expect(screen.queryByText(rows.secret)).not.toBeInTheDocument();
  // Editing would show it: the editor waits until the secret is shown.
  expect(button('Edit secret')).toBeDisabled();
  await user.click(button('Show secret'));
  // Shown, the button says what it now does.
  expect(within(section()).queryByRole('button', { name: 'Show secret' })).toBeNull();
  expect(button('Hide secret')).toHaveAttribute('aria-expanded', 'true');
  expect(value('Secret')).toBe(rows.secret);
  expect(button('Edit secret')).toBeEnabled();
  expect(storage.getItem(STORAGE_KEYS.showSecret)).toBe('true');
  unmount();
  // A reload: the same storage, a fresh app (showing the same first character again).
  storage.removeItem(STORAGE_KEYS.current);
  const again = setup({ storage });
  expect(button('Hide secret')).toHaveAttribute('aria-expanded', 'true');
  expect(value('Secret')).toBe(rows.secret);
  await again.user.click(button('Hide secret'));
  expect(button('Show secret')).toHaveAttribute('aria-expanded', 'false');
  expect(value('Secret')).toBe('Hidden');
  expect(storage.getItem(STORAGE_KEYS.showSecret)).toBe('false');
});

test('a reroll changes that row only, and Undo brings it back', async () => {
  const { user } = setup();
  await user.click(button("Reroll character's voice"));
  expect(await screen.findByText('Updated character')).toBeInTheDocument();
  expect(value('Voice')).not.toBe(rows.voice);
  expect(value('Look')).toBe(rows.look);
  expect(value('Occupation')).toBe(rows.occupation);
  // The story stays as it was.
  const story = screen.getByRole('region', { name: 'History:' });
  expect(within(story).getByText('The Shield of Varn')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(value('Voice')).toBe(rows.voice);
});

test('a hidden secret rerolls without showing', async () => {
  const { user } = setup();
  await user.click(button("Reroll character's secret"));
  expect(await screen.findByText('Updated character')).toBeInTheDocument();
  expect(value('Secret')).toBe('Hidden');
  await user.click(button('Show secret'));
  expect(value('Secret')).not.toBe(rows.secret);
});

test('traits are edited as text separated by commas; a refused value says why and is kept', async () => {
  const { user } = setup();
  await user.click(button('Edit traits'));
  const field = await within(section()).findByRole('textbox', { name: 'Traits' });
  expect(field).toHaveValue('wary, generous, restless');
  await user.clear(field);
  await user.paste('loud, kind, wary, shy');
  await user.keyboard('{Enter}');
  expect(within(section()).getByText('Traits are 1 to 3 items separated by commas')).toBeVisible();
  expect(field).toHaveValue('loud, kind, wary, shy');
  await user.clear(field);
  await user.paste('loud ,kind');
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Updated character')).toBeInTheDocument();
  expect(value('Traits')).toBe('loud, kind');
  expect(button('Edit traits')).toHaveFocus();
});

test('an occupation typed by hand replaces it', async () => {
  const { user } = setup();
  await user.click(button('Edit occupation'));
  const field = await within(section()).findByRole('textbox', { name: 'Occupation' });
  await user.clear(field);
  await user.paste('Lamplighter');
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Updated character')).toBeInTheDocument();
  expect(value('Occupation')).toBe('Lamplighter');
});

test('a locked occupation stays through Generate; the unlocked rows are new', async () => {
  const { user } = setup();
  await user.click(button('Lock occupation'));
  expect(button('Lock occupation')).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  expect(await screen.findByText('New character generated')).toBeInTheDocument();
  // The rows under the name follow it a moment after.
  await waitFor(() => expect(value('Look')).not.toBe(rows.look));
  expect(value('Occupation')).toBe(rows.occupation);
});

test('with a model set, a row rerolled or edited asks the model nothing; the story stays', async () => {
  const model = fakeModel({ error: new Error('The model should not be asked') });
  const storage = new MemoryStorage({
    useOllamaAPI: 'true',
    ollamaEndpoint: '"http://localhost:11434"',
    ollamaModelName: '"llama3"',
  });
  const { user } = setup({ storage, createModelClient: model.createModelClient });
  await user.click(button("Reroll character's bond"));
  expect(await screen.findByText('Updated character')).toBeInTheDocument();
  expect(value('Bond')).not.toBe(rows.bond);
  await user.click(button('Edit flaw'));
  const field = await within(section()).findByRole('textbox', { name: 'Flaw' });
  await user.clear(field);
  await user.paste('Trusts no one');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(value('Flaw')).toBe('Trusts no one'));
  expect(model.calls).toHaveLength(0);
  const story = screen.getByRole('region', { name: 'History:' });
  expect(within(story).getByText('The Shield of Varn')).toBeInTheDocument();
});
