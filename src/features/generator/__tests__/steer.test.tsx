import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GeneratorPage } from '../generator-page';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { CARD_LABELS, makeCharacter } from '@/testing/fixtures';
import { createRandom } from '@/domain/random';
import type { Character } from '@/domain/character';
import { LOCKS_KEY } from '@/state/locks';
import { UNDO_ALERT_MS } from '@/state/alerts';

// Generate loads the offline generator when first pressed, once per file. Loaded here, that cost
// is not counted against whichever test happens to press it first.
beforeAll(() => Promise.all([import('@/domain/generator'), import('@/domain/steer')]));

const initial = () =>
  makeCharacter({
    id: 'first',
    firstName: 'Aldric',
    lastName: 'Stormwind',
    background: {
      title: 'Aldric of Varn',
      content: ['Aldric Stormwind, the Unbroken, grew up on the walls of Varn.'],
    },
  });

function setup(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const rendered = renderWithProviders(<GeneratorPage />, {
    createInitialCharacter: initial,
    random: createRandom(7),
    ...options,
  });
  // A user who acts without pausing and clicks without first hovering: the tooltips a hover
  // opens are not what these tests look at, and each would re-render the page.
  return { ...rendered, user: userEvent.setup({ delay: null, skipHover: true }) };
}

/**
 * The card and its buttons stay the same elements while the character changes. A role query
 * names every button in reach, which costs more than the steps being tested, so each is looked
 * up once and again only after it has left the page.
 */
const seen = new Map<string, HTMLElement>();
function kept(key: string, find: () => HTMLElement): HTMLElement {
  const known = seen.get(key);
  if (known?.isConnected) return known;
  const found = find();
  seen.set(key, found);
  return found;
}
const card = () => kept('card', () => screen.getByRole('article', { name: 'Character' }));
/** A button of the card whose name never changes (Generate, Undo, Edit race, Lock race…). */
const cardButton = (name: string) => kept(name, () => within(card()).getByRole('button', { name }));
const historyCard = () => screen.getByRole('region', { name: 'History' });
const heading = () => within(card()).getByRole('heading', { level: 2 }).textContent;
const valueOf = (label: string) =>
  cardButton(`Edit ${label.toLowerCase()}`).closest('dd')?.textContent;
const storedCurrent = (storage: MemoryStorage) =>
  (JSON.parse(storage.getItem('currentCharacter') ?? '{}') as { character: Character }).character;
const storedHistory = (storage: MemoryStorage) =>
  JSON.parse(storage.getItem('characterHistory') ?? '[]') as Character[];

/** Opens the card's editor behind `button`; its field (a `role` named `name`), emptied. */
async function openEditor(
  user: ReturnType<typeof setup>['user'],
  button: string,
  role: 'textbox' | 'spinbutton',
  name: string,
) {
  await user.click(cardButton(button));
  const field = await within(card()).findByRole(role, { name });
  await user.clear(field);
  return field;
}

describe('editing a value in place', () => {
  test('each value is a button named "Edit <label>" beside a reroll and a lock toggle', () => {
    setup();
    for (const label of CARD_LABELS) {
      const lower = label.toLowerCase();
      const [edit, reroll, lock] = [
        `Edit ${lower}`,
        `Reroll character's ${lower}`,
        `Lock ${lower}`,
      ];
      expect(within(card()).getByRole('button', { name: edit })).toBe(cardButton(edit));
      expect(cardButton(edit)).toBeEnabled();
      expect(within(card()).getByRole('button', { name: reroll })).toBe(cardButton(reroll));
      expect(within(card()).getByRole('button', { name: lock })).toBe(cardButton(lock));
      expect(cardButton(lock)).toHaveAttribute('aria-pressed', 'false');
    }
    expect(valueOf('First Name')).toBe('Aldric');
  });

  test('a new first name applies on Enter, in the name and the story; focus returns to the value', async () => {
    const { user, storage } = setup();
    const field = await openEditor(user, 'Edit first name', 'textbox', 'First Name');
    expect(field).toHaveFocus();
    await user.type(field, 'Brannoc{Enter}');
    expect(await screen.findByText('Updated character')).toBeInTheDocument();
    expect(heading()).toBe('Brannoc Stormwind');
    expect(storedCurrent(storage).background.content[0]).toBe(
      'Brannoc Stormwind, the Unbroken, grew up on the walls of Varn.',
    );
    // The card's story (the sheet kept ready for the browser's own print holds it too).
    expect(within(card()).getByText(/Brannoc Stormwind, the Unbroken/)).toBeInTheDocument();
    await waitFor(() => expect(cardButton('Edit first name')).toHaveFocus());
  });

  test('an empty name is refused with a message under the field, and nothing changes', async () => {
    const { user, storage } = setup();
    const before = storage.getItem('currentCharacter');
    const field = await openEditor(user, 'Edit last name', 'textbox', 'Last Name');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Last name is required');
    // Leaving the field does not apply it either.
    await user.tab();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(storage.getItem('currentCharacter')).toBe(before);
    expect(heading()).toBe('Aldric Stormwind');
  });

  test('Escape cancels, without closing an alert', async () => {
    const { user } = setup();
    const field = await openEditor(user, 'Edit epithet', 'textbox', 'Epithet');
    await user.type(field, 'The Nobody');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Epithet' })).not.toBeInTheDocument();
    expect(valueOf('Epithet')).toBe('The Unbroken');
    expect(cardButton('Edit epithet')).toHaveFocus();
  });

  test('an age outside the race range is refused with the range; one inside applies on leaving', async () => {
    const { user } = setup();
    const field = await openEditor(user, 'Edit age', 'spinbutton', 'Age');
    await user.type(field, '120{Enter}');
    expect(screen.getByText('Age must be between 15 and 99')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '14{Enter}');
    expect(screen.getByText('Age must be between 15 and 99')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '60');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(await screen.findByText('Updated character')).toBeInTheDocument();
    expect(valueOf('Age')).toBe('60');
  });

  test('a new race picked from the select applies at once, with a story that fits it; a new gender its pronouns', async () => {
    const { user, storage } = setup();
    await user.click(cardButton('Edit race'));
    await user.selectOptions(
      await within(card()).findByRole('combobox', { name: 'Race' }),
      'Dwarf',
    );
    await waitFor(() => expect(valueOf('Race')).toBe('Dwarf'));
    expect(within(card()).queryByRole('combobox', { name: 'Race' })).not.toBeInTheDocument();
    expect(cardButton('Edit race')).toHaveFocus();
    const dwarf = storedCurrent(storage);
    expect(dwarf.race).toBe('Dwarf');
    expect(dwarf.background.templateId).toBeDefined();
    expect(dwarf.background.content.join(' ')).not.toContain('walls of Varn');

    await user.click(cardButton('Edit gender'));
    await user.selectOptions(
      await within(card()).findByRole('combobox', { name: 'Gender' }),
      'Female',
    );
    await waitFor(() => expect(valueOf('Gender')).toBe('Female'));
    expect(storedCurrent(storage).background.content.join(' ')).not.toMatch(/\b(he|him|his)\b/i);
  });
});

describe('locks', () => {
  test('locked race and class stay through Generates, which change everything else', async () => {
    const { user, storage } = setup();
    await user.click(cardButton('Lock race'));
    await user.click(cardButton('Lock class'));
    expect(cardButton('Lock race')).toHaveAttribute('aria-pressed', 'true');
    const names = new Set<string>();
    for (let i = 0; i < 2; i += 1) {
      const before = storedCurrent(storage).id;
      await user.click(cardButton('Generate'));
      await waitFor(() => expect(storedCurrent(storage).id).not.toBe(before));
      names.add(heading() ?? '');
      expect(valueOf('Race')).toBe('Human');
      expect(valueOf('Class')).toBe('Warrior');
    }
    // Everything else was new each time.
    expect(names.size).toBe(2);
  });

  test('the locks are stored and survive a reload', async () => {
    const { user, storage, unmount } = setup();
    await user.click(cardButton('Lock race'));
    await user.click(cardButton('Lock class'));
    expect(JSON.parse(storage.getItem(LOCKS_KEY) ?? 'null')).toEqual(['race', 'characterClass']);
    unmount();
    setup({ storage });
    expect(cardButton('Lock race')).toHaveAttribute('aria-pressed', 'true');
    expect(cardButton('Lock class')).toHaveAttribute('aria-pressed', 'true');
    expect(cardButton('Lock age')).toHaveAttribute('aria-pressed', 'false');
  });

  test('a locked first name is kept by Generate, which still rerolls it on request', async () => {
    const { user } = setup();
    await user.click(cardButton('Lock first name'));
    await user.click(cardButton('Generate'));
    expect(await screen.findByText('New character generated')).toBeInTheDocument();
    expect(valueOf('First Name')).toBe('Aldric');
    await user.click(cardButton("Reroll character's first name"));
    expect(await screen.findByText('Updated character')).toBeInTheDocument();
    expect(valueOf('First Name')).not.toBe('Aldric');
  });

  test.each([['not json'], ['{"race":true}'], ['["race","wings"]']])(
    'unreadable stored locks (%s) are set aside with a warning; nothing is locked',
    (raw) => {
      const storage = new MemoryStorage({ [LOCKS_KEY]: raw });
      setup({ storage });
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(
        /^WarningThe stored locked values read ".*", which is .*, so nothing is locked\./,
      );
      expect(alert).toHaveTextContent(`${LOCKS_KEY}.corrupt-`);
      expect(cardButton('Lock race')).toHaveAttribute('aria-pressed', 'false');
      const aside = storage.keysStartingWith(`${LOCKS_KEY}.corrupt-`)[0];
      expect(aside && storage.getItem(aside)).toBe(raw);
    },
  );
});

describe('undo and redo', () => {
  test('undo three steps and redo them, card and History exactly as they were', async () => {
    const { user, storage } = setup();
    const undo = cardButton('Undo');
    const redo = cardButton('Redo');
    expect(undo).toBeDisabled();
    expect(redo).toBeDisabled();
    const snapshot = () => ({
      current: storage.getItem('currentCharacter'),
      history: storedHistory(storage),
      heading: heading(),
    });
    const states = [snapshot()];
    await user.click(cardButton('Generate'));
    await waitFor(() => expect(storedCurrent(storage).id).not.toBe('first'));
    states.push(snapshot());
    await user.click(cardButton("Reroll character's race"));
    await screen.findByText('Updated character');
    states.push(snapshot());
    await openEditor(user, 'Edit first name', 'textbox', 'First Name');
    await user.paste('Mirela');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(valueOf('First Name')).toBe('Mirela'));
    states.push(snapshot());

    for (let i = 2; i >= 0; i -= 1) {
      await user.click(undo);
      expect(snapshot()).toEqual(states[i]);
    }
    expect(undo).toBeDisabled();
    // The keyboard moved on to Redo rather than being dropped.
    expect(redo).toHaveFocus();
    for (let i = 1; i <= 3; i += 1) {
      await user.click(redo);
      expect(snapshot()).toEqual(states[i]);
    }
    expect(redo).toBeDisabled();
    expect(undo).toBeInTheDocument();
  });

  test('picking a history row is a step; undo brings back the card and its rows', async () => {
    const { user, storage } = setup();
    await user.click(cardButton('Generate'));
    await waitFor(() => expect(storedCurrent(storage).id).not.toBe('first'));
    const before = {
      current: storage.getItem('currentCharacter'),
      history: storage.getItem('characterHistory'),
    };
    await user.click(within(historyCard()).getByRole('button', { name: /^Show Aldric Stormwind/ }));
    expect(heading()).toBe('Aldric Stormwind');
    expect(storedHistory(storage)).toHaveLength(2);
    await user.click(cardButton('Undo'));
    expect({
      current: storage.getItem('currentCharacter'),
      history: storage.getItem('characterHistory'),
    }).toEqual(before);
  });

  test('Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y outside a text field; inside one they are the field’s own', async () => {
    const { user } = setup();
    await user.click(cardButton('Generate'));
    await waitFor(() => expect(heading()).not.toBe('Aldric Stormwind'));
    const generated = heading();
    await user.keyboard('{Control>}z{/Control}');
    expect(heading()).toBe('Aldric Stormwind');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(heading()).toBe(generated);
    await user.keyboard('{Meta>}z{/Meta}');
    expect(heading()).toBe('Aldric Stormwind');
    await user.keyboard('{Control>}y{/Control}');
    expect(heading()).toBe(generated);

    await user.click(cardButton('Edit epithet'));
    fireEvent.keyDown(await within(card()).findByRole('textbox', { name: 'Epithet' }), {
      key: 'z',
      ctrlKey: true,
    });
    expect(heading()).toBe(generated);
  });
});

describe('Undo on the alert after a removal', () => {
  async function withRows(count: number) {
    const rendered = setup();
    for (let i = 0; i < count; i += 1) {
      await rendered.user.click(cardButton('Generate'));
      await waitFor(() => expect(storedHistory(rendered.storage)).toHaveLength(i + 1));
    }
    return rendered;
  }

  test('Clear History, then Undo, brings every row back as it was', async () => {
    const { user, storage } = await withRows(3);
    const before = storage.getItem('characterHistory');
    await user.click(within(historyCard()).getByRole('button', { name: 'Clear History' }));
    await user.click(within(historyCard()).getByRole('button', { name: 'Confirm?' }));
    expect(storedHistory(storage)).toEqual([]);
    const alert = (await screen.findAllByRole('alert')).find((a) =>
      a.textContent?.includes('History cleared'),
    ) as HTMLElement;
    expect(alert).toHaveTextContent('History cleared');
    await user.click(within(alert).getByRole('button', { name: 'Undo' }));
    expect(storage.getItem('characterHistory')).toBe(before);
    expect(within(historyCard()).getAllByRole('listitem')).toHaveLength(3);
    expect(await screen.findByText('History restored')).toBeInTheDocument();
  });

  test('deleting a row offers Undo, which puts it back in its place', async () => {
    const { user, storage } = await withRows(3);
    const before = storage.getItem('characterHistory');
    const middle = storedHistory(storage)[1] as Character;
    const name = `${middle.firstName} ${middle.lastName}`;
    await user.click(
      within(historyCard()).getByRole('button', {
        name: `Delete ${name} (${middle.age}) from history`,
      }),
    );
    expect(storedHistory(storage)).toHaveLength(2);
    const alert = screen
      .getAllByRole('alert')
      .find((a) => a.textContent?.includes('removed from history'));
    expect(alert).toHaveTextContent(`${name} removed from history`);
    await user.click(within(alert as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(storage.getItem('characterHistory')).toBe(before);
  });

  test('the Undo alert closes by itself after about 8 s', async () => {
    await withRows(1);
    jest.useFakeTimers();
    try {
      fireEvent.click(within(historyCard()).getByRole('button', { name: 'Clear History' }));
      fireEvent.click(within(historyCard()).getByRole('button', { name: 'Confirm?' }));
      expect(screen.getByText('History cleared')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(UNDO_ALERT_MS - 500));
      expect(screen.getByText('History cleared')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(600));
      expect(screen.queryByText('History cleared')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
