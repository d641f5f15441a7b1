import { renderHook } from '@testing-library/react';
import { useRowsNearWindow } from '../use-rows-near-window';

const ROW = 100;

/** A list whose top is `top` pixels below the window's top; counts how often it is measured. */
function listAt(top: number) {
  const element = document.createElement('div');
  const measured = jest.fn(() => ({ top }) as DOMRect);
  element.getBoundingClientRect = measured;
  return { element, measured };
}

beforeEach(() => {
  window.innerHeight = 1000;
});

test('the rows near the window, with one more on each side', () => {
  const { element } = listAt(200);
  const { result } = renderHook(() => useRowsNearWindow(element, 50, ROW, 1));
  expect(result.current).toEqual({ first: 0, last: 9 });
});

test('a list at the top of the window is not measured again when its length changes', () => {
  const { element, measured } = listAt(200);
  const { result, rerender } = renderHook(({ rows }) => useRowsNearWindow(element, rows, ROW, 1), {
    initialProps: { rows: 50 },
  });
  const times = measured.mock.calls.length;
  rerender({ rows: 3 });
  expect(result.current).toEqual({ first: 0, last: 2 });
  rerender({ rows: 40 });
  expect(result.current).toEqual({ first: 0, last: 9 });
  expect(measured).toHaveBeenCalledTimes(times);
});

test('a list scrolled into is measured again when its length changes', () => {
  const { element, measured } = listAt(-2000);
  const { result, rerender } = renderHook(({ rows }) => useRowsNearWindow(element, rows, ROW, 1), {
    initialProps: { rows: 50 },
  });
  expect(result.current).toEqual({ first: 19, last: 31 });
  const times = measured.mock.calls.length;
  rerender({ rows: 10 });
  expect(measured.mock.calls.length).toBeGreaterThan(times);
  // Past its end: the last row stays, and the next scroll brings the rows back into place.
  expect(result.current).toEqual({ first: 9, last: 9 });
});
