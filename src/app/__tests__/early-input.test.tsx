import { useLayoutEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { FIRST_PAINT_SCRIPT } from '../first-paint-script';
import { takeOverEarlyInput } from '../early-input';

/** The page as painted at build time: a form with a field, two buttons and a link. */
const PAINTED = `
  <form>
    <label for="painted-name">Name</label><input id="painted-name" value="Ari" />
    <button type="button">Generate</button>
    <button type="button" aria-label="Reroll race"></button>
    <button type="button" aria-label="Reroll race"></button>
    <button type="submit">Save</button>
    <a href="/elsewhere">Elsewhere</a>
  </form>`;

const done: string[] = [];

/** The app's own screen for that page (new elements, other ids), which it draws afresh. */
function Screen() {
  const [name, setName] = useState('Ari');
  useLayoutEffect(() => takeOverEarlyInput(), []);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        done.push(`save ${name}`);
      }}
    >
      <label htmlFor="app-name">Name</label>
      <input id="app-name" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="button" onClick={() => done.push('generate')}>
        Generate
      </button>
      <button type="button" aria-label="Reroll race" onClick={() => done.push('reroll 1')} />
      <button type="button" aria-label="Reroll race" onClick={() => done.push('reroll 2')} />
      <button type="submit">Save</button>
    </form>
  );
}

let root: Root;
let container: HTMLElement;

beforeAll(() => {
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = PAINTED;
  document.body.append(container);
  new Function(FIRST_PAINT_SCRIPT)();
});

afterAll(() => act(() => root.unmount()));

const painted = (selector: string) => container.querySelector<HTMLElement>(selector)!;

test('what the visitor did on the painted page is carried out once, in order, by the app', async () => {
  const link = painted('a');
  const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(linkClick);
  // Held: the painted link would load the page again.
  expect(linkClick.defaultPrevented).toBe(true);

  const field = painted('input') as HTMLInputElement;
  field.focus();
  fireEvent.input(field, { target: { value: 'Arian' } });
  fireEvent.input(field, { target: { value: 'Ariana' } });
  fireEvent.click(painted('button[aria-label="Reroll race"]:nth-of-type(3)'));
  fireEvent.click(painted('button'));
  const submit = painted('button[type="submit"]');
  const submitClick = new MouseEvent('click', { bubbles: true, cancelable: true });
  submit.dispatchEvent(submitClick);
  expect(submitClick.defaultPrevented).toBe(true);
  // Nothing happened yet: the app is not there.
  expect(done).toEqual([]);

  root = createRoot(container);
  await act(async () => root.render(<Screen />));

  const appField = container.querySelector('input') as HTMLInputElement;
  // The typed text and the focus are in the app's field as soon as it is drawn.
  expect(appField.value).toBe('Ariana');
  expect(document.activeElement).toBe(appField);
  await waitFor(() => expect(done).toEqual(['reroll 2', 'generate', 'save Ariana']));

  // From now on the app answers by itself; nothing is held or carried out twice.
  fireEvent.click(container.querySelector('button') as HTMLElement);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(done).toEqual(['reroll 2', 'generate', 'save Ariana', 'generate']);
});
