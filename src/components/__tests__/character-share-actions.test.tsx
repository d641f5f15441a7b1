import { renderToString } from 'react-dom/server';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CharacterShareActions, type ShareHandlers } from '../character-share-actions';
import { makeCharacter, makeTableReady } from '@/testing/fixtures';

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

test('Share asks first whether the secret goes with the link; it does only when ticked', async () => {
  const user = userEvent.setup();
  const share = jest.fn();
  const character = makeCharacter({ tableReady: makeTableReady() });
  render(<CharacterShareActions character={character} handlers={{ ...handlers, share }} />);
  const ask = async () => {
    await user.click(screen.getByRole('button', { name: 'Share' }));
    return screen.findByRole('dialog', { name: 'Share link' });
  };
  let dialog = await ask();
  const box = within(dialog).getByRole('checkbox', { name: 'Include the secret' });
  expect(box).not.toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Share' }));
  expect(share).toHaveBeenLastCalledWith(character, { includeSecret: false });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  dialog = await ask();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Include the secret' }));
  await user.click(within(dialog).getByRole('button', { name: 'Share' }));
  expect(share).toHaveBeenLastCalledWith(character, { includeSecret: true });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  // Asked again, the box is clear: a secret is never shared by an earlier choice.
  dialog = await ask();
  expect(within(dialog).getByRole('checkbox', { name: 'Include the secret' })).not.toBeChecked();
  expect(share).toHaveBeenCalledTimes(2);
});

test('a character without a secret is shared at once', async () => {
  const user = userEvent.setup();
  const share = jest.fn();
  const character = makeCharacter();
  render(<CharacterShareActions character={character} handlers={{ ...handlers, share }} />);
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(share).toHaveBeenCalledWith(character);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
