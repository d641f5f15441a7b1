import { act, screen, waitFor, within } from '@testing-library/react';
import { wholeText } from '@/testing/queries';
import userEvent from '@testing-library/user-event';
import { GeneratorPage } from '../generator-page';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { CARD_LABELS, makeCharacter } from '@/testing/fixtures';
import { printedSheets } from '@/testing/print';
import { createRandom } from '@/domain/random';
import { fullName } from '@/domain/character';

// Generate and the rerolls load the offline generator when first pressed, once per file. Loaded
// here, that cost is not counted against whichever test happens to press one first.
beforeAll(() => Promise.all([import('@/domain/generator'), import('@/domain/steer')]));

const longBackground = {
  title: 'A Long Road',
  content: Array.from(
    { length: 5 },
    (_, i) => `Paragraph ${i + 1} ${'lorem ipsum dolor '.repeat(8)}`,
  ),
};

function setup(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const initial = makeCharacter({
    firstName: 'Aldric',
    lastName: 'Stormwind',
    background: longBackground,
  });
  const rendered = renderWithProviders(<GeneratorPage />, {
    random: createRandom(7),
    createInitialCharacter: () => initial,
    ...options,
  });
  // A user who acts without pausing and clicks without hovering first: the tooltips a hover
  // opens are not what these tests look at (one test hovers on purpose), and each would render
  // the page again.
  return { ...rendered, user: userEvent.setup({ delay: null, skipHover: true }) };
}

const card = () => screen.getByRole('article', { name: 'Character' });
/** A button of the card or of History, looked up there rather than among every button. */
const cardButton = (name: string) => within(card()).getByRole('button', { name });
const historyCard = () => screen.getByRole('region', { name: 'History' });
const historyButton = (name: string) => within(historyCard()).getByRole('button', { name });

test('shows the title, the full name, race and class with a gender icon, and the eight rows', () => {
  setup();
  expect(
    screen.getByRole('heading', { level: 1, name: 'Character Generator' }),
  ).toBeInTheDocument();
  expect(
    within(card()).getByRole('heading', { level: 2, name: 'Aldric Stormwind' }),
  ).toBeInTheDocument();
  expect(within(card()).getByText(/Human Warrior/)).toBeInTheDocument();
  expect(within(card()).getByTitle('Male')).toBeInTheDocument();
  for (const label of CARD_LABELS) {
    expect(within(card()).getByText(label)).toBeInTheDocument();
    expect(
      within(card()).getByRole('button', { name: `Reroll character's ${label.toLowerCase()}` }),
    ).toBeInTheDocument();
  }
});

test('Print on the card prints the character on screen, alone', async () => {
  const { user } = setup();
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  await user.click(within(card()).getByRole('button', { name: 'Print' }));
  const root = await printedSheets();
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  expect(root.querySelectorAll('.cg-sheet')).toHaveLength(1);
  expect(root.querySelector('h1')).toHaveTextContent('Aldric Stormwind');
  expect(root).toHaveTextContent('A Long Road');
});

test('each reroll button has the spec’s tooltip', async () => {
  const { user } = setup();
  await user.hover(cardButton("Reroll character's epithet"));
  expect(await screen.findByRole('tooltip')).toHaveTextContent("Reroll character's epithet");
});

test('the background is cut to about 500 characters with Show More... / Show Less', async () => {
  const { user } = setup();
  const section = screen.getByRole('region', { name: 'History:' });
  const shownText = () =>
    within(section)
      .getAllByText(/^Paragraph/)
      .map((p) => p.textContent ?? '')
      .join('');
  expect(shownText().length).toBeLessThanOrEqual(501);
  expect(shownText().length).toBeGreaterThan(400);
  // Three paragraphs fit; the fourth would show a stub of 35 characters, so it is left out.
  expect(shownText()).toBe(longBackground.content.slice(0, 3).join(''));
  await user.click(within(section).getByRole('button', { name: 'Show More...' }));
  expect(shownText()).toBe(longBackground.content.join(''));
  await user.click(within(section).getByRole('button', { name: 'Show Less' }));
  expect(shownText().length).toBeLessThanOrEqual(501);
});

test('Generate shows a new character, keeps the old one in history, and toasts', async () => {
  const { user } = setup();
  await user.click(cardButton('Generate'));
  expect(await screen.findByText('New character generated')).toBeInTheDocument();
  expect(
    within(card()).queryByRole('heading', { name: 'Aldric Stormwind' }),
  ).not.toBeInTheDocument();
  const history = screen.getByRole('list', { name: 'Generated characters' });
  expect(within(history).getByText(wholeText('Aldric Stormwind (34)'))).toBeInTheDocument();
  // The new character enters History when it is replaced in turn.
  expect(within(history).getAllByRole('listitem')).toHaveLength(1);
});

test('a first visit shows "No history yet" and a disabled Clear History', () => {
  setup();
  expect(screen.getByText('No history yet')).toBeInTheDocument();
  expect(historyButton('Clear History')).toBeDisabled();
  expect(
    within(card()).getByRole('heading', { level: 2, name: 'Aldric Stormwind' }),
  ).toBeInTheDocument();
});

test('Generate and Save are disabled while a request is loading', async () => {
  jest.useFakeTimers();
  try {
    renderWithProviders(<GeneratorPage />, { requestDelayMs: 1000, random: createRandom(3) });
    act(() => cardButton('Generate').click());
    expect(cardButton('Generate')).toBeDisabled();
    expect(cardButton('Save Character')).toBeDisabled();
    expect(cardButton("Reroll character's age")).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Generating' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(cardButton('Generate')).toBeEnabled();
    expect(screen.queryByRole('progressbar', { name: 'Generating' })).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('Save Character reads Saved once saved, also after a reload', async () => {
  const storage = new MemoryStorage();
  const { user, unmount } = setup({ storage });
  await user.click(cardButton('Save Character'));
  expect(await screen.findByText('Character saved')).toBeInTheDocument();
  expect(cardButton('Saved')).toBeDisabled();
  unmount();
  // A reload: the same storage, a fresh app.
  setup({ storage, createInitialCharacter: () => makeCharacter({ firstName: 'Never' }) });
  expect(
    within(card()).getByRole('heading', { level: 2, name: 'Aldric Stormwind' }),
  ).toBeInTheDocument();
  expect(cardButton('Saved')).toBeDisabled();
});

test('Update saved copy replaces the saved character the card was edited from, in place, undoably', async () => {
  const notes = 'Owes the ferryman';
  const aldric = makeCharacter({ id: 'aldric', firstName: 'Aldric', notes: 'stale' });
  const storage = new MemoryStorage({
    characters: JSON.stringify([
      makeCharacter({ id: 'bram', firstName: 'Bram' }),
      { ...aldric, notes, updatedAt: '2026-01-01T00:00:00.000Z' },
      makeCharacter({ id: 'cora', firstName: 'Cora' }),
    ]),
  });
  const before = storage.getItem('characters');
  const { user } = setup({ storage, createInitialCharacter: () => aldric });
  expect(within(card()).queryByRole('button', { name: 'Update saved copy' })).toBeNull();
  await user.click(cardButton("Reroll character's background"));
  await screen.findByText('Updated character');
  await user.click(cardButton('Update saved copy'));
  const alert = (await screen.findByText('Saved copy updated')).closest('[role="alert"]');
  const saved = () => JSON.parse(storage.getItem('characters') ?? '[]');
  expect(saved().map((c: { id: string }) => c.id)).toEqual(['bram', 'aldric', 'cora']);
  // The card's new story, the saved notes.
  expect(saved()[1].notes).toBe(notes);
  expect(saved()[1].background.title).not.toBe(aldric.background.title);
  expect(within(card()).getByText(saved()[1].background.title)).toBeInTheDocument();
  expect(saved()[1].updatedAt > '2026-01-01').toBe(true);
  // The saved copy is now the card's: the button leaves, the keyboard goes to Generate.
  expect(within(card()).queryByRole('button', { name: 'Update saved copy' })).toBeNull();
  expect(cardButton('Generate')).toHaveFocus();
  // The card is the saved copy now: saving it again would only make a duplicate.
  expect(cardButton('Saved')).toBeDisabled();
  expect(within(card()).queryByRole('button', { name: 'Save Character' })).toBeNull();
  await user.click(within(alert as HTMLElement).getByRole('button', { name: 'Undo' }));
  await screen.findByText('Saved copy restored');
  expect(storage.getItem('characters')).toBe(before);
  expect(cardButton('Update saved copy')).toBeEnabled();
});

test.each(CARD_LABELS)(
  'rerolling %s offline changes only that row and says "Updated character"',
  async (label) => {
    const { user } = setup();
    const rowValue = () => within(card()).getByText(label).nextElementSibling?.textContent;
    const before = Object.fromEntries(
      CARD_LABELS.map((l) => [l, within(card()).getByText(l).nextElementSibling?.textContent]),
    );
    await user.click(cardButton(`Reroll character's ${label.toLowerCase()}`));
    expect(await screen.findByText('Updated character')).toBeInTheDocument();
    expect(rowValue()).not.toBe(before[label]);
    for (const other of CARD_LABELS) {
      if (other === label) continue;
      // A race change may bring the age into the new race's bounds, and a gender change may
      // give a first name from the new gender's list; nothing else moves.
      if (label === 'Race' && other === 'Age') continue;
      if (label === 'Gender' && other === 'First Name') continue;
      expect(within(card()).getByText(other).nextElementSibling?.textContent).toBe(before[other]);
    }
  },
);

test('rerolling the background writes a new one', async () => {
  const { user } = setup();
  await user.click(cardButton("Reroll character's background"));
  expect(await screen.findByText('Updated character')).toBeInTheDocument();
  expect(screen.queryByText('A Long Road')).not.toBeInTheDocument();
});

describe('history card', () => {
  function withHistory() {
    const older = makeCharacter({ firstName: 'Older', lastName: 'One', age: 50 });
    const current = makeCharacter({ firstName: 'Current', lastName: 'Two', age: 20 });
    const storage = new MemoryStorage({ characterHistory: JSON.stringify([older, current]) });
    return { ...setup({ storage }), older, current, storage };
  }
  const list = () => screen.getByRole('list', { name: 'Generated characters' });

  test('rows show race and class icons and "first last (age)"; the current row is bold and not clickable', () => {
    withHistory();
    const rows = within(list()).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Current Two (20)');
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    expect(
      within(rows[0] as HTMLElement).queryByRole('button', { name: /^Show/ }),
    ).not.toBeInTheDocument();
    expect(
      getComputedStyle(within(rows[0] as HTMLElement).getByText(wholeText('Current Two (20)')))
        .fontWeight,
    ).toBe('700');
    expect(within(rows[1] as HTMLElement).getByTitle('Human')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByTitle('Warrior')).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Show Older One (50)' }),
    ).toBeInTheDocument();
  });

  test('clicking a row makes it the current character', async () => {
    const { user } = withHistory();
    await user.click(within(list()).getByRole('button', { name: 'Show Older One (50)' }));
    expect(
      within(card()).getByRole('heading', { level: 2, name: 'Older One' }),
    ).toBeInTheDocument();
    const rows = within(list()).getAllByRole('listitem');
    expect(rows.find((r) => r.getAttribute('aria-current') === 'true')).toHaveTextContent(
      'Older One (50)',
    );
  });

  test('deleting one entry from its icon', async () => {
    const { user } = withHistory();
    await user.click(historyButton('Delete Older One (50) from history'));
    expect(within(list()).queryByText('Older One (50)')).not.toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
  });

  test('Clear History: Confirm? on first click, a click elsewhere cancels, a second click clears', async () => {
    const { user, storage } = withHistory();
    await user.click(historyButton('Clear History'));
    expect(historyButton('Confirm?')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(historyButton('Clear History')).toBeInTheDocument();
    await user.click(historyButton('Clear History'));
    await user.click(historyButton('Confirm?'));
    expect(await screen.findByText('History cleared')).toBeInTheDocument();
    expect(screen.getByText('No history yet')).toBeInTheDocument();
    expect(historyButton('Clear History')).toBeDisabled();
    expect(storage.getItem('characterHistory')).toBe('[]');
    // The card keeps its character; Generate puts it back into history.
    expect(
      within(card()).getByRole('heading', { level: 2, name: 'Current Two' }),
    ).toBeInTheDocument();
    await user.click(cardButton('Generate'));
    await waitFor(() =>
      expect(within(list()).getByText(wholeText('Current Two (20)'))).toBeInTheDocument(),
    );
  });

  test('Clear History: Escape and moving the focus away cancel Confirm?; clearing keeps the focus', async () => {
    const { user } = withHistory();
    const clear = historyButton('Clear History');
    clear.focus();
    await user.keyboard('{Enter}');
    expect(clear).toHaveTextContent('Confirm?');
    await user.keyboard('{Escape}');
    expect(clear).toHaveTextContent('Clear History');
    await user.keyboard('{Enter}');
    expect(clear).toHaveTextContent('Confirm?');
    await user.tab();
    expect(clear).toHaveTextContent('Clear History');
    clear.focus();
    await user.keyboard('{Enter}{Enter}');
    expect(screen.getByText('No history yet')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'History' }));
  });

  test('deleting a row moves the focus to the row now in its place', async () => {
    const { user } = withHistory();
    const rows = within(list()).getAllByRole('button', { name: /^Delete .* from history$/ });
    const second = rows[1]!.getAttribute('aria-label');
    rows[0]!.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe(second);
  });

  test('deleting the current character’s row sticks: Generate does not bring it back', async () => {
    const { user } = withHistory();
    await user.click(historyButton('Delete Current Two (20) from history'));
    await user.click(cardButton('Generate'));
    expect(await screen.findByText('New character generated')).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list()).queryByText(wholeText('Current Two (20)'))).not.toBeInTheDocument();
  });

  test('a character with values not of ours shows as stored, rerolls and saves', async () => {
    const gnome = {
      ...makeCharacter({ firstName: 'Tink', lastName: 'Cogs' }),
      race: 'Gnome',
      characterClass: 'Bard',
      age: undefined,
    };
    const storage = new MemoryStorage({
      characterHistory: JSON.stringify([gnome]),
      currentCharacter: JSON.stringify({ character: gnome }),
    });
    const { user } = setup({ storage });
    expect(within(card()).getByText(/Gnome Bard/)).toBeInTheDocument();
    expect(within(card()).getByText('Age').nextElementSibling).toHaveTextContent('unknown');
    const row = within(list()).getByRole('listitem');
    expect(row).toHaveTextContent('Tink Cogs');
    expect(within(row).getByTitle('Gnome')).toBeInTheDocument();
    expect(within(row).getByTitle('Bard')).toBeInTheDocument();
    await user.click(cardButton("Reroll character's last name"));
    expect(await screen.findByText('Updated character')).toBeInTheDocument();
    expect(within(card()).getByText(/Gnome Bard/)).toBeInTheDocument();
    expect(within(card()).getByText('Last Name').nextElementSibling).not.toHaveTextContent('Cogs');
    await user.click(cardButton('Save Character'));
    expect(await screen.findByText('Character saved')).toBeInTheDocument();
    expect(JSON.parse(storage.getItem('characters') as string)[0]).toMatchObject({
      firstName: 'Tink',
      race: 'Gnome',
      characterClass: 'Bard',
      age: null,
    });
  });

  test('a long history shows the newest 50 rows, and older ones on request', async () => {
    const many = Array.from({ length: 55 }, (_, i) => makeCharacter({ firstName: `Hero${i}` }));
    const storage = new MemoryStorage({ characterHistory: JSON.stringify(many) });
    const { user } = setup({ storage });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(50);
    expect(within(list()).getAllByRole('listitem')[0]).toHaveTextContent('Hero54');
    await user.click(historyButton('Show older (5)'));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(55);
    expect(screen.queryByRole('button', { name: /Show older/ })).not.toBeInTheDocument();
  });

  test('a reload shows the most recent character and the same history', () => {
    const { unmount, storage, current } = withHistory();
    unmount();
    setup({ storage });
    expect(
      within(card()).getByRole('heading', { level: 2, name: fullName(current) }),
    ).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
  });
});
