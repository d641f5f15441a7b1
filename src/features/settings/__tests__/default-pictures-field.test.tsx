import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DefaultPicturesField } from '../default-pictures-field';
import { PortraitToolsContext, type PortraitTools } from '@/components/portrait-tools';
import { renderWithProviders } from '@/testing/render';
import { MemoryStorage } from '@/testing/memory-storage';
import { fakePortraitTools } from '@/testing/portrait-tools';

function setup(tools: PortraitTools, storage = new MemoryStorage()) {
  renderWithProviders(
    <PortraitToolsContext.Provider value={tools}>
      <DefaultPicturesField />
    </PortraitToolsContext.Provider>,
    { storage, route: '/settings' },
  );
  return { storage, user: userEvent.setup({ delay: null, skipHover: true }) };
}

/** The race and class picture picked: an 800×1200 drawing, saved as `orc-art`. */
const ORC_ART = { size: { width: 800, height: 1200 }, savedId: 'orc-art' };

const art = () => new File(['png bytes'], 'orc.png', { type: 'image/png' });

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:picture');
  URL.revokeObjectURL = jest.fn();
});

test('an Orc Warrior picture of the user’s own, through the crop step, then the built-in one again', async () => {
  const tools = fakePortraitTools({}, ORC_ART);
  const { storage, user } = setup(tools);
  const builtIn = screen.getByRole('button', { name: 'Use built-in picture' });
  expect(builtIn).toBeDisabled();
  await user.upload(screen.getByLabelText('Picture for Orc Warrior'), art());
  const crop = await screen.findByRole('dialog', { name: 'Position the picture' });
  await user.click(within(crop).getByRole('button', { name: 'Use picture' }));
  await waitFor(() =>
    expect(storage.getItem('defaultPictures')).toBe(JSON.stringify({ 'orc/warrior': 'orc-art' })),
  );
  expect(tools.reportDone).toHaveBeenCalledWith('Picture for Orc Warrior replaced');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Upload picture' })).toHaveFocus());
  await user.click(screen.getByRole('button', { name: 'Use built-in picture' }));
  expect(storage.getItem('defaultPictures')).toBe('');
});

test.each([
  {
    case: 'a broken file',
    failing: 'openPicture',
    message: 'Could not use this picture: the file is damaged.',
    // Nothing reaches the crop step.
    steps: async () => {},
  },
  {
    case: 'a picture the browser will not keep',
    failing: 'savePicture',
    message: 'Could not keep the picture: the browser’s storage is full.',
    steps: async (user: ReturnType<typeof userEvent.setup>) => {
      const crop = await screen.findByRole('dialog', { name: 'Position the picture' });
      await user.click(within(crop).getByRole('button', { name: 'Use picture' }));
    },
  },
] as const)('$case is said, and nothing changes', async ({ failing, message, steps }) => {
  const tools = fakePortraitTools(
    { [failing]: jest.fn(() => Promise.reject(new Error(message))) },
    ORC_ART,
  );
  const { storage, user } = setup(tools, new MemoryStorage({ defaultPictures: '' }));
  await user.upload(screen.getByLabelText('Picture for Orc Warrior'), art());
  await steps(user);
  await waitFor(() => expect(tools.reportError).toHaveBeenCalledWith(message));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(storage.getItem('defaultPictures')).toBe('');
});
