import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GeneratorPage } from '../generator-page';
import { renderWithProviders } from '@/testing/render';
import { makeCharacter, makeTableReady } from '@/testing/fixtures';
import { fakeModel } from '@/testing/fake-model';
import { MemoryStorage } from '@/testing/memory-storage';
import { printedSheets } from '@/testing/print';
import { createRandom } from '@/domain/random';

// The group's code is loaded once here, so no test pays for it.
beforeAll(() =>
  Promise.all([import('@/domain/groups'), import('../group-panel'), import('../group-section')]),
);

function setup() {
  const rendered = renderWithProviders(<GeneratorPage />, {
    random: createRandom(11),
    createInitialCharacter: () => makeCharacter({ firstName: 'Aldric', lastName: 'Stormwind' }),
  });
  return { ...rendered, user: userEvent.setup({ delay: null, skipHover: true }) };
}

const card = () => screen.getByRole('article', { name: 'Character' });
const groupSection = () => screen.getByRole('region', { name: 'Group' });
// Plain selectors where a test waits or loops: role queries over the whole page are slow.
const memberButtons = () => [
  ...document.querySelectorAll<HTMLElement>('[aria-label="Members"] > li button'),
];
/** The members are shown and the panel has gone (the rest of the page is usable again). */
const groupShown = (size: number) =>
  waitFor(
    () => {
      expect(memberButtons()).toHaveLength(size);
      expect(document.querySelector('[role="dialog"]')).toBeNull();
    },
    { timeout: 4000 },
  );
const memberName = (button: HTMLElement) => button.querySelector('h3')?.textContent ?? '';

async function generateGroup(user: ReturnType<typeof setup>['user'], size: string, kind = 'Any') {
  await user.click(within(card()).getByRole('button', { name: 'Generate several' }));
  // The panel's code loads on first use: a busy machine may take a moment.
  const panel = await screen.findByRole('dialog', { name: 'Generate several' }, { timeout: 4000 });
  fireEvent.change(within(panel).getByLabelText('How many'), { target: { value: size } });
  await user.selectOptions(within(panel).getByLabelText('Group'), kind);
  await user.click(within(panel).getByRole('button', { name: 'Generate group' }));
  return panel;
}

test('How many out of range says so and keeps what was typed; a group then shows its members, all in History', async () => {
  const { user } = setup();
  const panel = await generateGroup(user, '1');
  expect(within(panel).getByText('How many is a whole number from 2 to 12')).toBeInTheDocument();
  expect(within(panel).getByLabelText('How many')).toHaveValue(1);
  fireEvent.change(within(panel).getByLabelText('How many'), { target: { value: '3' } });
  await user.click(within(panel).getByRole('button', { name: 'Generate group' }));
  await groupShown(3);
  expect(within(groupSection()).getByText(/'s group$/)).toBeInTheDocument();
  const history = screen.getByRole('list', { name: 'Generated characters' });
  const rows = [...history.querySelectorAll('button[aria-label^="Show "]')].map((b) =>
    b.getAttribute('aria-label'),
  );
  for (const member of memberButtons()) {
    expect(rows).toContainEqual(expect.stringMatching(new RegExp(`^Show ${memberName(member)} `)));
  }
  // The card's own character stays until a member is chosen.
  expect(within(card()).getByRole('heading', { level: 2 })).toHaveTextContent('Aldric Stormwind');
});

test('a chosen member is on the card with its relationships, each opening the other member', async () => {
  const { user } = setup();
  await generateGroup(user, '2', 'Family');
  await groupShown(2);
  const [parent, child] = memberButtons().map(memberName) as [string, string];
  await user.click(memberButtons()[0] as HTMLElement);
  expect(within(card()).getByRole('heading', { level: 2 })).toHaveTextContent(parent);
  const row = within(card()).getByText('Relationships').nextElementSibling as HTMLElement;
  expect(row).toHaveTextContent(`parent of ${child}`);
  await user.click(within(row).getByRole('button', { name: child }));
  expect(within(card()).getByRole('heading', { level: 2 })).toHaveTextContent(child);
  const back = within(card()).getByText('Relationships').nextElementSibling as HTMLElement;
  expect(back).toHaveTextContent(`child of ${parent}`);
  // The keyboard focus is on the name now shown, not lost on the page.
  expect(within(card()).getByRole('heading', { level: 2 })).toHaveFocus();
});

test('a new group takes the keyboard focus; the members are browsed above the card and Back to group returns', async () => {
  const { user } = setup();
  await generateGroup(user, '2', 'Any');
  await groupShown(2);
  const heading = within(groupSection()).getByRole('heading', { name: 'Group' });
  await waitFor(() => expect(heading).toHaveFocus());
  const [first, second] = memberButtons().map(memberName) as [string, string];
  // No strip while the card shows a character from outside the group.
  expect(screen.queryByRole('navigation', { name: 'Group members' })).toBeNull();

  await user.click(memberButtons()[0] as HTMLElement);
  const strip = await screen.findByRole('navigation', { name: 'Group members' });
  expect(within(strip).getByRole('button', { name: first })).toHaveAttribute('aria-current');
  await user.click(within(strip).getByRole('button', { name: second }));
  expect(within(card()).getByRole('heading', { level: 2 })).toHaveTextContent(second);
  expect(within(strip).getByRole('button', { name: second })).toHaveAttribute('aria-current');
  await user.click(within(strip).getByRole('button', { name: 'Back to group' }));
  expect(heading).toHaveFocus();
});

/** The generator with a local model that answers every member with Thalion Brightwater. */
function withModel(rows: object = {}) {
  const model = fakeModel({
    pieces: [
      JSON.stringify({
        firstName: 'Thalion',
        lastName: 'Brightwater',
        epithet: 'The Wandering Flame',
        background: { title: 'The Road', content: ['Thalion Brightwater left home young.'] },
        ...rows,
      }),
    ],
  });
  const storage = new MemoryStorage();
  storage.setItem('useOllamaAPI', 'true');
  renderWithProviders(<GeneratorPage />, {
    storage,
    random: createRandom(5),
    createModelClient: model.createModelClient,
    createInitialCharacter: () => makeCharacter({ firstName: 'Aldric', lastName: 'Stormwind' }),
  });
  const user = userEvent.setup({ delay: null, skipHover: true });
  return { model, user };
}

test('with a model: one call per member, the names in use in each prompt, a family keeping its name, no name twice', async () => {
  const { model, user } = withModel();
  await generateGroup(user, '3', 'Family');
  await screen.findByText('Group of 3 generated', undefined, { timeout: 4000 });
  expect(model.calls).toHaveLength(3);
  const names = memberButtons().map(memberName);
  const family = names[0]?.split(' ').at(-1) as string;
  // The first is the model's; the others' offline names stay, since the model's is taken.
  expect(names[0]).toBe(`Thalion ${family}`);
  expect(new Set(names).size).toBe(3);
  expect(names.every((n) => n.endsWith(` ${family}`))).toBe(true);
  expect(model.calls[1]?.prompt).toMatch(/Do not give the character any of these names/);
  expect(model.calls[1]?.prompt).toContain(`Thalion ${family}`);
  expect(model.calls[1]?.prompt).toContain('Aldric Stormwind');
});

test("with a model, a tavern's innkeeper and staff keep the trades the group gave them", async () => {
  const { user } = withModel(
    makeTableReady({ occupation: 'Lantern keeper', summary: 'A lantern keeper. Wants light.' }),
  );
  await generateGroup(user, '3', 'Tavern');
  await screen.findByText('Group of 3 generated', undefined, { timeout: 4000 });
  await groupShown(3);
  const occupation = () =>
    within(card()).getByText('Occupation').nextElementSibling?.textContent ?? '';
  // The innkeeper first, then one of the staff, then a stranger whose trade is the model's.
  await user.click(memberButtons()[0] as HTMLElement);
  await waitFor(() => expect(occupation()).toContain('Innkeeper'));
  await user.click(memberButtons()[2] as HTMLElement);
  await waitFor(() => expect(occupation()).toContain('Lantern keeper'));
  await user.click(memberButtons()[1] as HTMLElement);
  await waitFor(() => expect(occupation()).not.toContain('Lantern keeper'));
});

test('Save group, Copy group as text, Print group and Export group each take every member', async () => {
  const { user } = setup();
  await generateGroup(user, '3', 'Tavern');
  await groupShown(3);
  const names = memberButtons().map(memberName);
  const actions = within(groupSection()).getByRole('group', { name: 'Group actions' });

  await user.click(within(actions).getByRole('button', { name: 'Save group' }));
  await screen.findByText('Group saved: 3 added');
  // Saved: the button says so and cannot save the same members twice.
  expect(within(actions).getByRole('button', { name: 'Group saved' })).toBeDisabled();
  expect(within(actions).queryByRole('button', { name: 'Save group' })).toBeNull();

  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(within(actions).getByRole('button', { name: 'Copy group as text' }));
  await screen.findByText('Group copied', undefined, { timeout: 4000 });
  const text = writeText.mock.calls[0]?.[0] as string;
  expect(text).toMatch(/^# .+'s tavern\n/);
  for (const name of names) expect(text).toContain(`# ${name}`);
  expect(text).toMatch(/\n## Relationships\n\n- works for /);

  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  await user.click(within(actions).getByRole('button', { name: 'Print group' }));
  // The card keeps its own character's sheet ready for the browser's print: the group's job is
  // the root with every member.
  const root = await printedSheets(names.length);
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 4000 });
  expect([...root.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(names);
  // On paper, only the members (several to a page); each sheet names its group and its relations.
  expect(root).toHaveClass('cg-print-job', 'cg-print-compact');
  for (const sheet of root.querySelectorAll('.cg-sheet')) {
    const labels = [...sheet.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Group', 'Relationships']));
  }

  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
  const files: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push(this.download);
  });
  await user.click(within(actions).getByRole('button', { name: 'Export group' }));
  await waitFor(() =>
    expect(files).toEqual([expect.stringMatching(/^group-\d{4}-\d{2}-\d{2}\.json$/)]),
  );
});

test('each member’s card shows its portrait beside its name, quiet for screen readers', async () => {
  const { user } = setup();
  await generateGroup(user, '2');
  await groupShown(2);
  for (const member of memberButtons()) {
    const picture = member.querySelector('[data-portrait-thumb] img');
    expect(picture).toHaveAttribute(
      'src',
      expect.stringMatching(/\/images\/[a-z]+\/[a-z]+\/(male|female)1\.png$/),
    );
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('loading', 'lazy');
  }
});
