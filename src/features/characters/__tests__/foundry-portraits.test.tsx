import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strFromU8, unzipSync } from 'fflate';
import { CharactersPage } from '../characters-page';
import { SettingsPage } from '@/features/settings/settings-page';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';
import { downloadBlob } from '@/adapters/browser/downloads';
import * as pictures from '@/use-cases/pictures';

jest.mock('@/adapters/browser/downloads', () => ({ downloadBlob: jest.fn() }));
/** The browser's picture storage, stood in for: one WebP picture. */
jest.mock('@/use-cases/pictures', () => ({
  loadPicture: jest.fn(),
  measurePictures: jest.fn(),
  picturesAsFiles: jest.fn(),
}));
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);

beforeEach(() => {
  jest.mocked(pictures.loadPicture).mockResolvedValue(null);
  jest.mocked(pictures.measurePictures).mockResolvedValue(0);
  jest
    .mocked(pictures.picturesAsFiles)
    .mockImplementation(async (ids) => ids.map((id) => ({ id, type: 'image/webp', bytes: WEBP })));
});

const quickUser = () => userEvent.setup({ delay: null, skipHover: true });

test('Settings, Portraits: Foundry portrait folder, npc-portraits until changed, kept as typed', async () => {
  const storage = new MemoryStorage();
  renderWithProviders(<SettingsPage />, { storage });
  const section = screen.getByRole('region', { name: 'Portraits' });
  const field = within(section).getByRole('textbox', { name: 'Foundry portrait folder' });
  expect(field).toHaveValue('npc-portraits');
  const user = quickUser();
  await user.clear(field);
  await user.type(field, 'tokens');
  expect(storage.getItem('foundryPortraitFolder')).toBe('tokens');
});

test('Foundry VTT (JSON) puts the portrait in the folder the setting names, and the actor points there', async () => {
  const storage = new MemoryStorage({
    characters: JSON.stringify([
      makeCharacter({ id: 'a', firstName: 'Ada', lastName: 'Test', pictureId: 'pic-a' }),
      makeCharacter({ id: 'b', firstName: 'Bea', lastName: 'Test' }),
    ]),
    foundryPortraitFolder: 'tokens',
  });
  renderWithProviders(<CharactersPage />, { storage, route: '/characters' });
  const user = quickUser();
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Foundry VTT (JSON)' }));
  await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
  const [blob, name] = jest.mocked(downloadBlob).mock.calls[0]!;
  expect(name).toMatch(/^characters-foundry-vtt-.+\.zip$/);
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  expect(Object.keys(files).sort()).toEqual([
    'Ada Test.json',
    'Bea Test.json',
    'tokens/Ada Test.webp',
  ]);
  const ada = JSON.parse(strFromU8(files['Ada Test.json']!)) as {
    img: string;
    prototypeToken: { texture: { src: string } };
  };
  expect(ada.img).toBe('tokens/Ada Test.webp');
  expect(ada.prototypeToken.texture.src).toBe('tokens/Ada Test.webp');
});
