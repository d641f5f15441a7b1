/**
 * A character of a content pack's race, in the app: its portrait is the picture of the built-in
 * race it looks like, while its alt text keeps its own race; without the pack, the default one.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Portrait } from '@/components/portrait';
import { PortraitThumb } from '@/components/portrait-thumb';
import { unlisted } from '@/domain/character';
import { DEFAULT_PORTRAIT } from '@/domain/portrait';
import { makeCharacter } from '@/testing/fixtures';
import { MemoryStorage } from '@/testing/memory-storage';
import { renderWithProviders } from '@/testing/render';

const PACK = {
  id: 'p',
  name: 'Wilds',
  enabled: true,
  tables: {
    Races: ['Halfling | 20-150 | Looks like Dwarf'],
    Classes: ['Ranger | Plays like Warrior'],
  },
};
const halfling = makeCharacter({
  race: unlisted('Halfling'),
  characterClass: unlisted('Ranger'),
  gender: 'Female',
});
const DWARF_WARRIOR = '/character-generator/images/dwarf/warrior/female1.png';

test('a pack race that looks like a built-in one shows that race’s picture, named as itself', async () => {
  const storage = new MemoryStorage({ contentPacks: JSON.stringify([PACK]) });
  const { container } = renderWithProviders(
    <>
      <Portrait character={halfling} height={256} />
      <PortraitThumb character={halfling} width={24} height={36} />
    </>,
    { storage },
  );
  const img = screen.getByRole('img', { name: 'Halfling Ranger' });
  await waitFor(() => expect(img).toHaveAttribute('src', DWARF_WARRIOR));
  expect(container.querySelector(`span[data-portrait-thumb] img`)).toHaveAttribute(
    'src',
    DWARF_WARRIOR,
  );
});

test('a race of a pack switched off (or gone) falls back to the default picture', async () => {
  const off = {
    id: 'q',
    name: 'Old',
    enabled: false,
    tables: { Races: ['Gnome | Looks like Elf'] },
  };
  const storage = new MemoryStorage({ contentPacks: JSON.stringify([PACK, off]) });
  const gnome = makeCharacter({ race: unlisted('Gnome'), gender: 'Female' });
  renderWithProviders(
    <>
      <Portrait character={halfling} height={256} />
      <Portrait character={gnome} height={256} />
    </>,
    { storage },
  );
  // Once the packs are read, the one that is on pictures its race.
  await waitFor(() =>
    expect(screen.getByRole('img', { name: 'Halfling Ranger' })).toHaveAttribute(
      'src',
      DWARF_WARRIOR,
    ),
  );
  const img = screen.getByRole('img', { name: 'Gnome Warrior' });
  expect(img).toHaveAttribute('src', '/character-generator/images/gnome/warrior/female1.png');
  fireEvent.error(img);
  expect(screen.getByRole('img', { name: 'Gnome Warrior' })).toHaveAttribute(
    'src',
    DEFAULT_PORTRAIT,
  );
});
