import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from '../settings-page';
import { PortraitStyleField } from '../instant-settings';
import { Portrait } from '@/components/portrait';
import { renderWithProviders } from '@/testing/render';
import { optionTexts } from '@/testing/queries';
import { MemoryStorage } from '@/testing/memory-storage';
import { pickInstantSetting } from '@/testing/instant-setting';
import { makeCharacter } from '@/testing/fixtures';
import { PORTRAIT_BASE } from '@/domain/portrait';

const quickUser = () => userEvent.setup({ delay: null, skipHover: true });

const portraitStyle = () => screen.getByRole('combobox', { name: 'Portrait style' });

/** The setting with a saved character's portrait and Change portrait below it. */
function SettingsWithPortrait({
  onDraw = () => undefined,
}: {
  onDraw?: (change: unknown) => void;
}) {
  return (
    <>
      <PortraitStyleField />
      <Portrait
        character={makeCharacter({ race: 'Dwarf', characterClass: 'Cleric' })}
        height={256}
        onChange={onDraw}
      />
    </>
  );
}

describe('Portraits: Portrait style', () => {
  test('is a section of its own, offering Classic pictures (the default) and drawn faces', async () => {
    renderWithProviders(<SettingsPage />);
    const section = screen.getByRole('region', { name: 'Portraits' });
    expect(within(section).getByRole('combobox', { name: 'Portrait style' })).toHaveTextContent(
      'Classic pictures',
    );
    await quickUser().click(portraitStyle());
    expect(await optionTexts()).toEqual(['Classic pictures', 'A face for each character']);
  });

  test('classic pictures are the specification’s, with no Draw a new face', async () => {
    renderWithProviders(<SettingsWithPortrait />);
    expect(screen.getByRole('img', { name: 'Dwarf Cleric' })).toHaveAttribute(
      'src',
      `${PORTRAIT_BASE}/dwarf/cleric/male1.png`,
    );
    await quickUser().click(screen.getByRole('button', { name: 'Change portrait' }));
    const menu = await screen.findByRole('menu', { name: 'Change portrait' });
    expect(within(menu).getByRole('menuitem', { name: 'Use default picture' })).toBeInTheDocument();
    expect(
      within(menu).queryByRole('menuitem', { name: 'Draw a new face' }),
    ).not.toBeInTheDocument();
  });

  test('A face for each character applies at once, without Save, and is remembered', async () => {
    const onDraw = jest.fn();
    const { storage } = renderWithProviders(<SettingsWithPortrait onDraw={onDraw} />);
    const user = quickUser();
    await pickInstantSetting(user, storage, 'Portrait style', 'A face for each character', [
      'portraitStyle',
      'faces',
    ]);
    // The drawing code arrives, and the portrait is the character's drawn face.
    const face = await screen.findByRole('img', { name: 'Dwarf Cleric' });
    expect(face.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await user.click(screen.getByRole('button', { name: 'Change portrait' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Draw a new face' }));
    expect(onDraw).toHaveBeenCalledWith({ kind: 'new-face' });
    // The menu closes, and the focus is back on the button that opened it.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change portrait' })).toHaveFocus(),
    );
  });

  test('a stored choice is shown on start; an unreadable one reads as Classic pictures', async () => {
    const { unmount } = renderWithProviders(<SettingsWithPortrait />, {
      storage: new MemoryStorage({ portraitStyle: 'faces' }),
    });
    expect(portraitStyle()).toHaveTextContent('A face for each character');
    expect(await screen.findByRole('img', { name: 'Dwarf Cleric' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    unmount();
    renderWithProviders(<SettingsWithPortrait />, {
      storage: new MemoryStorage({ portraitStyle: 'oil paintings' }),
    });
    expect(portraitStyle()).toHaveTextContent('Classic pictures');
    expect(screen.getByRole('img', { name: 'Dwarf Cleric' })).toHaveAttribute(
      'src',
      `${PORTRAIT_BASE}/dwarf/cleric/male1.png`,
    );
  });
});
