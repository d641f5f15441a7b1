/**
 * `Add stat block` for a character of a content pack made without numbers: offered when its race
 * looks like and its class plays like built-in ones, rolling by their rules; not offered, with the
 * one-line note why, when its class plays like none.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GeneratorPage } from '../generator-page';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter, makeWildsPack } from '@/testing/fixtures';
import { unlisted } from '@/domain/character';
import { createRandom } from '@/domain/random';

// The section's code, the rules and the generator load when first needed: loaded here, that cost
// is not counted against the first test.
beforeAll(() =>
  Promise.all([
    import('../stat-block-panel'),
    import('../value-editor'),
    import('@/domain/srd5/rolls'),
    import('@/domain/generator'),
  ]),
);

function setup(race: string, characterClass: string) {
  const initial = makeCharacter({
    id: 'h1',
    firstName: 'Rosie',
    race: unlisted(race),
    characterClass: unlisted(characterClass),
  });
  renderWithProviders(<GeneratorPage />, {
    storage: new MemoryStorage({
      gameSystem: 'srd5',
      contentPacks: JSON.stringify([makeWildsPack()]),
    }),
    random: createRandom(7),
    createInitialCharacter: () => initial,
  });
  return userEvent.setup({ delay: null, skipHover: true });
}

const card = () => document.querySelector('article[aria-label="Character"]') as HTMLElement;
const value = (label: string) => {
  const section = within(card()).getByText('Stat block').closest('section') as HTMLElement;
  return within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
};

test('a Halfling Ranger without numbers gets a stat block that follows a Human Warrior, Dexterity first', async () => {
  const user = setup('Halfling', 'Ranger');
  await user.click(await screen.findByRole('button', { name: 'Add stat block' }));
  await screen.findByText('Stat block added');
  await within(card()).findByText('Stat block');
  expect(value('Level')).toMatch(/^\d+\(Fighter\)$/);
  const scores = ['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA'].map((a) =>
    Number(/^\d+/.exec(value(a) ?? '')?.[0]),
  );
  expect(scores[1]).toBe(Math.max(...scores));
  expect(screen.queryByRole('button', { name: 'Add stat block' })).not.toBeInTheDocument();
  expect(card()).toHaveTextContent('Halfling');
  expect(card()).toHaveTextContent('Ranger');
});

test('a Bard, who plays like no built-in class, is offered none and told why', async () => {
  setup('Halfling', 'Bard');
  await within(card()).findByText('No 5e numbers: Bard plays like no built-in class.');
  expect(screen.queryByRole('button', { name: 'Add stat block' })).not.toBeInTheDocument();
});

test('with its pack gone, a Halfling Ranger is offered none either', async () => {
  const initial = makeCharacter({
    race: unlisted('Halfling'),
    characterClass: unlisted('Ranger'),
  });
  renderWithProviders(<GeneratorPage />, {
    storage: new MemoryStorage({ gameSystem: 'srd5' }),
    createInitialCharacter: () => initial,
  });
  await within(card()).findByText('No 5e numbers: Ranger plays like no built-in class.');
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Add stat block' })).not.toBeInTheDocument(),
  );
});
