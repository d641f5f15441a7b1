import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CharactersPage } from '../characters-page';
import { NOTES_NOT_SAVED, NOTES_TOO_LONG } from '../character-dialog';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { termsAndValues } from '@/testing/queries';
import { TABLE_READY_LABELS, makeCharacter, makeTableReady } from '@/testing/fixtures';
import { fullName, type Character } from '@/domain/character';
import { useHistory } from '@/state/history';
import { useCard } from '@/state/card';
import { VIEW_KEY } from '@/state/characters';

const CAST: Character[] = [
  makeCharacter({
    id: 'c1',
    firstName: 'Mirelle',
    lastName: 'Dawnsong',
    race: 'Elf',
    characterClass: 'Mage',
    background: {
      title: 'The Quiet Flame',
      content: ['Mirelle lit the beacon of Ost.', 'She keeps a lantern of river glass.'],
    },
  }),
  makeCharacter({
    id: 'c2',
    firstName: 'Bram',
    lastName: 'Ironfist',
    race: 'Dwarf',
    characterClass: 'Warrior',
    background: { title: 'Stone', content: ['Bram guarded the deep gate.'] },
  }),
  makeCharacter({
    id: 'c3',
    firstName: 'Ásta',
    lastName: 'Vale',
    race: 'Human',
    characterClass: 'Rogue',
    background: { title: 'Coin', content: ['Ásta cut purses in the harbour.'] },
  }),
];

/**
 * A user who acts without pausing and clicks without hovering first: the tooltips a hover opens
 * are not what these tests look at, and each would render again.
 */
const quickUser = () => userEvent.setup({ delay: null, skipHover: true });

function setup(characters: unknown[] = CAST, storage?: MemoryStorage) {
  const store = storage ?? new MemoryStorage({ characters: JSON.stringify(characters) });
  const rendered = renderWithProviders(<CharactersPage />, {
    storage: store,
    route: '/characters',
  });
  return { ...rendered, user: quickUser() };
}

const cardNames = () =>
  screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
/** A button of the View toggle, looked up in its group rather than among every button. */
const viewButton = (name: 'Carousel' | 'Grid') =>
  within(screen.getByRole('group', { name: 'View' })).getByRole('button', { name });
const search = () => screen.getByRole('searchbox', { name: 'Search characters' });
const storedNames = (storage: MemoryStorage) =>
  (JSON.parse(storage.getItem('characters') ?? '[]') as Character[]).map((c) => fullName(c));
const storedNotes = (storage: MemoryStorage, id: string) =>
  (JSON.parse(storage.getItem('characters') ?? '[]') as Character[]).find((c) => c.id === id)
    ?.notes;

async function readStory(user: ReturnType<typeof setup>['user'], name: string) {
  const card = screen.getByRole('article', { name });
  const button = within(card).getByRole('button', { name: 'Read story' });
  await user.click(button);
  return { dialog: await screen.findByRole('dialog', { name }), button };
}

test('search filters as the user types, ignoring case and accents, over the story too', async () => {
  const { user } = setup();
  expect(cardNames()).toEqual(['Mirelle Dawnsong', 'Bram Ironfist', 'Ásta Vale']);
  await user.click(search());
  await user.paste('LANTERN');
  expect(cardNames()).toEqual(['Mirelle Dawnsong']);
  expect(screen.getByRole('status')).toHaveTextContent('1 of 3 characters');
  await user.clear(search());
  await user.type(search(), 'asta');
  expect(cardNames()).toEqual(['Ásta Vale']);
  await user.clear(search());
  await user.paste('dwarf');
  expect(cardNames()).toEqual(['Bram Ironfist']);
});

test('a search that matches nobody says so; Clear search brings everyone back', async () => {
  const { user } = setup();
  await user.type(search(), 'balrog');
  expect(screen.getByText('No characters match "balrog"')).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(search()).toHaveValue('');
  expect(search()).toHaveFocus();
  expect(cardNames()).toHaveLength(3);
});

test('Sort by orders the cards; Saved order is the default', async () => {
  const { user } = setup();
  const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
  expect(sortBy).toHaveValue('Saved order');
  expect(
    within(sortBy)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Saved order', 'Newest first', 'Name', 'Race', 'Class']);
  await user.selectOptions(sortBy, 'Name');
  expect(cardNames()).toEqual(['Ásta Vale', 'Bram Ironfist', 'Mirelle Dawnsong']);
  await user.selectOptions(sortBy, 'Newest first');
  expect(cardNames()).toEqual(['Ásta Vale', 'Bram Ironfist', 'Mirelle Dawnsong']);
  await user.selectOptions(sortBy, 'Class');
  expect(cardNames()).toEqual(['Mirelle Dawnsong', 'Ásta Vale', 'Bram Ironfist']);
  await user.selectOptions(sortBy, 'Race');
  expect(cardNames()).toEqual(['Bram Ironfist', 'Mirelle Dawnsong', 'Ásta Vale']);
});

test('the View toggle switches to Grid and back, and the choice is remembered', async () => {
  const { user, storage, unmount } = setup();
  const carouselButton = viewButton('Carousel');
  expect(carouselButton).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('region', { name: 'Saved characters' })).toHaveAttribute(
    'aria-roledescription',
    'carousel',
  );
  await user.click(viewButton('Grid'));
  expect(viewButton('Grid')).toHaveAttribute('aria-pressed', 'true');
  const grid = screen.getByRole('region', { name: 'Saved characters' });
  expect(grid).not.toHaveAttribute('aria-roledescription');
  expect(within(grid).getAllByRole('article')).toHaveLength(3);
  expect(storage.getItem(VIEW_KEY)).toBe('grid');
  // Pressing the chosen view again keeps it.
  await user.click(viewButton('Grid'));
  expect(viewButton('Grid')).toHaveAttribute('aria-pressed', 'true');

  unmount();
  renderWithProviders(<CharactersPage />, { storage, route: '/characters' });
  expect(viewButton('Grid')).toHaveAttribute('aria-pressed', 'true');
  await user.click(viewButton('Carousel'));
  expect(storage.getItem(VIEW_KEY)).toBe('carousel');
});

test('an unknown stored view reads as the carousel; a view that cannot be stored still applies', async () => {
  const storage = new MemoryStorage({ characters: JSON.stringify(CAST), [VIEW_KEY]: 'table' });
  const { user } = setup(CAST, storage);
  expect(viewButton('Carousel')).toHaveAttribute('aria-pressed', 'true');
  storage.failWrites = true;
  await user.click(viewButton('Grid'));
  expect(viewButton('Grid')).toHaveAttribute('aria-pressed', 'true');
  expect(storage.getItem(VIEW_KEY)).toBe('table');
});

test('the grid renders only the rows near the window for a long list', async () => {
  const many = Array.from({ length: 200 }, (_, i) =>
    makeCharacter({ id: `m${i}`, firstName: `Hero${i}` }),
  );
  const storage = new MemoryStorage({ characters: JSON.stringify(many), [VIEW_KEY]: 'grid' });
  setup(many, storage);
  const grid = screen.getByRole('region', { name: 'Saved characters' });
  const cards = within(grid).getAllByRole('article');
  expect(cards.length).toBeGreaterThan(0);
  expect(cards.length).toBeLessThan(40);
  expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
    'Hero0',
  );
});

test('a search redraws the grid in place: each card then has its own name, portrait and delete', async () => {
  const storage = new MemoryStorage({ characters: JSON.stringify(CAST), [VIEW_KEY]: 'grid' });
  const { user } = setup(CAST, storage);
  const first = screen.getByRole('article', { name: 'Mirelle Dawnsong' });
  await user.click(within(first).getByRole('button', { name: 'Delete Mirelle Dawnsong' }));
  expect(within(first).getByRole('button', { name: 'Click again to confirm' })).toBeVisible();
  // Typed without a click elsewhere, so nothing disarms the button on the way.
  fireEvent.change(search(), { target: { value: 'bram' } });
  expect(cardNames()).toEqual(['Bram Ironfist']);
  const card = screen.getByRole('article', { name: 'Bram Ironfist' });
  expect(within(card).getByRole('button', { name: 'Delete Bram Ironfist' })).toBeVisible();
  expect(within(card).queryByRole('button', { name: 'Click again to confirm' })).toBeNull();
  expect(within(card).getByRole('img', { name: 'Dwarf Warrior' })).toHaveAttribute(
    'src',
    expect.stringContaining('/dwarf/warrior/'),
  );
  expect(storedNames(storage)).toContain('Mirelle Dawnsong');
  // Its buttons act on the character it shows now.
  const write = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  await user.click(within(card).getByRole('button', { name: 'Copy as text' }));
  await waitFor(() => expect(write).toHaveBeenCalledTimes(1));
  expect(write.mock.calls[0]?.[0]).toContain('Bram Ironfist');
  expect(write.mock.calls[0]?.[0]).not.toContain('Mirelle');
});

test('Read story shows every field, the portrait and every paragraph; Escape returns the focus', async () => {
  const { user } = setup();
  const { dialog, button } = await readStory(user, 'Mirelle Dawnsong');
  expect(within(dialog).getByRole('heading', { name: 'Mirelle Dawnsong' })).toBeInTheDocument();
  expect(within(dialog).getByText('The Unbroken')).toBeInTheDocument();
  expect(termsAndValues(dialog).values).toEqual(['Male', '34', 'Elf', 'Mage', 'Lawful Good']);
  expect(within(dialog).getByRole('img', { name: 'Elf Mage' })).toBeInTheDocument();
  expect(within(dialog).getByRole('heading', { name: 'The Quiet Flame' })).toBeInTheDocument();
  expect(within(dialog).getByText('Mirelle lit the beacon of Ost.')).toBeInTheDocument();
  expect(within(dialog).getByText('She keeps a lantern of river glass.')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(button).toHaveFocus();
});

test('Close closes the dialog', async () => {
  const { user } = setup();
  const { dialog } = await readStory(user, 'Bram Ironfist');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('notes are saved as the user types, shown on the card as text and found by search', async () => {
  const { user, storage } = setup();
  const { dialog } = await readStory(user, 'Bram Ironfist');
  const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
  await user.click(notes);
  await user.paste('Owes the party <b>40 gold</b>');
  // Enter is a new line in the notes: it neither submits nor closes anything.
  await user.keyboard('{Enter}');
  await user.paste('Met at the Prancing Pony');
  // Stored once typing pauses, without closing the dialog.
  await waitFor(() =>
    expect(storedNotes(storage, 'c2')).toBe(
      'Owes the party <b>40 gold</b>\nMet at the Prancing Pony',
    ),
  );
  expect(within(dialog).getByText('Saved with the character.')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  const card = screen.getByRole('article', { name: 'Bram Ironfist' });
  const excerpt = within(card).getByText(/Owes the party/);
  // HTML in notes is text: the tags show as written and make no element.
  expect(excerpt).toHaveTextContent(
    'Notes: Owes the party <b>40 gold</b> Met at the Prancing Pony',
  );
  expect(card.querySelector('b')).toBeNull();

  await user.click(search());
  await user.paste('prancing');
  expect(cardNames()).toEqual(['Bram Ironfist']);
});

test('notes stop at 10,000 characters with a counter and a message saying so', async () => {
  const { user, storage } = setup();
  const { dialog } = await readStory(user, 'Bram Ironfist');
  const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
  expect(within(dialog).getByText('0 / 10,000')).toBeInTheDocument();
  await user.click(notes);
  await user.paste('Owes 40 gold. ');
  expect(within(dialog).getByText('14 / 10,000')).toBeInTheDocument();
  expect(notes).toHaveAttribute('aria-invalid', 'false');
  // Half a megabyte pasted: the notes take what fits, and say the rest was left out.
  await user.paste('x'.repeat(500_000));
  expect(notes).toHaveValue(`Owes 40 gold. ${'x'.repeat(10_000 - 14)}`);
  expect(within(dialog).getByText(NOTES_TOO_LONG)).toBeInTheDocument();
  expect(within(dialog).getByText('10,000 / 10,000')).toBeInTheDocument();
  expect(notes).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(storedNotes(storage, 'c2')).toHaveLength(10_000));
  // Deleting is always allowed, and the message goes.
  await user.keyboard('{Backspace}');
  expect(within(dialog).getByText('9,999 / 10,000')).toBeInTheDocument();
  expect(within(dialog).queryByText(NOTES_TOO_LONG)).not.toBeInTheDocument();
});

test('an alert raised in Read story shows inside the dialog, where screen readers hear it', async () => {
  const { user } = setup();
  const { dialog } = await readStory(user, 'Bram Ironfist');
  jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  await user.click(within(dialog).getByRole('button', { name: 'Copy as text' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('Copied');
  expect(alert.closest('[aria-hidden="true"]')).toBeNull();
});

test('notes typed and closed at once are still stored', async () => {
  const { user, storage } = setup();
  const { dialog } = await readStory(user, 'Ásta Vale');
  await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Quick');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(storedNotes(storage, 'c3')).toBe('Quick');
});

test('notes the browser refuses to store keep their text and say so; the next try stores them', async () => {
  const storage = new MemoryStorage({ characters: JSON.stringify(CAST) });
  const { user } = setup(CAST, storage);
  const { dialog } = await readStory(user, 'Mirelle Dawnsong');
  const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
  storage.failWrites = true;
  await user.click(notes);
  await user.paste('Knows the way to Ost');
  expect(await within(dialog).findByText(NOTES_NOT_SAVED)).toBeInTheDocument();
  expect(notes).toHaveValue('Knows the way to Ost');
  expect(notes).toHaveAttribute('aria-invalid', 'true');
  expect(storedNotes(storage, 'c1')).toBeUndefined();

  // Closed and opened again: the unsaved text is still there, still reported.
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const again = (await readStory(user, 'Mirelle Dawnsong')).dialog;
  expect(within(again).getByRole('textbox', { name: 'Notes' })).toHaveValue('Knows the way to Ost');
  expect(within(again).getByText(NOTES_NOT_SAVED)).toBeInTheDocument();

  storage.failWrites = false;
  await user.type(within(again).getByRole('textbox', { name: 'Notes' }), '.');
  await waitFor(() => expect(storedNotes(storage, 'c1')).toBe('Knows the way to Ost.'));
  expect(within(again).getByText('Saved with the character.')).toBeInTheDocument();
});

test('a saved character with missing and unknown fields still opens and reads as stored', async () => {
  const odd = { id: 'odd', firstName: 'Tink', race: 'Gnome', characterClass: 'Bard', notes: 7 };
  const { user } = setup([odd]);
  const { dialog } = await readStory(user, 'Tink');
  expect(termsAndValues(dialog).values).toEqual(['unknown', 'unknown', 'Gnome', 'Bard', 'unknown']);
  expect(within(dialog).getByText('No story was stored with this character.')).toBeInTheDocument();
  // Notes stored as a number read as written.
  expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue('7');
});

function CardCharacter() {
  const { history } = useHistory();
  const { current } = useCard();
  return (
    <p>
      On the card: {fullName(current)} ({current.notes}); history: {history.length}
    </p>
  );
}

test('Open in generator puts the character on the card; the one it replaces enters History', async () => {
  const storage = new MemoryStorage({ characters: JSON.stringify(CAST) });
  const user = quickUser();
  const { router } = renderWithProviders(<CharactersPage />, {
    storage,
    route: '/characters',
    routes: [{ path: '/character-generator', element: <CardCharacter /> }],
    createInitialCharacter: () => makeCharacter({ id: 'first', firstName: 'Starter' }),
  });
  const { dialog } = await readStory(user, 'Bram Ironfist');
  await user.click(within(dialog).getByRole('textbox', { name: 'Notes' }));
  await user.paste('Owes 3 gold');
  await user.click(within(dialog).getByRole('button', { name: 'Open in generator' }));
  expect(router.state.location.pathname).toBe('/character-generator');
  expect(
    await screen.findByText('On the card: Bram Ironfist (Owes 3 gold); history: 1'),
  ).toBeInTheDocument();
  const history = JSON.parse(storage.getItem('characterHistory') ?? '[]') as Character[];
  expect(history.map((c) => c.id)).toEqual(['first']);

  // Opened again with more notes: the card takes them, and History is unchanged.
  await act(() => router.navigate('/characters'));
  const again = (await readStory(user, 'Bram Ironfist')).dialog;
  await user.click(within(again).getByRole('textbox', { name: 'Notes' }));
  await user.paste('; met at the ford');
  await user.click(within(again).getByRole('button', { name: 'Open in generator' }));
  expect(
    await screen.findByText(
      'On the card: Bram Ironfist (Owes 3 gold; met at the ford); history: 1',
    ),
  ).toBeInTheDocument();
});

test('Escape in the dialog closes only the dialog, not an alert showing beside it', async () => {
  const { user } = setup();
  const bram = screen.getByRole('article', { name: 'Bram Ironfist' });
  await user.click(within(bram).getByRole('button', { name: 'Delete Bram Ironfist' }));
  await user.click(within(bram).getByRole('button', { name: 'Click again to confirm' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Character removed');
  await readStory(user, 'Mirelle Dawnsong');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('alert')).toHaveTextContent('Character removed');
});

const FERRYMAN = makeTableReady();
const withTableReady = () => [
  CAST[1],
  makeCharacter({ id: 'c4', firstName: 'Lio', tableReady: FERRYMAN }),
];

test('At the table: the card shows the summary; search finds occupation and traits', async () => {
  const { user } = setup(withTableReady());
  const card = screen.getByRole('article', { name: 'Lio Stormwind' });
  expect(within(card).getByText(FERRYMAN.summary)).toBeInTheDocument();
  expect(within(card).queryByText('Ferryman')).not.toBeInTheDocument();
  await user.click(search());
  await user.paste('ferryman');
  expect(cardNames()).toEqual(['Lio Stormwind']);
  await user.clear(search());
  await user.paste('wry');
  expect(cardNames()).toEqual(['Lio Stormwind']);
});

test('Read story shows At the table with every row, the secret too; older characters without', async () => {
  const { user } = setup(withTableReady());
  const { dialog } = await readStory(user, 'Lio Stormwind');
  const section = within(dialog).getByRole('region', { name: 'At the table' });
  const { terms, values } = termsAndValues(section);
  expect(terms).toEqual(TABLE_READY_LABELS);
  expect(values[4]).toBe('Calm, wry, patient');
  expect(values[8]).toBe('Drowned a tax man.');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  const older = await readStory(user, 'Bram Ironfist');
  expect(within(older.dialog).queryByText('At the table')).not.toBeInTheDocument();
});
