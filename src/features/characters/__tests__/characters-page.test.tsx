import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CharactersPage } from '../characters-page';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { termsAndValues } from '@/testing/queries';
import { makeCharacter } from '@/testing/fixtures';
import { AUTO_HIDE_MS, UNDO_ALERT_MS } from '@/state/alerts';
import { DEFAULT_PORTRAIT } from '@/domain/portrait';
import type { Character } from '@/domain/character';
import type { StorageLike } from '@/adapters/storage/local-storage';

const NAMES = ['Ada', 'Bram', 'Cora', 'Dain', 'Edda', 'Finn', 'Gwen'];

function seven(): Character[] {
  return NAMES.map((firstName, i) => makeCharacter({ id: `c${i}`, firstName, lastName: 'Test' }));
}

/**
 * A user who acts without pausing and clicks without hovering first: the tooltips a hover opens
 * are not what these tests look at, and each would render again.
 */
const quickUser = () => userEvent.setup({ delay: null, skipHover: true });

async function setup(characters: Character[] = seven()) {
  const storage = new MemoryStorage({ characters: JSON.stringify(characters) });
  const rendered = renderWithProviders(<CharactersPage />, { storage, route: '/characters' });
  return { ...rendered, user: quickUser() };
}

/** The names on the cards of the current page (cards off the page are hidden). */
const shownNames = () =>
  screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const previousButton = () => screen.getByRole('button', { name: 'Previous page' });
const nextButton = () => screen.getByRole('button', { name: 'Next page' });
const cardOf = (name: string) => screen.getByRole('article', { name });
/** A card's delete button, looked up on its own card rather than among every button on the page. */
const deleteOf = (name: string) =>
  within(cardOf(name)).getByRole('button', { name: `Delete ${name}` });
const confirmOf = (name: string) =>
  within(cardOf(name)).getByRole('button', { name: 'Click again to confirm' });
const stored = (storage: StorageLike | null) =>
  (JSON.parse(storage?.getItem('characters') ?? '[]') as Character[]).map((c) => c.firstName);

test('the heading is My Characters; with nothing saved there is no carousel but a way to the generator', async () => {
  renderWithProviders(<CharactersPage />, { route: '/characters' });
  expect(screen.getByRole('heading', { level: 1, name: 'My Characters' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Saved characters' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  expect(screen.getByText('No saved characters yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the Character Generator' })).toHaveAttribute(
    'href',
    '/character-generator',
  );
});

test('a card shows the full name, the epithet, the labelled lines and the portrait', async () => {
  await setup([
    makeCharacter({
      firstName: 'Mirelle',
      lastName: 'Dawnsong',
      epithet: 'The Quiet Flame',
      gender: 'Female',
      age: 212,
      race: 'Elf',
      characterClass: 'Mage',
      alignment: 'Chaotic Good',
    }),
  ]);
  const card = screen.getByRole('article', { name: 'Mirelle Dawnsong' });
  expect(
    within(card).getByRole('heading', { level: 2, name: 'Mirelle Dawnsong' }),
  ).toBeInTheDocument();
  expect(within(card).getByText('The Quiet Flame')).toBeInTheDocument();
  const { terms, values } = termsAndValues(card);
  expect(terms).toEqual(['Gender', 'Age', 'Race', 'Class', 'Alignment']);
  expect(values).toEqual(['Female', '212', 'Elf', 'Mage', 'Chaotic Good']);
  const img = within(card).getByRole('img', { name: 'Elf Mage' });
  expect(img).toHaveAttribute('src', '/character-generator/images/elf/mage/female1.png');
  expect(within(card).getByRole('link', { name: /Open the portrait of Elf Mage/ })).toHaveAttribute(
    'target',
    '_blank',
  );
});

test('a saved character with values not of ours is shown as stored, with the default portrait', async () => {
  const { age: _age, ...stored } = makeCharacter({ id: 'g1', firstName: 'Tink', lastName: 'Cogs' });
  const gnome = { ...stored, race: 'Gnome', characterClass: undefined, alignment: 'Unaligned' };
  const storage = new MemoryStorage({ characters: JSON.stringify([gnome]) });
  renderWithProviders(<CharactersPage />, { storage, route: '/characters' });
  const card = screen.getByRole('article', { name: 'Tink Cogs' });
  expect(termsAndValues(card).values).toEqual(['Male', 'unknown', 'Gnome', 'unknown', 'Unaligned']);
  const img = within(card).getByRole('img', { name: 'Gnome unknown class' });
  expect(img).toHaveAttribute('src', DEFAULT_PORTRAIT);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(storage.keysStartingWith('characters.corrupt-')).toEqual([]);
});

test('3 cards per page; the arrows page by one within bounds (7 characters → 3 pages)', async () => {
  const { user } = await setup();
  // The arrows stay the same buttons from page to page.
  const [previous, next] = [previousButton(), nextButton()];
  expect(shownNames()).toEqual(['Ada Test', 'Bram Test', 'Cora Test']);
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  expect(previous).toBeDisabled();
  expect(next).toBeEnabled();

  await user.click(next);
  expect(shownNames()).toEqual(['Dain Test', 'Edda Test', 'Finn Test']);
  expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  expect(previous).toBeEnabled();
  expect(next).toBeEnabled();

  await user.click(next);
  expect(shownNames()).toEqual(['Gwen Test']);
  expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  expect(next).toBeDisabled();
  // The focus moves to the arrow that still works.
  expect(previous).toHaveFocus();

  // A click on a disabled arrow does nothing.
  fireEvent.click(next);
  expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();

  await user.click(previous);
  expect(shownNames()).toEqual(['Dain Test', 'Edda Test', 'Finn Test']);
  await user.click(previous);
  expect(shownNames()).toEqual(['Ada Test', 'Bram Test', 'Cora Test']);
  expect(previous).toBeDisabled();
  expect(next).toHaveFocus();
});

test('paging slides the row of cards left and right', async () => {
  const { user } = await setup();
  const track = screen.getByTestId('carousel-track');
  expect(track).toHaveStyle({ transform: 'translateX(0px)' });
  await user.click(nextButton());
  // One page: three 300 px cards and their 16 px gaps.
  expect(track).toHaveStyle({ transform: 'translateX(-948px)' });
  await user.click(previousButton());
  expect(track).toHaveStyle({ transform: 'translateX(0px)' });
});

test('a long list draws slots only for the pages beside the one shown, in their places', async () => {
  const many = Array.from({ length: 30 }, (_, i) =>
    makeCharacter({ id: `m${i}`, firstName: `Name${i}`, lastName: 'Test' }),
  );
  await setup(many);
  const track = screen.getByTestId('carousel-track');
  // This page and the next: six slots, not thirty.
  expect(track.children).toHaveLength(6);
  fireEvent.click(nextButton());
  fireEvent.click(nextButton());
  expect(screen.getByText('Page 3 of 10')).toBeInTheDocument();
  expect(shownNames()).toEqual(['Name6 Test', 'Name7 Test', 'Name8 Test']);
  expect(track).toHaveStyle({ transform: 'translateX(-1896px)' });
  // The page before the one beside it stands as one space as wide as its slots, less a gap.
  const [space, ...slots] = Array.from(track.children) as HTMLElement[];
  expect(space).toHaveStyle({ width: `${948 - 16}px` });
  expect(slots).toHaveLength(9);
});

test('with up to 3 characters both arrows are disabled', async () => {
  await setup(seven().slice(0, 3));
  expect(shownNames()).toHaveLength(3);
  expect(previousButton()).toBeDisabled();
  expect(nextButton()).toBeDisabled();
  expect(screen.queryByText(/^Page \d+ of/)).not.toBeInTheDocument();
});

test('delete is two-step: the first click arms it with the tooltip, the second removes the card', async () => {
  const { user, storage } = await setup(seven().slice(0, 2));
  const card = screen.getByRole('article', { name: 'Ada Test' });
  await user.click(within(card).getByRole('button', { name: 'Delete Ada Test' }));

  // Armed: nothing removed yet, the tooltip asks for a second click.
  expect(screen.getByRole('article', { name: 'Ada Test' })).toBeInTheDocument();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Click again to confirm');
  const armed = within(card).getByRole('button', { name: 'Click again to confirm' });
  expect(stored(storage)).toEqual(['Ada', 'Bram']);

  await user.click(armed);
  expect(screen.queryByRole('article', { name: 'Ada Test' })).not.toBeInTheDocument();
  expect(shownNames()).toEqual(['Bram Test']);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Success');
  expect(alert).toHaveTextContent('Character removed');
  // Stored at once, so a reload shows the same list.
  expect(stored(storage)).toEqual(['Bram']);
});

test('Undo on the alert puts a deleted character back in its place, stored', async () => {
  const { user, storage } = await setup(seven().slice(0, 3));
  await user.click(deleteOf('Bram Test'));
  await user.click(confirmOf('Bram Test'));
  expect(stored(storage)).toEqual(['Ada', 'Cora']);
  const alert = screen.getByRole('alert');
  await user.click(within(alert).getByRole('button', { name: 'Undo' }));
  expect(stored(storage)).toEqual(['Ada', 'Bram', 'Cora']);
  expect(shownNames()).toEqual(['Ada Test', 'Bram Test', 'Cora Test']);
  expect(await screen.findByText('Character restored')).toBeInTheDocument();
  expect(document.activeElement).not.toBe(document.body);
});

test('a mousedown anywhere outside the armed button disarms it', async () => {
  const { user, storage } = await setup(seven().slice(0, 2));
  await user.click(deleteOf('Ada Test'));
  expect(confirmOf('Ada Test')).toBeInTheDocument();

  fireEvent.mouseDown(screen.getByRole('heading', { level: 1, name: 'My Characters' }));
  expect(screen.queryByRole('button', { name: 'Click again to confirm' })).not.toBeInTheDocument();

  // Disarmed: the next click arms again rather than deleting.
  await user.click(deleteOf('Ada Test'));
  expect(screen.getByRole('article', { name: 'Ada Test' })).toBeInTheDocument();
  expect(stored(storage)).toEqual(['Ada', 'Bram']);

  // A mousedown on another card's delete button disarms this one (and arms nothing by itself).
  // (async act: the button's ripple starts a tick after the mousedown)
  await act(async () => {
    fireEvent.mouseDown(deleteOf('Bram Test'));
  });
  expect(screen.queryByRole('button', { name: 'Click again to confirm' })).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('Escape disarms the armed delete without closing anything else', async () => {
  const { user } = await setup(seven().slice(0, 1));
  await user.click(deleteOf('Ada Test'));
  await user.keyboard('{Escape}');
  expect(deleteOf('Ada Test')).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Ada Test' })).toBeInTheDocument();
});

test('deleting the last card of the last page keeps the page index in bounds', async () => {
  const { user, storage } = await setup();
  await user.click(nextButton());
  await user.click(nextButton());
  expect(shownNames()).toEqual(['Gwen Test']);

  const button = deleteOf('Gwen Test');
  await user.click(button);
  await user.click(confirmOf('Gwen Test'));

  // Back on the (new) last page, with its three cards.
  expect(shownNames()).toEqual(['Dain Test', 'Edda Test', 'Finn Test']);
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  expect(nextButton()).toBeDisabled();
  expect(previousButton()).toBeEnabled();
  expect(stored(storage)).toEqual(['Ada', 'Bram', 'Cora', 'Dain', 'Edda', 'Finn']);
});

test('deleting every character leaves the empty state', async () => {
  const { user } = await setup(seven().slice(0, 1));
  await user.click(deleteOf('Ada Test'));
  await user.click(confirmOf('Ada Test'));
  expect(screen.queryByRole('region', { name: 'Saved characters' })).not.toBeInTheDocument();
  expect(screen.getByText('No saved characters yet')).toBeInTheDocument();
});

test('the success alert offers Undo for about 8 s, then hides itself', async () => {
  jest.useFakeTimers();
  try {
    await setup(seven().slice(0, 1));
    fireEvent.click(deleteOf('Ada Test'));
    fireEvent.click(confirmOf('Ada Test'));
    expect(screen.getByRole('alert')).toHaveTextContent('Character removed');
    act(() => {
      jest.advanceTimersByTime(AUTO_HIDE_MS + 10);
    });
    // Longer than an ordinary success alert: there is time to take it back.
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Undo' })).toBeVisible();
    act(() => {
      jest.advanceTimersByTime(UNDO_ALERT_MS - AUTO_HIDE_MS);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('a Non-binary card keeps the same picture across renders and reloads', async () => {
  const character = makeCharacter({ id: 'nb-42', firstName: 'Sable', gender: 'Non-binary' });
  const first = await setup([character]);
  const src = () => screen.getByRole('img', { name: 'Human Warrior' }).getAttribute('src');
  const urls = [src()];
  first.unmount();
  await setup([character]);
  urls.push(src());
  expect(urls[0]).toBe(urls[1]);
  expect(urls[0]).toMatch(/\/human\/warrior\/(male|female)1\.png$/);
});

test('a first visit loads only the portraits it shows; paging brings in the neighbours', async () => {
  const many = Array.from({ length: 12 }, (_, i) =>
    makeCharacter({ id: `m${i}`, firstName: `N${i}`, race: 'Orc' }),
  );
  const { user } = await setup(many);
  // The cards' pictures, not those of the sheets kept ready for printing once the page is idle.
  const pictures = () =>
    [...document.querySelectorAll('img')].filter((img) => !img.closest('.cg-print-root')).length;
  // Only page 1 is rendered until the user pages.
  expect(pictures()).toBe(3);
  // On page 2, pages 1 and 3 are kept ready for the next slide; page 4 is not yet.
  await user.click(nextButton());
  expect(pictures()).toBe(9);
});
