import { act, screen, waitFor, within } from '@testing-library/react';
import { CharactersPage } from '../characters-page';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';
import { printedSheets } from '@/testing/print';
import type { Character } from '@/domain/character';
import * as pictures from '@/use-cases/pictures';

/** The browser's picture storage, stood in for: each picture is a blob named after its id. */
jest.mock('@/use-cases/pictures', () => ({
  loadPicture: jest.fn(),
  measurePictures: jest.fn(),
}));
const load = jest.mocked(pictures.loadPicture);

beforeEach(() => {
  load.mockImplementation(async (id) => (id === 'gone' ? null : new Blob([id])));
  jest.mocked(pictures.measurePictures).mockResolvedValue(1000);
  let made = 0;
  URL.createObjectURL = jest.fn(() => `blob:picture-${(made += 1)}`);
  URL.revokeObjectURL = jest.fn();
});

const ADA = makeCharacter({ id: 'a', firstName: 'Ada', lastName: 'Test', pictureId: 'pic-a' });
const BEA = makeCharacter({ id: 'b', firstName: 'Bea', lastName: 'Test' });

function renderSaved(characters: Character[], view?: string) {
  const storage = new MemoryStorage({
    characters: JSON.stringify(characters),
    ...(view ? { charactersView: view } : {}),
  });
  return renderWithProviders(<CharactersPage />, { storage, route: '/characters' });
}

const uploadedIn = (root: HTMLElement) => root.querySelector('img[data-uploaded-portrait]');

test('the carousel’s card and Read story show the character’s own picture', async () => {
  const { user } = renderSaved([ADA, BEA]);
  const card = screen.getByRole('article', { name: 'Ada Test' });
  await waitFor(() =>
    expect(uploadedIn(card)).toHaveAttribute('src', expect.stringMatching(/^blob:/)),
  );
  expect(uploadedIn(screen.getByRole('article', { name: 'Bea Test' }))).toBeNull();
  await user.click(within(card).getByRole('button', { name: 'Read story' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ada Test' });
  await waitFor(() => expect(uploadedIn(dialog)).not.toBeNull());
});

test('a card’s Print waits for the uploaded picture, then prints it', async () => {
  const { user } = renderSaved([ADA, BEA]);
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const card = screen.getByRole('article', { name: 'Ada Test' });
  await user.click(within(card).getByRole('button', { name: 'Print' }));
  const root = await printedSheets();
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  const printed = uploadedIn(root);
  expect(printed).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  expect(printed).toHaveAttribute('alt', expect.stringContaining(ADA.race));
});

test('a picture gone from this browser prints the classic picture instead', async () => {
  const { user } = renderSaved([{ ...ADA, pictureId: 'gone' }]);
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  await user.click(
    within(screen.getByRole('article', { name: 'Ada Test' })).getByRole('button', {
      name: 'Print',
    }),
  );
  const root = await printedSheets();
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  expect(uploadedIn(root)).toBeNull();
  expect(root.querySelector('.cg-portrait img')).toHaveAttribute(
    'src',
    expect.stringMatching(/\/images\/human\/warrior\/male1\.png$/),
  );
});

test('the List view shows each row’s portrait, reading only the pictures of the rows drawn', async () => {
  const many = Array.from({ length: 1000 }, (_, i) =>
    makeCharacter({ id: `c${i}`, firstName: `N${i}`, lastName: 'Test', pictureId: `pic-${i}` }),
  );
  renderSaved([BEA, ...many], 'list');
  const table = screen.getByRole('table', { name: 'Saved characters' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.length).toBeLessThan(100);
  // Bea has no upload: her classic picture; the others their own pictures.
  const bea = rows[0]!.querySelector('[data-portrait-thumb] img');
  expect(bea).toHaveAttribute(
    'src',
    expect.stringMatching(/\/images\/human\/warrior\/male1\.png$/),
  );
  expect(bea).toHaveAttribute('alt', '');
  expect(bea).toHaveAttribute('loading', 'lazy');
  await waitFor(() => expect(uploadedIn(rows[1]!)).not.toBeNull());
  expect(load.mock.calls.length).toBeLessThan(100);
  expect(within(rows[1]!).getAllByRole('cell')[0]).toHaveTextContent(/^\s*N0 Test$/);
  // Every picture drawn has been read before the test ends.
  await act(async () => {});
});
