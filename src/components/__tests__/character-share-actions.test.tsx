import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { CharacterShareActions, type ShareHandlers } from '../character-share-actions';
import { makeCharacter } from '@/testing/fixtures';

const handlers: ShareHandlers = { share: jest.fn(), copyAsText: jest.fn(), print: jest.fn() };

test('on the page painted at build time, Share and Copy as text say they are not ready yet', () => {
  const holder = document.createElement('div');
  holder.innerHTML = renderToString(
    <CharacterShareActions character={makeCharacter()} handlers={handlers} />,
  );
  const button = (name: string) =>
    [...holder.querySelectorAll('button')].find((b) => b.textContent === name);
  for (const name of ['Share', 'Copy as text']) {
    expect(button(name)?.disabled).toBe(true);
    expect(button(name)?.getAttribute('aria-description')).toBe('Not ready yet');
  }
  // Print works from a held click: it waits for the app like any other control.
  expect(button('Print')?.disabled).toBe(false);
});

test('once the app runs them, every button works', () => {
  render(<CharacterShareActions character={makeCharacter()} handlers={handlers} />);
  for (const name of ['Share', 'Copy as text', 'Print']) {
    expect(screen.getByRole('button', { name })).toBeEnabled();
  }
});
