import type { ReactNode } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { AlertManagerProvider } from '../alerts';
import { AlertsOnScreen } from '@/testing/alerts-on-screen';
import { SettingsProvider } from '../settings';
import { CharactersProvider } from '../characters';
import { HistoryProvider } from '../history';
import { CardProvider, useCard } from '../card';
import { LocksProvider, useLocks } from '../locks';
import { GenerationProvider, useGeneration, type GenerationProviderProps } from '../generation';
import { UNKNOWN_ERROR_MESSAGE } from '@/use-cases/model-run';
import { useGenerationProgress } from '../generation-progress';
import { usePasteChat } from '../paste-chat';
import { ModelStreamError } from '@/domain/model-errors';
import { createRandom } from '@/domain/random';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';
import { fakeModel, type FakeModel } from '@/testing/fake-model';
import { modelCharacterJson } from '@/testing/streams';

const LOCAL = { useOllamaAPI: 'true', ollamaModelName: '"llama3"' };

function wrapper(
  model: FakeModel,
  settings: Record<string, string> = LOCAL,
  props: Partial<GenerationProviderProps> = {},
) {
  const storage = new MemoryStorage(settings);
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AlertManagerProvider>
        <SettingsProvider storage={storage}>
          <CharactersProvider storage={storage}>
            <HistoryProvider storage={storage}>
              <CardProvider
                storage={storage}
                createInitialCharacter={() => makeCharacter({ id: 'initial', firstName: 'Aldric' })}
              >
                <LocksProvider storage={storage}>
                  <GenerationProvider
                    delayMs={0}
                    random={createRandom(5)}
                    createModelClient={model.createModelClient}
                    {...props}
                  >
                    {children}
                    <AlertsOnScreen />
                  </GenerationProvider>
                </LocksProvider>
              </CardProvider>
            </HistoryProvider>
          </CharactersProvider>
        </SettingsProvider>
      </AlertManagerProvider>
    );
  };
}

const useBoth = () => ({ generation: useGeneration(), card: useCard() });

test('useGeneration and useGenerationProgress throw outside their provider', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => renderHook(() => useGeneration())).toThrow(
    'useGeneration must be used within a GenerationProvider',
  );
  expect(() => renderHook(() => useGenerationProgress())).toThrow(
    'useGenerationProgress must be used within a GenerationProvider',
  );
});

test('idle, then running while the model writes, then done with the character shown', async () => {
  const model = fakeModel({ pieces: [modelCharacterJson()], hang: true });
  const { result } = renderHook(useBoth, { wrapper: wrapper(model) });
  expect(result.current.generation.status).toBe('idle');
  let done!: Promise<void>;
  act(() => {
    done = result.current.generation.generate();
  });
  await waitFor(() => expect(result.current.generation.status).toBe('running'));
  expect(result.current.generation.loading).toBe(true);
  await act(async () => {
    model.release();
    await done;
  });
  expect(result.current.generation.status).toBe('done');
  expect(result.current.card.current.firstName).toBe('Thalion');
  expect(screen.getByText('New character generated')).toBeInTheDocument();
});

test('a failure is failed, with the local catalogue wording; a non-Error gives the unknown text', async () => {
  const model = fakeModel({ error: new ModelStreamError('The stream broke', 'incomplete') });
  const { result } = renderHook(useBoth, { wrapper: wrapper(model) });
  await act(() => result.current.generation.generate());
  expect(result.current.generation.status).toBe('failed');
  expect(
    screen.getByText('Failed to generate data from Ollama API: The stream broke'),
  ).toBeInTheDocument();
  expect(result.current.card.current.firstName).toBe('Aldric');
  model.reply({ error: { weird: true } });
  await act(() => result.current.generation.generate());
  expect(screen.getByText(UNKNOWN_ERROR_MESSAGE)).toBeInTheDocument();
});

test('stop cancels the call at once: stopped, the character unchanged', async () => {
  const model = fakeModel({ pieces: ['{"firstName":"Ha'], hang: true });
  const { result } = renderHook(useBoth, { wrapper: wrapper(model) });
  let done!: Promise<void>;
  act(() => {
    done = result.current.generation.generate();
  });
  await waitFor(() => expect(model.calls).toHaveLength(1));
  await act(async () => {
    result.current.generation.stop();
    await done;
  });
  expect(model.calls[0]?.signal?.aborted).toBe(true);
  expect(result.current.generation.status).toBe('stopped');
  expect(result.current.card.current.firstName).toBe('Aldric');
  expect(screen.getByText(/Generation stopped/)).toBeInTheDocument();
});

test('kept values go into the template and kept names to the model, and stay in its result', async () => {
  const model = fakeModel({ pieces: [modelCharacterJson()] });
  const { result } = renderHook(useBoth, { wrapper: wrapper(model) });
  await act(() =>
    result.current.generation.generate({
      template: { race: 'Orc', age: 33 },
      fixed: { lastName: 'Ironhide' },
    }),
  );
  const { prompt } = model.calls[0]!;
  expect(prompt).toContain('33-year-old');
  expect(prompt).toContain('"race":"Orc"');
  expect(prompt).toContain('"lastName":"Ironhide"');
  expect(prompt).toContain('a fitting first name, epithet and background');
  expect(result.current.card.current).toMatchObject({
    race: 'Orc',
    age: 33,
    firstName: 'Thalion',
    lastName: 'Ironhide',
  });
});

test('without a model, kept values reach the offline generator', async () => {
  const model = fakeModel();
  const { result } = renderHook(useBoth, { wrapper: wrapper(model, {}) });
  await act(() =>
    result.current.generation.generate({
      template: { race: 'Dwarf' },
      fixed: { firstName: 'Brom' },
    }),
  );
  expect(model.calls).toHaveLength(0);
  expect(result.current.card.current).toMatchObject({ race: 'Dwarf', firstName: 'Brom' });
});

test('a new race keeps the locked occupation and rolls an orc bond again, by edit and by reroll', async () => {
  const { result } = renderHook(() => ({ ...useBoth(), locks: useLocks() }), {
    wrapper: wrapper(fakeModel(), {}),
  });
  const orcBond = 'Carries the tusk of a fallen shield-sibling.';
  const orc = makeCharacter({
    race: 'Orc',
    age: 30,
    tableReady: {
      occupation: 'Pit fighter',
      summary: 'A pit fighter. Wants to settle an old score quietly.',
      look: 'A crooked nose, broken twice and set badly both times.',
      voice: 'Speaks in a whisper and makes you lean in.',
      traits: ['Quick to laugh', 'Slow to trust', 'Never forgets a face'],
      ideal: 'Family. Blood comes before everything.',
      bond: orcBond,
      flaw: 'Cannot walk past a game of dice.',
      secret: 'Still sends money to an old rival.',
    },
  });
  act(() => {
    result.current.card.showCharacter(orc);
    result.current.locks.toggleLock('occupation');
  });
  await act(() => result.current.generation.edit('race', 'Elf'));
  expect(result.current.card.current.tableReady).toMatchObject({
    occupation: 'Pit fighter',
    summary: orc.tableReady?.summary,
  });
  expect(result.current.card.current.tableReady?.bond).not.toBe(orcBond);
  act(() => result.current.card.showCharacter(orc));
  await act(() => result.current.generation.reroll('race'));
  expect(result.current.card.current.race).not.toBe('Orc');
  expect(result.current.card.current.tableReady?.occupation).toBe('Pit fighter');
  expect(result.current.card.current.tableReady?.bond).not.toBe(orcBond);
});

/**
 * Starts a model call that streams `first` and then waits for more, with a reader of the live
 * progress (every text it rendered goes to `seen`) and a component that reads only the status.
 */
function streamWithReaders(first: string) {
  const model = fakeModel({ pieces: [first], hang: true });
  const otherRenders: string[] = [];
  const seen: string[] = [];
  function Other() {
    otherRenders.push(useGeneration().status);
    return null;
  }
  function Reader() {
    const progress = useGenerationProgress();
    if (progress) seen.push(progress.text);
    return null;
  }
  const Wrapper = wrapper(model);
  const { result } = renderHook(useBoth, {
    wrapper: ({ children }) => (
      <Wrapper>
        {children}
        <Other />
        <Reader />
      </Wrapper>
    ),
  });
  let done!: Promise<void>;
  act(() => {
    done = result.current.generation.generate();
  });
  const stop = () =>
    act(async () => {
      result.current.generation.stop();
      await done;
    });
  return { model, result, seen, otherRenders, stop };
}

test('progress reaches only its readers: the rest of the tree does not re-render as text streams', async () => {
  const { model, result, seen, otherRenders, stop } = streamWithReaders('{"firstName":');
  await waitFor(() => expect(seen).toContain('{"firstName":'));
  await waitFor(() => expect(result.current.generation.status).toBe('running'));
  const before = otherRenders.length;
  act(() => model.release(['"Tha'], { end: false }));
  await waitFor(() => expect(seen).toContain('{"firstName":"Tha'));
  act(() => model.release(['lion"'], { end: false }));
  await waitFor(() => expect(seen).toContain('{"firstName":"Thalion"'));
  expect(otherRenders).toHaveLength(before);
  await stop();
});

test('a burst of chunks arriving at once is shown in one render, not one render per chunk', async () => {
  const { model, seen, stop } = streamWithReaders('{"firstName":"');
  await waitFor(() => expect(seen).toContain('{"firstName":"'));
  const before = seen.length;
  const letters = 'Thalionwasborninthewestmarch'.split('');
  act(() => model.release(letters, { end: false }));
  await waitFor(() => expect(seen.at(-1)).toBe(`{"firstName":"${letters.join('')}`));
  // Every letter arrived, and the reader drew them together.
  expect(seen.length - before).toBeLessThanOrEqual(2);
  await stop();
});

test('with no delay, offline work done at once goes straight to its result in one render', async () => {
  const seen: string[] = [];
  function Generator() {
    const { status, generate } = useGeneration();
    const { current } = useCard();
    seen.push(status);
    return (
      <>
        <button type="button" onClick={() => void generate()}>
          Generate
        </button>
        <p data-testid="name">{current.firstName}</p>
      </>
    );
  }
  render(<Generator />, { wrapper: wrapper(fakeModel(), {}) });
  // The offline generator loads once; after that a click is done within the same task.
  await act(() => import('@/domain/generator'));
  seen.length = 0;
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    screen
      .getByRole('button', { name: 'Generate' })
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
  expect(screen.getByTestId('name')).not.toHaveTextContent('Aldric');
  expect(seen).not.toContain('running');
});

test('the delay is a minimum run beside the work, not added to it', async () => {
  jest.useFakeTimers();
  try {
    const model = fakeModel({ pieces: [modelCharacterJson()], hang: true });
    const { result } = renderHook(useBoth, { wrapper: wrapper(model, LOCAL, { delayMs: 1000 }) });
    let done!: Promise<void>;
    act(() => {
      done = result.current.generation.generate();
    });
    expect(result.current.generation.status).toBe('running');
    setTimeout(() => model.release(), 600);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(990);
    });
    expect(result.current.generation.status).toBe('running');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20);
      await done;
    });
    // 600 ms of work and a 1000 ms minimum finish together at 1000 ms, not 1600 ms.
    expect(result.current.generation.status).toBe('done');
  } finally {
    jest.useRealTimers();
  }
});

describe('any chat by copy and paste', () => {
  const PASTE = { usePasteChat: 'true' };
  const usePasted = () => ({ ...useBoth(), chat: usePasteChat() });
  /** Starts a run and waits for the reply it asks to be pasted; `done`: the run's end. */
  async function askForPaste(
    result: { current: ReturnType<typeof usePasted> },
    run: () => Promise<void>,
  ) {
    let done!: Promise<void>;
    act(() => {
      done = run();
    });
    await waitFor(() => expect(result.current.chat.request).not.toBeNull());
    return { done };
  }

  test('Generate waits for a pasted reply: a refused one is told and the wait goes on; offline is no matter', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const model = fakeModel();
    const { result } = renderHook(usePasted, { wrapper: wrapper(model, PASTE) });
    const { done } = await askForPaste(result, () => result.current.generation.generate());
    expect(result.current.chat.request?.prompt).toContain('Create a character');
    expect(result.current.generation.status).toBe('running');

    act(() => {
      expect(result.current.chat.submit('Sorry, I cannot help with that.')).toBe(false);
    });
    expect(result.current.chat.request?.error).toBe("The model's reply is not valid JSON");
    expect(result.current.card.current.firstName).toBe('Aldric');

    await act(async () => {
      expect(result.current.chat.submit('```json\n' + modelCharacterJson() + '\n```')).toBe(true);
      await done;
    });
    expect(result.current.chat.request).toBeNull();
    expect(result.current.generation.status).toBe('done');
    expect(result.current.card.current.firstName).toBe('Thalion');
    expect(screen.getByText('New character generated')).toBeInTheDocument();
    expect(model.calls).toHaveLength(0);
  });

  test('Cancel keeps the character, and a reroll asks for a pasted story too', async () => {
    const model = fakeModel();
    const { result } = renderHook(usePasted, { wrapper: wrapper(model, PASTE) });
    let { done } = await askForPaste(result, () => result.current.generation.generate());
    await act(async () => {
      result.current.chat.cancel();
      await done;
    });
    expect(result.current.generation.status).toBe('stopped');
    expect(result.current.card.current.firstName).toBe('Aldric');
    expect(screen.getByText(/Generation stopped/)).toBeInTheDocument();

    ({ done } = await askForPaste(result, () =>
      result.current.generation.reroll('characterClass'),
    ));
    expect(result.current.chat.request?.prompt).toContain('"background":null');
    await act(async () => {
      result.current.chat.submit(modelCharacterJson());
      await done;
    });
    expect(result.current.generation.status).toBe('done');
    expect(result.current.card.current.firstName).toBe('Aldric');
    expect(result.current.card.current.background.title).not.toBe(makeCharacter().background.title);
  });
});

test('Story length reaches the prompts of Generate and of a reroll', async () => {
  const model = fakeModel({ pieces: [modelCharacterJson()] });
  const { result } = renderHook(useBoth, {
    wrapper: wrapper(model, { ...LOCAL, storyLength: 'long' }),
  });
  await act(() => result.current.generation.generate());
  await act(() => result.current.generation.reroll('race'));
  expect(model.calls).toHaveLength(2);
  for (const { prompt } of model.calls) expect(prompt).toContain('array of 7 to 9 strings');
});

test('with a model, a race edit stays when the model fails to write its story, and the failure is said', async () => {
  const model = fakeModel({ error: new ModelStreamError('The stream broke', 'incomplete') });
  const { result } = renderHook(useBoth, { wrapper: wrapper(model) });
  const story = result.current.card.current.background;
  await act(() => result.current.generation.edit('race', 'Dwarf'));
  expect(model.calls).toHaveLength(1);
  expect(result.current.card.current.race).toBe('Dwarf');
  // The offline generator's story for a dwarf, not the model's and not the human one.
  expect(result.current.card.current.background.content).not.toEqual(story.content);
  expect(result.current.generation.status).toBe('failed');
  expect(
    screen.getByText(
      'Failed to generate data from Ollama API: The stream broke The change is kept, with a story written without the model.',
    ),
  ).toBeInTheDocument();
});
