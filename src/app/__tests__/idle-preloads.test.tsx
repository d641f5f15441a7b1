import { act, render } from '@testing-library/react';
import type MuiTooltip from '@mui/material/Tooltip';
import { IdlePreloads } from '@/app/idle-preloads';
import { resetTooltipsForTests } from '@/components/tooltip';

afterEach(() => {
  jest.useRealTimers();
  resetTooltipsForTests();
});

test("the tooltips' code starts downloading once the page is idle, not before", async () => {
  jest.useFakeTimers();
  let downloads = 0;
  resetTooltipsForTests(() => {
    downloads += 1;
    return new Promise<{ default: typeof MuiTooltip }>(() => undefined);
  });
  render(<IdlePreloads />);
  expect(downloads).toBe(0);
  // jsdom has no requestIdleCallback: the page counts as idle a second after it has loaded.
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  expect(downloads).toBe(1);
});

test('nothing is downloaded for a screen that is gone before the browser is idle', async () => {
  jest.useFakeTimers();
  let downloads = 0;
  resetTooltipsForTests(() => {
    downloads += 1;
    return new Promise<{ default: typeof MuiTooltip }>(() => undefined);
  });
  const { unmount } = render(<IdlePreloads />);
  unmount();
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  expect(downloads).toBe(0);
});
