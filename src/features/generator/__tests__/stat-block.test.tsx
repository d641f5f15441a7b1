import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GeneratorPage } from '../generator-page';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';
import { createRandom } from '@/domain/random';
import { SRD_ATTRIBUTION } from '@/domain/srd5/stat-block';

// The section's code and the value editor load when first needed, once per file: loaded here, that
// cost is not counted against the first test.
beforeAll(() =>
  Promise.all([
    import('../stat-block-panel'),
    import('../value-editor'),
    import('@/domain/generator'),
  ]),
);

const STATS = { level: 3, scores: { str: 16, dex: 14, con: 13, int: 8, wis: 10, cha: 12 } };
const FIFTH = { gameSystem: 'srd5' };

function setup(settings: Record<string, string> = FIFTH, stats: object | null = STATS) {
  const initial = makeCharacter({
    id: 'w1',
    firstName: 'Aldric',
    race: 'Human',
    characterClass: 'Warrior',
    ...(stats ? { stats: stats as typeof STATS } : {}),
  });
  const rendered = renderWithProviders(<GeneratorPage />, {
    storage: new MemoryStorage(settings),
    random: createRandom(7),
    createInitialCharacter: () => initial,
  });
  return { ...rendered, user: userEvent.setup({ delay: null, skipHover: true }) };
}

// Looked up by label and text: role queries over the whole page are slow in a test's DOM.
// The card's own, not the sheet kept ready for the browser's print.
const card = () => document.querySelector('article[aria-label="Character"]') as HTMLElement;
const section = () => within(card()).getByText('Stat block').closest('section') as HTMLElement;
const button = (name: string) => screen.getByLabelText(name, { selector: 'button' });
const undo = () => screen.getByText('Undo');
/** A labelled value of the stat block: the dd after its dt. */
const value = (label: string) =>
  within(section()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

test('with D&D 5e, the card shows the stat block with its figures and the attribution', async () => {
  setup();
  await screen.findByRole('heading', { level: 3, name: 'Stat block' });
  expect(value('Level')).toBe('3(Fighter)');
  expect(value('STR')).toBe('16 (+3)');
  expect(value('DEX')).toBe('14 (+2)');
  // Chain mail: 16, no Dexterity.
  expect(value('Armor Class')).toBe('16 (chain mail)');
  expect(value('Hit Points')).toBe('25 (3d10 + 9)');
  expect(value('Speed')).toBe('30 ft.');
  expect(value('Proficiency Bonus')).toBe('+2');
  expect(value('Saving Throws')).toBe('Str +5, Con +3');
  expect(
    within(section())
      .getByText(/Greatsword\./)
      .closest('p'),
  ).toHaveTextContent(
    'Greatsword. Melee Weapon Attack: +5 to hit, reach 5 ft., one target. Hit: 10 (2d6 + 3) slashing damage.',
  );
  expect(within(section()).getByText(SRD_ATTRIBUTION)).toBeInTheDocument();
});

test('without a game system, or for a character without numbers, there is no stat block', async () => {
  const first = setup({});
  expect(await screen.findByRole('heading', { name: /^Aldric/ })).toBeInTheDocument();
  expect(screen.queryByText('Stat block')).not.toBeInTheDocument();
  first.unmount();
  setup(FIFTH, null);
  expect(await screen.findByRole('heading', { name: /^Aldric/ })).toBeInTheDocument();
  expect(screen.queryByText('Stat block')).not.toBeInTheDocument();
});

/** Opens the editor behind the button labelled `button`; its field (labelled `label`), emptied. */
async function openEditor(user: ReturnType<typeof setup>['user'], button: string, label: string) {
  await user.click(await screen.findByLabelText(button));
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  return field;
}

test('a score edited by hand changes every figure it feeds; Undo puts it back', async () => {
  const { user } = setup();
  const field = await openEditor(user, 'Edit Constitution', 'CON');
  await user.type(field, '21{Enter}');
  expect(screen.getByText('Constitution must be between 3 and 20')).toBeInTheDocument();
  await user.clear(field);
  await user.type(field, '18{Enter}');
  expect(value('CON')).toBe('18 (+4)');
  expect(value('Hit Points')).toBe('34 (3d10 + 18)');
  expect(value('Saving Throws')).toBe('Str +5, Con +6');
  expect(button('Edit Constitution')).toHaveFocus();
  await user.click(undo());
  expect(value('CON')).toBe('13 (+1)');
  expect(value('Hit Points')).toBe('25 (3d10 + 9)');
});

test('the level can be edited from 1 to 20 and rerolled; the scores rerolled; Undo restores', async () => {
  const { user } = setup();
  const field = await openEditor(user, 'Edit level', 'Level');
  await user.type(field, '20{Enter}');
  expect(value('Level')).toBe('20(Fighter)');
  expect(value('Proficiency Bonus')).toBe('+6');
  await user.click(button("Reroll character's level"));
  expect(Number(value('Level')?.split('(')[0])).toBeLessThanOrEqual(5);
  const scores = () => ['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA'].map(value).join(' ');
  const before = scores();
  await user.click(button("Reroll character's ability scores"));
  expect(scores()).not.toBe(before);
  await user.click(undo());
  expect(scores()).toBe(before);
  await user.click(undo());
  expect(value('Level')).toBe('20(Fighter)');
});

test('Lock level: Generate keeps the level', async () => {
  const { user } = setup();
  const lock = await screen.findByLabelText('Lock level', { selector: 'button' });
  await user.click(lock);
  expect(lock).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByText('Generate'));
  await screen.findByText('New character generated');
  // The sections under the name follow it a moment after (the story, then the numbers).
  await waitFor(() => expect(card()).not.toHaveTextContent('Aldric'));
  expect(value('Level')).toMatch(/^3\(/);
});

test('a character made before D&D 5e was chosen: Add stat block rolls numbers and changes nothing else', async () => {
  const { user } = setup(FIFTH, null);
  await screen.findByRole('heading', { name: /^Aldric/ });
  const text = () => card().textContent ?? '';
  const before = text();
  expect(before).toContain('Aldric grew up on the walls of Varn.');
  await user.click(screen.getByRole('button', { name: 'Add stat block' }));
  await screen.findByRole('heading', { level: 3, name: 'Stat block' });
  expect(value('Level')).toMatch(/^\d+\(Fighter\)$/);
  expect(value('Armor Class')).toMatch(/^\d+ \(/);
  await screen.findByText('Stat block added');
  expect(screen.queryByRole('button', { name: 'Add stat block' })).not.toBeInTheDocument();
  // The name, the attributes and the story are as they were: only the block came.
  const after = text();
  for (const part of ['Aldric', 'Stormwind', 'The Unbroken', 'Human', 'Warrior', 'Male', '34']) {
    expect(after).toContain(part);
  }
  expect(after).toContain('He learned the sword from his father.');
  // A step of the card, as every change: Undo takes it back.
  await user.click(undo());
  await screen.findByRole('button', { name: 'Add stat block' });
  expect(screen.queryByText('Stat block')).not.toBeInTheDocument();
});

test('without a game system, a character without numbers is offered no stat block', async () => {
  setup({}, null);
  await screen.findByRole('heading', { name: /^Aldric/ });
  expect(screen.queryByRole('button', { name: 'Add stat block' })).not.toBeInTheDocument();
});
