import { screen, waitFor, within } from '@testing-library/react';
import { CharactersPage } from '../characters-page';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';

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
const snapshot = (storage: MemoryStorage) =>
  ['characters', 'characterHistory', 'currentCharacter'].map((k) => storage.getItem(k));

test('the toolbar has Export, Import and Print all; the file picker takes .json', () => {
  setup();
  const toolbar = screen.getByRole('group', { name: 'Backup and printing' });
  for (const name of ['Export', 'Import', 'Print all']) {
    expect(within(toolbar).getByRole('button', { name })).toBeEnabled();
  }
  expect(fileInput()).toHaveAttribute('accept', '.json,application/json');
});

test('Import adds new characters and History rows, skips saved ones, and says so', async () => {
  const { user, storage, saved } = setup();
  const text = JSON.stringify({
    app: 'fantasy-character-generator',
    version: 1,
    exportedAt: '2026-01-01T00:00:00.000Z',
    characters: [...saved, makeCharacter({ id: 'b', firstName: 'Bea' }), 7],
    history: [makeCharacter({ id: 'h2', firstName: 'Ivo' })],
  });
  await user.upload(fileInput(), file(text));
  await screen.findByText(
    'Imported 1 character (1 already saved, 1 unreadable entry skipped). 1 row added to History.',
  );
  expect(
    JSON.parse(storage.getItem('characters') ?? '[]').map((c: { id: string }) => c.id),
  ).toEqual(['a', 'b']);
  expect(
    JSON.parse(storage.getItem('characterHistory') ?? '[]').map((c: { id: string }) => c.id),
  ).toEqual(['h', 'h2']);
});

test.each([
  ['not JSON', 'nope {', 'This file is not a character export.'],
  ['the wrong shape', '{"characters": {}}', 'This file is not a character export.'],
  ['a list of no characters', '[1, 2]', 'This file is not a character export.'],
])('a file that is %s changes nothing', async (_, text, message) => {
  const { user, storage } = setup();
  const before = snapshot(storage);
  await user.upload(fileInput(), file(text));
  await screen.findByText(message);
  expect(snapshot(storage)).toEqual(before);
});

test('a file over 5 MB is refused before it is read', async () => {
  const { user, storage } = setup();
  const before = snapshot(storage);
  const big = file('x');
  Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
  const read = jest.fn(async () => 'x');
  Object.defineProperty(big, 'text', { value: read });
  await user.upload(fileInput(), big);
  await screen.findByText('This file is too large to import.');
  expect(read).not.toHaveBeenCalled();
  expect(snapshot(storage)).toEqual(before);
});

test('Copy as text puts Markdown on the clipboard and says Copied', async () => {
  const { user } = setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  const card = screen.getByRole('article', { name: /Ada/ });
  await user.click(within(card).getByRole('button', { name: 'Copy as text' }));
  await screen.findByText('Copied');
  await waitFor(() => expect(writeText).toHaveBeenCalled());
  expect(writeText.mock.calls[0]?.[0]).toMatch(/^# Ada /);
});

test('Share copies a link that opens the same character, and says Link copied', async () => {
  const { user, saved } = setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  const card = screen.getByRole('article', { name: /Ada/ });
  await user.click(within(card).getByRole('button', { name: 'Share' }));
  await screen.findByText('Link copied');
  const link = new URL(String(writeText.mock.calls[0]?.[0]));
  expect(link.pathname).toBe('/character-generator');
  const { decodeSharedCharacter } = await import('@/domain/share-codec');
  await expect(decodeSharedCharacter(link.hash.slice(3), () => 'x')).resolves.toEqual(saved[0]);
});

test('Share opens the system share sheet where there is one, and copies nothing', async () => {
  const { user } = setup();
  const share = jest.fn(async (_data: ShareData) => undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  try {
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const card = screen.getByRole('article', { name: /Ada/ });
    await user.click(within(card).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]?.[0].url).toMatch(/\/character-generator#c=[A-Za-z0-9_-]+$/);
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  } finally {
    delete (navigator as { share?: unknown }).share;
  }
});
