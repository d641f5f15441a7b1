import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { holdEarlyInput } from '../head-script';
import { takeOverEarlyInput } from '../early-input';
import { earlyInputOf } from '../early-input-contract';
import { ADOPTION_ATTRIBUTES, EARLY_LOOK } from '@/config/first-paint';

let root: Root | undefined;
let container: HTMLElement;

/** A page painted at build time (`painted`), with the head script holding input on it. */
function paint(painted: string) {
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = painted;
  document.body.append(container);
  holdEarlyInput(window);
}

/** The app takes the page over: it draws its own screen afresh and carries out what was held. */
async function appTakesOver(screen: ReactNode) {
  root = createRoot(container);
  await act(async () => root?.render(screen));
}

/** The app's screen: it takes the early input over once it is drawn. */
function TakesOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => takeOverEarlyInput(), []);
  return children;
}

/** Every held entry carried out: the head script holds nothing any more. */
const replayed = () => waitFor(() => expect(earlyInputOf(window)?.phase).toBe('off'));

afterEach(async () => {
  await replayed();
  await act(async () => root?.unmount());
  root = undefined;
  container.remove();
});

const painted = (selector: string) => container.querySelector<HTMLElement>(selector)!;
const click = (el: HTMLElement) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
};

describe('typing, links and forms on the painted page', () => {
  const done: string[] = [];
  function Screen() {
    const [name, setName] = useState('Ari');
    return (
      <TakesOver>
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
      </TakesOver>
    );
  }

  test('what the visitor did is carried out once, in order, by the app', async () => {
    paint(`
      <form>
        <label for="painted-name">Name</label><input id="painted-name" value="Ari" />
        <button type="button">Generate</button>
        <button type="button" aria-label="Reroll race"></button>
        <button type="button" aria-label="Reroll race"></button>
        <button type="submit">Save</button>
        <a href="/elsewhere">Elsewhere</a>
      </form>`);
    // Held: the painted link would load the page again, the painted form would be sent.
    expect(click(painted('a')).defaultPrevented).toBe(true);
    const field = painted('input') as HTMLInputElement;
    field.focus();
    fireEvent.input(field, { target: { value: 'Arian' } });
    fireEvent.input(field, { target: { value: 'Ariana' } });
    click(painted('button[aria-label="Reroll race"]:nth-of-type(3)'));
    click(painted('button'));
    expect(click(painted('button[type="submit"]')).defaultPrevented).toBe(true);
    expect(done).toEqual([]);

    await appTakesOver(<Screen />);
    const appField = container.querySelector('input') as HTMLInputElement;
    // The typed text and the focus are in the app's field as soon as it is drawn.
    expect(appField.value).toBe('Ariana');
    expect(document.activeElement).toBe(appField);
    await waitFor(() => expect(done).toEqual(['reroll 2', 'generate', 'save Ariana']));
    await replayed();

    // From now on the app answers by itself; nothing is held or carried out twice.
    fireEvent.click(container.querySelector('button') as HTMLElement);
    expect(done).toEqual(['reroll 2', 'generate', 'save Ariana', 'generate']);
  });
});

describe('presses in sequence', () => {
  const generated: string[] = [];

  /** A lock toggle and Generate, which keeps the name only when it is locked. */
  function LockAndGenerate({ onSwitch }: { onSwitch?: (on: boolean) => void }) {
    const [locked, setLocked] = useState(false);
    const [on, setOn] = useState(false);
    return (
      <TakesOver>
        <button type="button" aria-pressed={locked} onClick={() => setLocked((was) => !was)}>
          Lock first name
        </button>
        <button type="button" onClick={() => generated.push(locked ? 'kept' : 'new name')}>
          Generate
        </button>
        <label>
          <span>
            <input
              type="checkbox"
              role="switch"
              checked={on}
              onChange={(event) => {
                setOn(event.target.checked);
                onSwitch?.(event.target.checked);
              }}
            />
          </span>
          Enable Ollama API
        </label>
      </TakesOver>
    );
  }

  const PAINTED = `
    <button type="button" aria-pressed="false">Lock first name</button>
    <button type="button">Generate</button>
    <label><span><input type="checkbox" role="switch" />
    </span>Enable Ollama API</label>`;

  beforeEach(() => {
    generated.length = 0;
  });

  test('a lock pressed before Generate looks pressed at once, and Generate keeps the name', async () => {
    paint(PAINTED);
    const lock = painted('button[aria-pressed]');
    click(lock);
    // Taken: it looks pressed before the app is there.
    expect(lock).toHaveAttribute('aria-pressed', 'true');
    const generate = painted('button:not([aria-pressed])');
    click(generate);
    // Taken too: it looks busy until the app answers it.
    expect(generate).toHaveAttribute('aria-busy', 'true');
    expect(generate).toHaveAttribute(EARLY_LOOK.held, '1');

    await appTakesOver(<LockAndGenerate />);
    // The app drew its own controls: they show the held presses until they are carried out.
    const appLock = container.querySelector('button[aria-pressed]');
    await waitFor(() => expect(generated).toEqual(['kept']));
    expect(appLock).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelector(`[${EARLY_LOOK.held}]`)).toBeNull();
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  test('a switch pressed twice moves there and back at once, and the app sees neither press', async () => {
    paint(PAINTED);
    const box = painted('input') as HTMLInputElement;
    const switched: boolean[] = [];
    click(box);
    // It moves (its look), while the box itself waits for the app to check it.
    expect(box.parentElement).toHaveClass(EARLY_LOOK.checkedClass);
    expect(box.checked).toBe(false);
    click(box);
    // Back where it was, with nothing held on it any more.
    expect(box.parentElement).not.toHaveClass(EARLY_LOOK.checkedClass);
    expect(box).not.toHaveAttribute(EARLY_LOOK.held);
    expect(earlyInputOf(window)?.queue).toEqual([]);

    await appTakesOver(<LockAndGenerate onSwitch={(on) => switched.push(on)} />);
    await replayed();
    expect(switched).toEqual([]);
    expect(container.querySelector('input')).not.toBeChecked();
  });

  test('a lock pressed, Generate, the lock again: Generate keeps the name, the lock ends off', async () => {
    paint(PAINTED);
    click(painted('button[aria-pressed]'));
    click(painted('button:not([aria-pressed])'));
    click(painted('button[aria-pressed]'));
    await appTakesOver(<LockAndGenerate />);
    await replayed();
    expect(generated).toEqual(['kept']);
    expect(container.querySelector('button[aria-pressed]')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('a click right after the app is in, with nothing held, acts at once, once', async () => {
    // The browser stays busy with the rest of the page: no idle moment comes for a while.
    window.requestIdleCallback = () => 0;
    paint(PAINTED);
    try {
      await appTakesOver(<LockAndGenerate />);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
    // Nothing was held: the head script holds nothing from the moment the app is in.
    expect(earlyInputOf(window)?.phase).toBe('off');
    const event = click(container.querySelector('button:not([aria-pressed])') as HTMLElement);
    expect(event.defaultPrevented).toBe(false);
    expect(generated).toEqual(['new name']);
    expect(container.querySelector(`[${EARLY_LOOK.held}]`)).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(generated).toEqual(['new name']);
  });

  test('a click made while held ones wait for the app has them carried out first, then acts at once', async () => {
    // The browser stays busy until the test says: the held press cannot be carried out before.
    const idle: (() => void)[] = [];
    window.requestIdleCallback = (callback) => idle.push(() => callback({} as IdleDeadline));
    paint(PAINTED);
    click(painted('button[aria-pressed]'));
    try {
      await appTakesOver(<LockAndGenerate />);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
    // The app is in, the lock's press not yet carried out.
    expect(earlyInputOf(window)?.phase).toBe('replaying');
    expect(generated).toEqual([]);
    fireEvent.click(container.querySelector('button:not([aria-pressed])') as HTMLElement);
    // In the same turn: the lock went first, then Generate, and nothing waits any more.
    expect(generated).toEqual(['kept']);
    expect(earlyInputOf(window)?.phase).toBe('off');
    // The browser is idle at last: the replay finds nothing left to do.
    await act(async () => idle.splice(0).forEach((run) => run()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(generated).toEqual(['kept']);
    expect(container.querySelector('button[aria-pressed]')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a press on a part the app has not adopted yet waits until it has', async () => {
    const pressed: string[] = [];
    function Later({ adopted }: { adopted: boolean }) {
      return (
        <TakesOver>
          <div {...{ [ADOPTION_ATTRIBUTES.laterPart]: '' }}>
            <button
              type="button"
              // The app marks the part itself once it is adopted.
              ref={(el) => {
                if (adopted) el?.parentElement?.setAttribute(ADOPTION_ATTRIBUTES.adopted, '');
              }}
              onClick={() => pressed.push('story')}
            >
              Read story
            </button>
          </div>
        </TakesOver>
      );
    }
    paint('<div><button type="button">Read story</button></div>');
    click(painted('button'));
    await appTakesOver(<Later adopted={false} />);
    // Several turns of the page: nothing is carried out on a part that cannot answer yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(pressed).toEqual([]);
    await act(async () => root?.render(<Later adopted />));
    await waitFor(() => expect(pressed).toEqual(['story']));
  });
});
