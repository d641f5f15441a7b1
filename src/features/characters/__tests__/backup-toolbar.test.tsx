import { act, screen, waitFor, within } from '@testing-library/react';
import { CharactersPage } from '../characters-page';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { CARD_LABELS, makeCharacter, makeTableReady } from '@/testing/fixtures';
import { printedSheets } from '@/testing/print';
import type { Character } from '@/domain/character';

function setup() {
  const saved = [makeCharacter({ id: 'a', firstName: 'Ada' })];
  const history = [makeCharacter({ id: 'h', firstName: 'Hal' })];
  const storage = new MemoryStorage({
    characters: JSON.stringify(saved),
    characterHistory: JSON.stringify(history),
  });
  return {
    saved,
    history,
    ...renderWithProviders(<CharactersPage />, { storage, route: '/characters' }),
  };
}

const fileInput = () =>
  document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const file = (text: string, name = 'backup.json') =>
  new File([text], name, { type: 'application/json' });
test('the toolbar has Export, Import, Print all and Copy all; the file picker takes .json', () => {
  setup();
  const toolbar = screen.getByRole('group', { name: 'Backup and printing' });
  for (const name of ['Export', 'Import', 'Print all', 'Copy all']) {
    expect(within(toolbar).getByRole('button', { name })).toBeEnabled();
  }
  expect(fileInput()).toHaveAttribute('accept', '.json,application/json,.zip,application/zip');
});

test('Import adds new characters and History rows, leaves saved ones as they are, says so, and Undo takes both back', async () => {
  const { user, storage, saved } = setup();
  const text = JSON.stringify({
    app: 'fantasy-character-generator',
    version: 1,
    exportedAt: '2026-01-01T00:00:00.000Z',
    characters: [...saved, makeCharacter({ id: 'b', firstName: 'Bea' }), 7],
    history: [makeCharacter({ id: 'h2', firstName: 'Ivo' })],
  });
  await user.upload(fileInput(), file(text));
  const summary = await screen.findByText(
    'Imported 1, updated 0, unchanged 1. 1 unreadable entry skipped. 1 row added to History.',
  );
  const ids = (key: string) =>
    JSON.parse(storage.getItem(key) ?? '[]').map((c: { id: string }) => c.id);
  expect(ids('characters')).toEqual(['a', 'b']);
  expect(ids('characterHistory')).toEqual(['h', 'h2']);
  const alert = summary.closest('[role="alert"]') as HTMLElement;
  await user.click(within(alert).getByRole('button', { name: 'Undo' }));
  await screen.findByText('Import undone');
  expect(ids('characters')).toEqual(['a']);
  expect(ids('characterHistory')).toEqual(['h']);
});

test('Import brings newer copies of saved characters, counts each case, and Undo takes it back', async () => {
  const storage = new MemoryStorage({
    characters: JSON.stringify([
      makeCharacter({ id: 'a', firstName: 'Ada', updatedAt: '2026-01-01T00:00:00.000Z' }),
      makeCharacter({
        id: 'b',
        firstName: 'Bea',
        notes: 'Kept',
        updatedAt: '2026-01-05T00:00:00.000Z',
      }),
    ]),
  });
  const before = storage.getItem('characters');
  const { user } = renderWithProviders(<CharactersPage />, { storage, route: '/characters' });
  const text = JSON.stringify({
    app: 'fantasy-character-generator',
    version: 1,
    exportedAt: '2026-01-06T00:00:00.000Z',
    characters: [
      makeCharacter({
        id: 'a',
        firstName: 'Ada',
        notes: 'Met at the ford',
        updatedAt: '2026-01-02T00:00:00.000Z',
      }),
      makeCharacter({
        id: 'b',
        firstName: 'Bea',
        notes: 'Older',
        updatedAt: '2026-01-04T00:00:00.000Z',
      }),
      makeCharacter({ id: 'c', firstName: 'Cora' }),
    ],
  });
  await user.upload(fileInput(), file(text));
  const alert = (await screen.findByText('Imported 1, updated 1, unchanged 1')).closest(
    '[role="alert"]',
  ) as HTMLElement;
  const stored = () =>
    JSON.parse(storage.getItem('characters') ?? '[]').map((c: Character) => [c.id, c.notes]);
  expect(stored()).toEqual([
    ['a', 'Met at the ford'],
    ['b', 'Kept'],
    ['c', undefined],
  ]);
  expect(screen.getByText('Met at the ford')).toBeVisible();
  await user.click(within(alert).getByRole('button', { name: 'Undo' }));
  await screen.findByText('Import undone');
  expect(storage.getItem('characters')).toBe(before);
  expect(screen.queryByText('Met at the ford')).not.toBeInTheDocument();
});

test('a file from a newer version of the app says so and changes nothing', async () => {
  const { user, storage } = setup();
  const before = storage.getItem('characters');
  const text = JSON.stringify({ app: 'fantasy-character-generator', version: 2, characters: [] });
  await user.upload(fileInput(), file(text));
  await screen.findByText(/^This file was exported by a newer version of the app\./);
  expect(screen.queryByText('This file is not a character export.')).not.toBeInTheDocument();
  expect(storage.getItem('characters')).toBe(before);
});

test('Export with nothing saved says Nothing to export yet and downloads nothing', async () => {
  const { user } = renderSaved();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click');
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Backup (JSON)' }));
  await screen.findByText('Nothing to export yet');
  expect(click).not.toHaveBeenCalled();
});

test('Export hands a dated file to the downloads', async () => {
  const { user } = setup();
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
  const names: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Backup (JSON)' }));
  await waitFor(() =>
    expect(names).toEqual([expect.stringMatching(/^characters-\d{4}-\d{2}-\d{2}\.json$/)]),
  );
});

test('Copy as text on a card puts Markdown on the clipboard and says Copied', async () => {
  const { user } = setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  const card = screen.getByRole('article', { name: /Ada/ });
  await user.click(within(card).getByRole('button', { name: 'Copy as text' }));
  await screen.findByText('Copied');
  expect(writeText.mock.calls[0]?.[0]).toMatch(/^# Ada /);
});

/** My Characters with these characters saved. */
function renderSaved(...characters: Character[]) {
  const storage = new MemoryStorage({ characters: JSON.stringify(characters) });
  return renderWithProviders(<CharactersPage />, { storage, route: '/characters' });
}

test('Print all prints a sheet per character shown, with every attribute, then takes them away', async () => {
  const { user } = renderSaved(
    makeCharacter({ id: 'a', firstName: 'Ada' }),
    makeCharacter({ id: 'b', firstName: 'Bea' }),
  );
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  await user.click(screen.getByRole('button', { name: 'Print all' }));
  const root = await printedSheets();
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  const sheets = root.querySelectorAll('.cg-sheet');
  expect([...sheets].map((sheet) => sheet.querySelector('h1')?.textContent)).toEqual([
    'Ada Stormwind',
    'Bea Stormwind',
  ]);
  expect([...(sheets[0] as Element).querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(
    CARD_LABELS,
  );
  expect(root.querySelector('.cg-sheet > p:not(.cg-epithet)')).toHaveTextContent(
    'Aldric grew up on the walls of Varn.',
  );
  // Nothing on the sheet is a button.
  expect(within(root).queryByRole('button')).not.toBeInTheDocument();
  act(() => {
    window.dispatchEvent(new Event('afterprint'));
  });
  // The job's sheets go; what stays is the hidden copy kept for the browser's own print.
  expect(root).not.toBeInTheDocument();
});

test("the browser's own print finds the sheets of the characters shown, kept ready", async () => {
  const { user } = renderSaved(
    makeCharacter({ id: 'a', firstName: 'Ada' }),
    makeCharacter({ id: 'b', firstName: 'Bea' }),
  );
  await user.type(screen.getByLabelText('Search characters'), 'bea');
  const root = await waitFor(
    () => {
      const found = document.querySelector<HTMLElement>('body > .cg-print-root');
      if (!found?.querySelector('.cg-sheet h1')) throw new Error('no sheets yet');
      return found;
    },
    { timeout: 3000 },
  );
  expect([...root.querySelectorAll('.cg-sheet h1')].map((h) => h.textContent)).toEqual([
    'Bea Stormwind',
  ]);
  expect(root.querySelector('img')).toHaveAttribute('loading', 'lazy');
});

test("a card's own Print prints its character with the notes as text", async () => {
  const { user } = renderSaved(
    makeCharacter({ id: 'a', firstName: 'Ada' }),
    makeCharacter({ id: 'b', firstName: 'Bea', notes: '  Owes us <b>40 gold</b> ' }),
  );
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const card = screen.getByRole('article', { name: /Bea/ });
  await user.click(within(card).getByRole('button', { name: 'Print' }));
  const root = await printedSheets();
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  expect(root.querySelectorAll('.cg-sheet')).toHaveLength(1);
  expect(root.querySelector('h1')).toHaveTextContent('Bea Stormwind');
  expect(root.querySelector('.cg-notes')?.textContent).toBe('Owes us <b>40 gold</b>');
  expect(root.querySelector('b')).toBeNull();
});

test('the printed sheet has At the table, secret included, between attributes and story', async () => {
  const { user } = renderSaved(
    makeCharacter({ id: 'f', firstName: 'Fen', tableReady: makeTableReady() }),
  );
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const card = screen.getByRole('article', { name: /Fen/ });
  await user.click(within(card).getByRole('button', { name: 'Print' }));
  const root = await printedSheets();
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  expect([...root.querySelectorAll('.cg-sheet h2')].map((h) => h.textContent)).toEqual([
    'At the table',
    'The Shield of Varn',
  ]);
  const rows = [...root.querySelectorAll('.cg-table-ready dt')].map(
    (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
  );
  expect(rows).toContain('Traits: Calm, wry, patient');
  expect(rows).toContain('Secret: Drowned a tax man.');
  expect(rows).toHaveLength(9);
});

test("Copy all with a campaign chosen copies the characters it shows, under the campaign's name", async () => {
  const storage = new MemoryStorage({
    characters: JSON.stringify([
      makeCharacter({ id: 'a', firstName: 'Ada', lastName: 'Quill', campaigns: ['k1'] }),
      makeCharacter({ id: 'b', firstName: 'Bea', lastName: 'Stone' }),
      makeCharacter({ id: 'c', firstName: 'Cato', lastName: 'Reed', campaigns: ['k1', 'k2'] }),
    ]),
    campaigns: JSON.stringify([
      { id: 'k1', name: 'Saltmarsh' },
      { id: 'k2', name: 'Hollow King' },
    ]),
  });
  const { user } = renderWithProviders(<CharactersPage />, { storage, route: '/characters' });
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.selectOptions(screen.getByLabelText('Campaign'), 'Saltmarsh');
  await user.click(screen.getByRole('button', { name: 'Copy all' }));
  await screen.findByText('Copied 2 characters');
  const text = String(writeText.mock.calls[0]?.[0]);
  expect(text).toMatch(/^# Saltmarsh\n\n# Ada Quill/);
  expect(text).toContain('\n---\n\n# Cato Reed');
  expect(text).not.toContain('Bea Stone');
});
