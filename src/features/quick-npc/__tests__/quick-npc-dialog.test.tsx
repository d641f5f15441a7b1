import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuickNpcDialog, type MakeNpcs } from '../quick-npc-dialog';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { quickNpcs } from '@/domain/quick-npc';
import { createRandom } from '@/domain/random';
import { fullName, type Character } from '@/domain/character';
import { STORAGE_KEYS } from '@/config/storage-keys';

function setup() {
  const storage = new MemoryStorage();
  const random = createRandom(7);
  const made: Character[][] = [];
  const makeNpcs: MakeNpcs = (constraints, count) => {
    const npcs = quickNpcs(constraints, random, count);
    made.push(npcs);
    return npcs;
  };
  const onClose = jest.fn();
  const rendered = renderWithProviders(
    <QuickNpcDialog open onClose={onClose} makeNpcs={makeNpcs} />,
    { storage, routes: [{ path: '/character-generator', element: <p>The generator</p> }] },
  );
  const user = userEvent.setup({ delay: null, skipHover: true });
  return { ...rendered, user, storage, onClose, made };
}

const dialog = () => screen.getByRole('dialog', { name: 'Quick NPC' });
const field = () => within(dialog()).getByRole('combobox', { name: 'Who do you need?' });
const npcCard = () => within(dialog()).getByRole('article');
const npcName = () => within(npcCard()).getByRole('heading', { level: 3 }).textContent;
const options = () => within(dialog()).getAllByRole('option');
const saved = (storage: MemoryStorage): Character[] =>
  JSON.parse(storage.getItem(STORAGE_KEYS.characters) ?? '[]') as Character[];
/** The value shown beside a label of the card. */
const row = (label: string) => within(npcCard()).getByText(label).nextElementSibling?.textContent;

test('opens with a new NPC on a compact card, five alternatives and the field focused', async () => {
  const { made } = setup();
  await waitFor(() => expect(field()).toHaveFocus());
  // The card at once; its alternatives a moment later.
  await waitFor(() => expect(options()).toHaveLength(5));
  const [[first], alternatives] = made as [Character[], Character[]];
  const others = alternatives.filter((npc) => fullName(npc) !== fullName(first!)).slice(0, 5);
  expect(npcName()).toBe(`${first?.firstName} ${first?.lastName}`);
  expect(within(npcCard()).getByText(new RegExp(`^${first?.race} · ${first?.gender} · age `)));
  expect(row('Occupation')).toBe(first?.tableReady?.occupation);
  expect(row('Summary')).toBe(first?.tableReady?.summary);
  expect(row('Look')).toBe(first?.tableReady?.look);
  expect(row('Voice')).toBe(first?.tableReady?.voice);
  expect(options()).toHaveLength(5);
  options().forEach((option, at) =>
    expect(option).toHaveTextContent(`${others[at]?.firstName} ${others[at]?.lastName} — `),
  );
});

test('the secret stays hidden until Show secret is pressed', async () => {
  const { user, made } = setup();
  expect(within(npcCard()).queryByText('Secret')).not.toBeInTheDocument();
  const show = within(npcCard()).getByRole('button', { name: 'Show secret' });
  expect(show).toHaveAttribute('aria-pressed', 'false');
  await user.click(show);
  expect(row('Secret')).toBe(made[0]?.[0]?.tableReady?.secret);
});

test('the NPCs narrow as the words come; words not understood are listed', async () => {
  const { user, made } = setup();
  await user.type(field(), 'dwar');
  // A word still being typed neither rolls new NPCs nor is reported.
  expect(made).toHaveLength(1);
  expect(screen.queryByText(/Not understood/)).not.toBeInTheDocument();
  // The rest at once, as a paste.
  await user.paste('f smith');
  expect(within(npcCard()).getByText(/^Dwarf · /)).toBeInTheDocument();
  expect(row('Occupation')).toMatch(/^(Blacksmith|Forge apprentice)$/);
  await waitFor(() => {
    expect(options()).toHaveLength(5);
    for (const option of options()) expect(option).toHaveTextContent(/ — Dwarf /);
  });
  await user.paste(' blacksmithe ');
  expect(within(dialog()).getByText('Not understood: blacksmithe')).toBeInTheDocument();
  expect(field()).toHaveAccessibleDescription('Not understood: blacksmithe');
  // Still a dwarf smith: an unknown word changes nothing else.
  expect(within(npcCard()).getByText(/^Dwarf · /)).toBeInTheDocument();
});

test('Up and Down choose among the six; Enter saves the chosen one and says so', async () => {
  const { user, storage, onClose, made } = setup();
  await waitFor(() => expect(options()).toHaveLength(5));
  const [[first], alternatives] = made as [Character[], Character[]];
  const six = [first, ...alternatives.filter((npc) => fullName(npc) !== fullName(first!))];
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(options()[1]).toHaveAttribute('aria-selected', 'true');
  expect(field()).toHaveAttribute('aria-activedescendant', options()[1]?.id);
  expect(npcName()).toBe(`${six[2]?.firstName} ${six[2]?.lastName}`);
  await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
  // Up from the first wraps round to the last.
  expect(npcName()).toBe(`${six[5]?.firstName} ${six[5]?.lastName}`);
  await user.keyboard('{Enter}');
  expect(saved(storage).map((c) => c.id)).toEqual([six[5]?.id]);
  expect(saved(storage)[0]).toMatchObject({ tableReady: six[5]?.tableReady });
  expect(
    await screen.findByText(`NPC saved: ${six[5]?.firstName} ${six[5]?.lastName}`),
  ).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
});

test('Ctrl+Enter and Another roll six new ones for the same words', async () => {
  const { user } = setup();
  await user.click(field());
  await user.paste('old elf woman priest');
  const fits = async () => {
    expect(within(npcCard()).getByText(/^Elf · Female · age \d+ · Cleric · /)).toBeInTheDocument();
    // The card first; its five alternatives a moment later.
    await waitFor(() => expect(options()).toHaveLength(5));
    for (const option of options()) expect(option).toHaveTextContent(/ — Elf Female, age \d+, /);
  };
  await fits();
  const names = options().map((option) => option.textContent);
  const name = npcName();
  await user.keyboard('{Control>}{Enter}{/Control}');
  expect(npcName()).not.toBe(name);
  await fits();
  await waitFor(() => expect(options().map((o) => o.textContent)).not.toEqual(names));
  const again = npcName();
  await user.click(within(dialog()).getByRole('button', { name: 'Another' }));
  expect(npcName()).not.toBe(again);
  await fits();
  expect(field()).toHaveValue('old elf woman priest');
});

test('Save NPC saves the NPC on the card; Open in generator puts it on the generator card', async () => {
  const first = setup();
  await first.user.click(within(dialog()).getByRole('button', { name: 'Save NPC' }));
  expect(saved(first.storage).map((c) => c.id)).toEqual([first.made[0]?.[0]?.id]);
  first.unmount();

  const second = setup();
  const npc = second.made[0]?.[0];
  await second.user.click(within(dialog()).getByRole('button', { name: 'Open in generator' }));
  await screen.findByText('The generator');
  const current = JSON.parse(second.storage.getItem(STORAGE_KEYS.current) ?? '{}') as {
    character: Character;
  };
  expect(current.character.id).toBe(npc?.id);
  expect(saved(second.storage)).toEqual([]);
  expect(second.onClose).toHaveBeenCalled();
});

test('Escape closes', async () => {
  const { user, onClose } = setup();
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalled();
});
