import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { elapsedText } from '../painting-dialog';
import { Portrait } from '../portrait';
import { PortraitToolsContext, type PortraitTools } from '../portrait-tools';
import { makeCharacter } from '@/testing/fixtures';
import { fakePortraitTools } from '@/testing/portrait-tools';
import { PORTRAIT_BASE, type PortraitChange } from '@/domain/portrait';

const quickUser = () => userEvent.setup({ delay: null, skipHover: true });

function renderPortrait(
  tools: PortraitTools,
  onChange: (change: PortraitChange) => void = () => undefined,
  pictureId?: string,
) {
  const character = makeCharacter({ race: 'Dwarf', characterClass: 'Cleric', gender: 'Male' });
  return render(
    <PortraitToolsContext.Provider value={tools}>
      <Portrait
        character={pictureId ? { ...character, pictureId } : character}
        height={256}
        onChange={onChange}
      />
    </PortraitToolsContext.Provider>,
  );
}

const photo = () => new File(['jpeg bytes'], 'holiday.jpg', { type: 'image/jpeg' });
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Picture for the portrait');

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:picture');
  URL.revokeObjectURL = jest.fn();
});

describe('Change portrait', () => {
  test('uploads a picture through the crop step, then gives its id and focuses the button again', async () => {
    const tools = fakePortraitTools();
    const onChange = jest.fn();
    renderPortrait(tools, onChange);
    const user = quickUser();
    await user.click(screen.getByRole('button', { name: 'Change portrait' }));
    // The menu's code arrives first: a moment on a busy machine.
    const menu = await screen.findByRole('menu', { name: 'Change portrait' }, { timeout: 5000 });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Upload picture', 'Copy portrait prompt', 'Use default picture']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Upload picture' }));
    await user.upload(fileInput(), photo());
    const crop = await screen.findByRole(
      'dialog',
      { name: 'Position the picture' },
      { timeout: 5000 },
    );
    const frame = within(crop).getByRole('group', { name: 'Picture in the portrait’s frame' });
    expect(frame).toHaveAttribute('data-position', '50 50');
    await user.click(within(crop).getByRole('button', { name: 'Use picture' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ kind: 'picture', pictureId: 'pic-1' }),
    );
    expect(tools.savePicture).toHaveBeenCalledWith(
      expect.objectContaining({ width: 4000, height: 3000 }),
      { x: 0.5, y: 0.5 },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Change portrait' })).toHaveFocus();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:picture');
  });

  test('a file that cannot be read is said, and nothing changes', async () => {
    const tools = fakePortraitTools({
      openPicture: jest.fn(() =>
        Promise.reject(new Error('Could not use this picture: the file is damaged.')),
      ),
    });
    const onChange = jest.fn();
    renderPortrait(tools, onChange);
    const user = quickUser();
    await user.click(screen.getByRole('button', { name: 'Change portrait' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Upload picture' }));
    await user.upload(fileInput(), photo());
    await waitFor(() =>
      expect(tools.reportError).toHaveBeenCalledWith(
        'Could not use this picture: the file is damaged.',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Change portrait' })).toHaveFocus();
  });

  test('Cancel keeps the portrait; a failed save is said and changes nothing', async () => {
    const tools = fakePortraitTools({
      savePicture: jest.fn(() => Promise.reject(new Error('Could not keep the picture: full.'))),
    });
    const onChange = jest.fn();
    renderPortrait(tools, onChange);
    const user = quickUser();
    const upload = async () => {
      await user.click(screen.getByRole('button', { name: 'Change portrait' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Upload picture' }));
      await user.upload(fileInput(), photo());
      return screen.findByRole('dialog', { name: 'Position the picture' });
    };
    await user.click(within(await upload()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(await upload()).getByRole('button', { name: 'Use picture' }));
    await waitFor(() =>
      expect(tools.reportError).toHaveBeenCalledWith('Could not keep the picture: full.'),
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  test('shows the uploaded picture; Use default picture and Copy portrait prompt', async () => {
    const tools = fakePortraitTools();
    const onChange = jest.fn();
    const { unmount } = renderPortrait(tools, onChange, 'pic-9');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Dwarf Cleric' })).toHaveAttribute(
        'src',
        'blob:picture',
      ),
    );
    expect(tools.loadPicture).toHaveBeenCalledWith('pic-9');
    const user = quickUser();
    await user.click(screen.getByRole('button', { name: 'Change portrait' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Use default picture' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'default' });
    await user.click(screen.getByRole('button', { name: 'Change portrait' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy portrait prompt' }));
    expect(tools.copyPrompt).toHaveBeenCalledWith(expect.stringContaining('male dwarf cleric'));
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:picture');
  });

  test('a picture gone from the browser shows the default portrait', async () => {
    const tools = fakePortraitTools({ loadPicture: jest.fn(() => Promise.resolve(null)) });
    renderPortrait(tools, undefined, 'gone');
    await waitFor(() => expect(tools.loadPicture).toHaveBeenCalled());
    expect(screen.getByRole('img', { name: 'Dwarf Cleric' })).toHaveAttribute(
      'src',
      `${PORTRAIT_BASE}/dwarf/cleric/male1.png`,
    );
  });
});

describe('Generate with image model', () => {
  /** The menu opened, its code arrived. */
  async function openMenu(user: ReturnType<typeof quickUser>) {
    await user.click(screen.getByRole('button', { name: 'Change portrait' }));
    return screen.findByRole('menu', { name: 'Change portrait' }, { timeout: 5000 });
  }

  test('is not offered without an image model', async () => {
    renderPortrait(fakePortraitTools());
    const user = quickUser();
    const plain = await openMenu(user);
    expect(within(plain).queryByRole('menuitem', { name: 'Generate with image model' })).toBeNull();
  });

  test('success replaces the portrait, says so and gives the focus back', async () => {
    const paintPicture = jest.fn(() => Promise.resolve('painted-1'));
    const tools = fakePortraitTools({
      paintPicture,
      promptStyle: 'ink sketch',
      reportDone: jest.fn(),
    });
    const onChange = jest.fn();
    renderPortrait(tools, onChange);
    const user = quickUser();
    const menu = await openMenu(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Upload picture',
      'Generate with image model',
      'Copy portrait prompt',
      'Use default picture',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Generate with image model' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ kind: 'picture', pictureId: 'painted-1' }),
    );
    const [prompt] = paintPicture.mock.calls[0] as unknown as [string];
    expect(prompt).toMatch(/^ink sketch: an? .*male dwarf cleric/);
    expect(tools.reportDone).toHaveBeenCalledWith('Portrait generated');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Change portrait' })).toHaveFocus();
  });

  test('shows progress with the time taken; Stop ends it and keeps the portrait', async () => {
    let signal: AbortSignal | undefined;
    const paintPicture = jest.fn((_prompt: string, given: AbortSignal) => {
      signal = given;
      return new Promise<string>(() => undefined);
    });
    const tools = fakePortraitTools({ paintPicture, reportDone: jest.fn() });
    const onChange = jest.fn();
    renderPortrait(tools, onChange);
    const user = quickUser();
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Generate with image model' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generating portrait' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'The image model is painting the portrait…',
    );
    expect(within(dialog).getByText('Time taken: 0:00')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stop' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    expect(tools.reportDone).toHaveBeenCalledWith(
      'Portrait generation stopped; the portrait is unchanged',
    );
    expect(screen.getByRole('button', { name: 'Change portrait' })).toHaveFocus();
  });

  test('a failure keeps the portrait and says why', async () => {
    const paintPicture = jest.fn(() =>
      Promise.reject(new Error('The image model at http://x refused the key (HTTP 401).')),
    );
    const tools = fakePortraitTools({ paintPicture });
    const onChange = jest.fn();
    renderPortrait(tools, onChange);
    const user = quickUser();
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Generate with image model' }));
    await waitFor(() =>
      expect(tools.reportError).toHaveBeenCalledWith(
        'Could not generate a portrait: The image model at http://x refused the key (HTTP 401).',
      ),
    );
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Change portrait' })).toHaveFocus();
  });
});

test('the time taken reads as a clock', () => {
  expect(elapsedText(0)).toBe('0:00');
  expect(elapsedText(7_900)).toBe('0:07');
  expect(elapsedText(102_000)).toBe('1:42');
});
