import { act, render, screen } from '@testing-library/react';
import { AlertStack, type ShownAlert } from '../alert-stack';

const ALERT: ShownAlert = { id: 1, severity: 'success', message: 'New character generated' };

test('the stack is placed above a bar at the foot of the screen in the frame, not as the alert comes', () => {
  const frames: FrameRequestCallback[] = [];
  const raf = jest
    .spyOn(window, 'requestAnimationFrame')
    .mockImplementation((callback) => frames.push(callback));
  window.matchMedia ??= jest.fn() as unknown as typeof window.matchMedia;
  window.innerHeight = 800;
  const bar = document.createElement('div');
  bar.setAttribute('data-bottom-bar', '');
  const measured = jest.fn(() => ({ top: 740, bottom: 800, height: 60 }) as DOMRect);
  bar.getBoundingClientRect = measured;
  document.body.append(bar);
  try {
    render(<AlertStack alerts={[ALERT]} removeAlert={() => undefined} />);
    const stack = screen.getByRole('region', { name: 'Notifications' });
    // Nothing laid out while the alert is put on the page.
    expect(measured).not.toHaveBeenCalled();
    act(() => frames.splice(0).forEach((callback) => callback(0)));
    expect(stack.style.bottom).toBe('68px');
  } finally {
    bar.remove();
    raf.mockRestore();
  }
});
