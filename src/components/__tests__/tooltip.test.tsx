import { createRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import IconButton from '@mui/material/IconButton';
import type MuiTooltip from '@mui/material/Tooltip';
import { preloadTooltips, resetTooltipsForTests, Tooltip } from '@/components/tooltip';
import { RerollButton } from '@/components/reroll-button';

type TooltipModule = { default: typeof MuiTooltip };

/**
 * Holds the tooltips' download until `arrive` is called; `downloads` counts how often it was
 * started. `failFirst` makes the first download fail, as a dropped connection would.
 */
function holdDownload({ failFirst = false } = {}) {
  let downloads = 0;
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  resetTooltipsForTests(async (): Promise<TooltipModule> => {
    downloads += 1;
    if (failFirst && downloads === 1) throw new Error('network');
    await gate;
    return import('@mui/material/Tooltip');
  });
  return {
    downloads: () => downloads,
    arrive: () =>
      act(async () => {
        open();
        await preloadTooltips();
      }),
  };
}

afterEach(() => resetTooltipsForTests());

const RACE = "Reroll character's race";

test('before its code has arrived, the child is on screen, named and usable, without a tooltip', async () => {
  const { downloads } = holdDownload();
  const onClick = jest.fn();
  render(
    <Tooltip title="Lock race">
      <IconButton aria-label="Lock race" onClick={onClick}>
        L
      </IconButton>
    </Tooltip>,
  );
  // Nothing is downloaded for a tooltip nobody has pointed at.
  expect(downloads()).toBe(0);
  const button = screen.getByRole('button', { name: 'Lock race' });
  await userEvent.setup().click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test('hovering before the code has arrived starts the download and ends with the tooltip shown', async () => {
  const { downloads, arrive } = holdDownload();
  const user = userEvent.setup();
  render(<RerollButton label="Race" onClick={() => undefined} />);
  await user.hover(screen.getByRole('button', { name: RACE }));
  expect(downloads()).toBe(1);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

  await arrive();
  expect(await screen.findByRole('tooltip')).toHaveTextContent(RACE);
});

test('a pointer that left before the code arrived opens no tooltip', async () => {
  const { arrive } = holdDownload();
  const user = userEvent.setup();
  render(<RerollButton label="Race" onClick={() => undefined} />);
  await user.hover(screen.getByRole('button', { name: RACE }));
  await user.unhover(screen.getByRole('button', { name: RACE }));
  await arrive();
  // MUI opens after a short delay: give it time to (wrongly) do so.
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test('a button focused by keyboard keeps the focus when the code arrives', async () => {
  const { downloads, arrive } = holdDownload();
  const onClick = jest.fn();
  const user = userEvent.setup();
  render(<RerollButton label="Race" onClick={onClick} />);
  await user.tab();
  expect(screen.getByRole('button', { name: RACE })).toHaveFocus();
  expect(downloads()).toBe(1);

  await arrive();
  // The element was replaced: the new one, the same control, has the focus.
  expect(screen.getByRole('button', { name: RACE })).toHaveFocus();
  expect(document.activeElement).not.toBe(document.body);
  await user.keyboard('{Enter}');
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('a controlled open tooltip starts the download by itself and shows once it has arrived', async () => {
  const { downloads, arrive } = holdDownload();
  render(
    <Tooltip title="Click again to confirm" open>
      <IconButton aria-label="Click again to confirm">D</IconButton>
    </Tooltip>,
  );
  expect(downloads()).toBe(1);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

  await arrive();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Click again to confirm');
});

test('a press under way when the code arrives still clicks: the switch waits for the release', async () => {
  const { arrive } = holdDownload();
  const onClick = jest.fn();
  const user = userEvent.setup();
  render(<RerollButton label="Race" onClick={onClick} />);
  const button = screen.getByRole('button', { name: RACE });
  await user.pointer({ keys: '[MouseLeft>]', target: button });
  await arrive();
  // Still the element that was pressed.
  expect(button).toBeInTheDocument();
  await user.pointer({ keys: '[/MouseLeft]', target: button });
  expect(onClick).toHaveBeenCalledTimes(1);
  // Then the real tooltip takes over.
  expect(await screen.findByRole('tooltip')).toHaveTextContent(RACE);
});

test('a failed download leaves the child working, and the next hover tries again', async () => {
  const { downloads, arrive } = holdDownload({ failFirst: true });
  const onClick = jest.fn();
  const user = userEvent.setup();
  render(<RerollButton label="Race" onClick={onClick} />);
  await user.hover(screen.getByRole('button', { name: RACE }));
  // The failure settles.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(downloads()).toBe(1);
  await user.click(screen.getByRole('button', { name: RACE }));
  expect(onClick).toHaveBeenCalledTimes(1);

  await user.unhover(screen.getByRole('button', { name: RACE }));
  await user.hover(screen.getByRole('button', { name: RACE }));
  expect(downloads()).toBe(2);
  await arrive();
  expect(await screen.findByRole('tooltip')).toHaveTextContent(RACE);
});

test("a child's own ref points at the element on screen before and after the switch", async () => {
  const { arrive } = holdDownload();
  const ref = createRef<HTMLButtonElement>();
  render(
    <Tooltip title="Share">
      <IconButton ref={ref} aria-label="Share">
        S
      </IconButton>
    </Tooltip>,
  );
  expect(ref.current).toBe(screen.getByRole('button', { name: 'Share' }));
  await arrive();
  expect(ref.current).toBe(screen.getByRole('button', { name: 'Share' }));
  expect(ref.current?.isConnected).toBe(true);
});
