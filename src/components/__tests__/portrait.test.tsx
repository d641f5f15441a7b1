import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Portrait } from '@/components/portrait';
import { PortraitThumb } from '@/components/portrait-thumb';
import { PortraitToolsContext, type PortraitTools } from '@/components/portrait-tools';
import { unlisted } from '@/domain/character';
import { DEFAULT_PORTRAIT } from '@/domain/portrait';
import { makeCharacter } from '@/testing/fixtures';

const HUMAN_WARRIOR = '/character-generator/images/human/warrior/male1.png';
const ELF_MAGE = '/character-generator/images/elf/mage/female1.png';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  // Every fallback is silent: nothing reaches the console.
  expect(consoleError).not.toHaveBeenCalled();
});

const link = () => screen.getByRole('link', { name: /^Open the portrait of/ });

describe('Portrait', () => {
  test('shows the real file under the base path; a click opens it in a new tab', () => {
    render(<Portrait character={makeCharacter()} height={256} />);
    const img = screen.getByRole('img', { name: 'Human Warrior' });
    expect(img).toHaveAttribute('src', HUMAN_WARRIOR);
    expect(link()).toHaveAttribute('href', HUMAN_WARRIOR);
    expect(link()).toHaveAttribute('target', '_blank');
    expect(link()).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link()).toHaveAccessibleName('Open the portrait of Human Warrior in a new tab');
  });

  test('the picture is fitted into its box, never stretched or cropped', () => {
    render(<Portrait character={makeCharacter()} height={512} width="30%" />);
    expect(link()).toHaveStyle({ height: '512px', width: '30%' });
    const img = screen.getByRole('img', { name: 'Human Warrior' });
    expect(img).toHaveStyle({ width: '100%', height: '100%', objectFit: 'contain' });
  });

  test('a file that fails to load falls back to the default portrait silently; no loop', () => {
    render(<Portrait character={makeCharacter()} height={256} />);
    fireEvent.error(screen.getByRole('img', { name: 'Human Warrior' }));
    expect(screen.getByRole('img', { name: 'Human Warrior' })).toHaveAttribute(
      'src',
      DEFAULT_PORTRAIT,
    );
    expect(link()).toHaveAttribute('href', DEFAULT_PORTRAIT);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The default portrait failing too does not loop.
    fireEvent.error(screen.getByRole('img', { name: 'Human Warrior' }));
    expect(screen.getByRole('img', { name: 'Human Warrior' })).toHaveAttribute(
      'src',
      DEFAULT_PORTRAIT,
    );
  });

  test('a new character gets its own picture after the previous one fell back', () => {
    const { rerender } = render(<Portrait character={makeCharacter()} height={256} />);
    fireEvent.error(screen.getByRole('img'));
    const mage = makeCharacter({ race: 'Elf', characterClass: 'Mage', gender: 'Female' });
    rerender(<Portrait character={mage} height={256} />);
    expect(screen.getByRole('img', { name: 'Elf Mage' })).toHaveAttribute('src', ELF_MAGE);
  });

  test('the alt text is race plus class, or unknown race / unknown class', () => {
    render(
      <>
        <Portrait
          character={{ id: '1', race: 'Dwarf', characterClass: 'Cleric', gender: 'Male' }}
          height={256}
        />
        <Portrait character={{ id: '2', characterClass: 'Rogue', gender: 'Male' }} height={256} />
        <Portrait character={{ id: '3', race: 'Elf', gender: 'Female' }} height={256} />
      </>,
    );
    expect(screen.getByAltText('Dwarf Cleric')).toHaveAttribute(
      'src',
      '/character-generator/images/dwarf/cleric/male1.png',
    );
    // Without a race or class there is no picture to look for: the default shows at once.
    expect(screen.getByAltText('unknown race Rogue')).toHaveAttribute('src', DEFAULT_PORTRAIT);
    expect(screen.getByAltText('Elf unknown class')).toHaveAttribute('src', DEFAULT_PORTRAIT);
  });

  test('a race not of ours is looked for by its name, and falls back when there is no file', () => {
    const gnome = { ...makeCharacter(), race: unlisted('Gnome'), characterClass: unlisted('Bard') };
    render(<Portrait character={gnome} height={256} />);
    const img = screen.getByRole('img', { name: 'Gnome Bard' });
    expect(img).toHaveAttribute('src', '/character-generator/images/gnome/bard/male1.png');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_PORTRAIT);
  });

  test('a Non-binary character shows the same picture on every render', () => {
    const character = makeCharacter({ id: 'nb-1', gender: 'Non-binary' });
    const urls = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const view = render(<Portrait character={{ ...character }} height={256} />);
      urls.add(screen.getByRole('img').getAttribute('src') as string);
      view.unmount();
    }
    expect(urls.size).toBe(1);
    expect([...urls][0]).toMatch(
      /^\/character-generator\/images\/human\/warrior\/(male|female)1\.png$/,
    );
  });
});

describe('the user’s picture for a race and class', () => {
  const tools: PortraitTools = {
    loadPicture: jest.fn((id: string) =>
      Promise.resolve(id === 'gone' ? null : new Blob([id], { type: 'image/webp' })),
    ),
    openPicture: jest.fn(),
    savePicture: jest.fn(),
    copyPrompt: jest.fn(),
    reportError: jest.fn(),
    defaultPictureOf: ({ race }) => (race === 'Human' ? 'human-art' : null),
  };
  beforeEach(() => {
    URL.createObjectURL = jest.fn((blob: Blob) => `blob:${(blob as Blob).size}`);
    URL.revokeObjectURL = jest.fn();
  });

  test('shows in the small portrait beside a name, in place of the classic picture', async () => {
    const { container } = render(
      <PortraitToolsContext.Provider value={tools}>
        <PortraitThumb character={makeCharacter()} width={24} height={36} />
      </PortraitToolsContext.Provider>,
    );
    await waitFor(() =>
      expect(container.querySelector('img[data-uploaded-portrait]')).toBeInTheDocument(),
    );
    expect(tools.loadPicture).toHaveBeenCalledWith('human-art');
  });

  test('the character’s own picture comes first; another race keeps its classic picture', async () => {
    const { container } = render(
      <PortraitToolsContext.Provider value={tools}>
        <PortraitThumb character={makeCharacter({ pictureId: 'own' })} width={24} height={36} />
        <PortraitThumb
          character={makeCharacter({ race: 'Elf', characterClass: 'Mage', gender: 'Female' })}
          width={24}
          height={36}
        />
      </PortraitToolsContext.Provider>,
    );
    await waitFor(() =>
      expect(container.querySelectorAll('img[data-uploaded-portrait]')).toHaveLength(1),
    );
    expect(tools.loadPicture).toHaveBeenCalledWith('own');
    expect(tools.loadPicture).not.toHaveBeenCalledWith('human-art');
    expect(container.querySelector(`img[src="${ELF_MAGE}"]`)).toBeInTheDocument();
  });
});
