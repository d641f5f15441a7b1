import { act, fireEvent, screen, within } from '@testing-library/react';
import { CharactersPage } from '../characters-page';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';
import { UNDO_ALERT_MS } from '@/state/alerts';
import type { Character } from '@/domain/character';
import * as pictures from '@/use-cases/pictures';

/** The browser's picture storage, stood in for: what was deleted, and the pictures' size. */
jest.mock('@/use-cases/pictures', () => ({
  loadPicture: jest.fn(),
  forgetPicture: jest.fn(),
  measurePictures: jest.fn(),
}));
const forget = jest.mocked(pictures.forgetPicture);

const PICTURED = makeCharacter({
  id: 'p1',
  firstName: 'Ada',
  lastName: 'Test',
  pictureId: 'pic-1',
});
const OTHER = makeCharacter({ id: 'o1', firstName: 'Bram', lastName: 'Test' });

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(pictures.loadPicture).mockResolvedValue(new Blob(['x'], { type: 'image/webp' }));
  forget.mockResolvedValue(undefined);
  jest.mocked(pictures.measurePictures).mockResolvedValue(2.4 * 1024 * 1024);
  URL.createObjectURL = jest.fn(() => 'blob:picture');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  jest.useRealTimers();
});

/** Lets the pictures' (stood-in) storage answer. */
const settle = () => act(async () => {});

async function deleteAda(stored: Record<string, string> = {}) {
  const storage = new MemoryStorage({
    characters: JSON.stringify([PICTURED, OTHER]),
    ...stored,
  });
  renderWithProviders(<CharactersPage />, { storage, route: '/characters' });
  await settle();
  const card = screen.getByRole('article', { name: 'Ada Test' });
  fireEvent.click(within(card).getByRole('button', { name: 'Delete Ada Test' }));
  fireEvent.click(within(card).getByRole('button', { name: 'Click again to confirm' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Character removed');
  return storage;
}

async function wait(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
  await settle();
}

test('a deleted character’s picture is kept through the Undo window, then deleted', async () => {
  await deleteAda();
  await wait(UNDO_ALERT_MS - 100);
  expect(forget).not.toHaveBeenCalled();
  await wait(2000);
  expect(forget).toHaveBeenCalledTimes(1);
  expect(forget).toHaveBeenCalledWith('pic-1');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('Undo brings the character back with its picture, which is then kept', async () => {
  const storage = await deleteAda();
  fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Undo' }));
  await wait(UNDO_ALERT_MS + 2000);
  expect(forget).not.toHaveBeenCalled();
  const kept = JSON.parse(storage.getItem('characters') ?? '[]') as Character[];
  expect(kept.find((c) => c.id === 'p1')?.pictureId).toBe('pic-1');
  const card = screen.getByRole('article', { name: 'Ada Test' });
  expect(card.querySelector('img[data-uploaded-portrait]')).toHaveAttribute('src', 'blob:picture');
});

test('deleted again after Undo, the picture waits out the new window', async () => {
  await deleteAda();
  fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Undo' }));
  await wait(5000);
  const card = screen.getByRole('article', { name: 'Ada Test' });
  fireEvent.click(within(card).getByRole('button', { name: 'Delete Ada Test' }));
  fireEvent.click(within(card).getByRole('button', { name: 'Click again to confirm' }));
  // The first deletion's window is over, the second's is not: Undo still works.
  await wait(UNDO_ALERT_MS - 1000);
  expect(forget).not.toHaveBeenCalled();
  await wait(3000);
  expect(forget).toHaveBeenCalledWith('pic-1');
});

test.each([
  ['the generator card', 'currentCharacter', JSON.stringify({ character: PICTURED })],
  ['History', 'characterHistory', JSON.stringify([{ ...PICTURED, id: 'h1' }])],
])('a picture %s still shows is kept', async (_where, key, text) => {
  await deleteAda({ [key]: text });
  await wait(UNDO_ALERT_MS + 2000);
  expect(forget).not.toHaveBeenCalled();
});

test('a character without a picture deletes nothing from the pictures', async () => {
  renderWithProviders(<CharactersPage />, {
    storage: new MemoryStorage({ characters: JSON.stringify([OTHER]) }),
    route: '/characters',
  });
  const card = screen.getByRole('article', { name: 'Bram Test' });
  fireEvent.click(within(card).getByRole('button', { name: 'Delete Bram Test' }));
  fireEvent.click(within(card).getByRole('button', { name: 'Click again to confirm' }));
  await wait(UNDO_ALERT_MS + 2000);
  expect(forget).not.toHaveBeenCalled();
});

test('storage full: the message counts the portraits, and nothing is lost', async () => {
  const storage = await deleteAda();
  storage.failWrites = true;
  fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Undo' }));
  expect(
    screen.getByText(
      'Failed to save character: browser storage is full. Saved characters take 1 KB, their ' +
        'portraits 2.4 MB and History 0 KB. Export a backup, then delete characters you no ' +
        'longer need or clear History to make room.',
      { exact: false },
    ),
  ).toBeInTheDocument();
});

describe('Change portrait in Read story', () => {
  async function useDefaultPicture(stored: Record<string, string> = {}) {
    const storage = new MemoryStorage({ characters: JSON.stringify([PICTURED, OTHER]), ...stored });
    renderWithProviders(<CharactersPage />, { storage, route: '/characters' });
    await settle();
    const card = screen.getByRole('article', { name: 'Ada Test' });
    fireEvent.click(within(card).getByRole('button', { name: 'Read story' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ada Test' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change portrait' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Use default picture' }));
    await wait(0);
    return storage;
  }

  test('the picture replaced is deleted, since nothing else shows it', async () => {
    const storage = await useDefaultPicture();
    expect(forget).toHaveBeenCalledWith('pic-1');
    const kept = JSON.parse(storage.getItem('characters') ?? '[]') as Character[];
    expect(kept.find((c) => c.id === 'p1')?.pictureId).toBeUndefined();
  });

  test('the picture replaced is kept while History still shows it', async () => {
    await useDefaultPicture({ characterHistory: JSON.stringify([{ ...PICTURED, id: 'h1' }]) });
    await wait(UNDO_ALERT_MS + 2000);
    expect(forget).not.toHaveBeenCalled();
  });
});
