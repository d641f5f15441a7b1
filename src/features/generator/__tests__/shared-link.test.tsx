import { screen } from '@testing-library/react';
import { GeneratorPage } from '../generator-page';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';
import { encodeSharedCharacter } from '@/domain/share-codec';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('data-share-pending');
});

const onCard = makeCharacter({ id: 'on-card', firstName: 'Aldric', lastName: 'Stormwind' });

function open(hash: string) {
  window.history.replaceState(null, '', `/character-generator${hash}`);
  document.documentElement.setAttribute('data-share-pending', '');
  const storage = new MemoryStorage({ currentCharacter: JSON.stringify({ character: onCard }) });
  return renderWithProviders(<GeneratorPage />, { storage, route: '/character-generator' });
}

test('a share link shows its character, sends the previous one to History and clears the address', async () => {
  const shared = makeCharacter({ id: 'shared', firstName: 'Brenna', lastName: 'Oakheart' });
  const { storage } = open(`#c=${await encodeSharedCharacter(shared)}`);
  await screen.findByText('Shared character opened');
  expect(screen.getByRole('heading', { level: 2, name: 'Brenna Oakheart' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Show Aldric Stormwind/ })).toBeInTheDocument();
  expect(window.location.hash).toBe('');
  expect(document.documentElement.hasAttribute('data-share-pending')).toBe(false);
  expect(JSON.parse(storage.getItem('currentCharacter') ?? '{}').character.id).toBe('shared');
});

test.each([
  ['truncated', async () => (await encodeSharedCharacter(onCard)).slice(0, 12)],
  ['not base64url', async () => '%%%'],
  ['empty', async () => ''],
])('a link that is %s says it is damaged and changes nothing', async (_, data) => {
  const { storage } = open(`#c=${await data()}`);
  const before = storage.getItem('currentCharacter');
  await screen.findByText('This share link is damaged.');
  expect(screen.getByRole('heading', { level: 2, name: 'Aldric Stormwind' })).toBeInTheDocument();
  expect(screen.getByText('No history yet')).toBeInTheDocument();
  expect(storage.getItem('currentCharacter')).toBe(before);
  expect(window.location.hash).toBe('');
  expect(document.documentElement.hasAttribute('data-share-pending')).toBe(false);
});

test("a link's campaigns are filed here: one by its name, one new; the character is in both", async () => {
  const shared = makeCharacter({ id: 'filed', firstName: 'Corin', campaigns: ['x1', 'x2'] });
  const data = await encodeSharedCharacter(shared, {
    campaigns: [
      { id: 'x1', name: 'saltmarsh' },
      { id: 'x2', name: 'Hollow King' },
    ],
  });
  window.history.replaceState(null, '', `/character-generator#c=${data}`);
  const storage = new MemoryStorage({
    currentCharacter: JSON.stringify({ character: onCard }),
    campaigns: JSON.stringify([{ id: 'mine', name: 'Saltmarsh' }]),
  });
  renderWithProviders(<GeneratorPage />, { storage, route: '/character-generator' });
  await screen.findByText('Shared character opened');
  const here = JSON.parse(storage.getItem('campaigns') ?? '[]') as { id: string; name: string }[];
  expect(here.map((c) => c.name)).toEqual(['Saltmarsh', 'Hollow King']);
  const card = JSON.parse(storage.getItem('currentCharacter') ?? '{}').character;
  expect(card.campaigns).toEqual(['mine', here[1]!.id]);
});
