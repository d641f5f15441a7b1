import type { ReactNode } from 'react';
import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertsOnScreen } from '@/testing/alerts-on-screen';
import { AUTO_HIDE_MS, nextAlertId, useAlert, useAlertActions, type NewAlert } from '../alerts';
import { useSettings } from '../settings';
import { useCharacters } from '../characters';
import { useHistory } from '../history';
import { useCard } from '../card';
import { DEFAULT_SETTINGS } from '@/domain/settings';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';
import { STARTER_COUNT, StateProviders, starterCharacter } from '../state-providers';
import { portraitPath } from '@/domain/portrait';

function wrapperWith(storage: MemoryStorage, initial = makeCharacter({ id: 'initial' })) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StateProviders storage={storage} createInitialCharacter={() => initial}>
        {children}
        <AlertsOnScreen />
      </StateProviders>
    );
  };
}

const useAll = () => ({
  alerts: useAlert(),
  settings: useSettings(),
  characters: useCharacters(),
  history: useHistory(),
  card: useCard(),
});

describe('hooks outside their providers', () => {
  const quiet = () => jest.spyOn(console, 'error').mockImplementation(() => {});
  test.each([
    [useAlert, 'useAlert must be used within an AlertManagerProvider'],
    [useAlertActions, 'useAlertActions must be used within an AlertManagerProvider'],
    [useSettings, 'useSettings must be used within a SettingsProvider'],
    [useCharacters, 'useCharacters must be used within a CharactersProvider'],
    [useHistory, 'useHistory must be used within a HistoryProvider'],
    [useCard, 'useCard must be used within a CardProvider'],
  ])('%p throws the spec’s message', (hook, message) => {
    quiet();
    expect(() => renderHook(() => hook())).toThrow(message);
  });
});

describe('SettingsProvider', () => {
  test('starts from the spec’s defaults with no API active', () => {
    const { result } = renderHook(useAll, { wrapper: wrapperWith(new MemoryStorage()) });
    expect(result.current.settings.settings).toEqual({
      useOllamaAPI: false,
      ollamaEndpoint: 'http://localhost:11434',
      ollamaModelName: 'llama3',
      useAzureAPI: false,
      azureEndpoint: DEFAULT_SETTINGS.azureEndpoint,
      azureModelName: 'openai/gpt-4.1',
      azureToken: '',
      azureStream: false,
      // Both model switches of the JSON schema, and thinking, are off.
      ollamaJsonSchema: false,
      ollamaThink: false,
      azureJsonSchema: false,
      usePasteChat: false,
      // Models write in the interface's language until the user picks another.
      generatedTextLanguage: 'interface',
      gameSystem: 'none',
      abilityScoreMethod: 'standard',
      storyLength: 'standard',
      portraitStyle: 'classic',
      imageModel: 'none',
      imageEndpoint: '',
      imageModelName: '',
      imageApiKey: '',
      portraitPromptStyle: 'painted fantasy portrait, head and shoulders',
      defaultPictures: '',
      foundryPortraitFolder: 'npc-portraits',
      // None chosen: the browser's preferred language decides.
      interfaceLanguage: '',
    });
    expect(result.current.settings.provider).toBeNull();
  });

  test('loads the seven keys stored bare or JSON-quoted, merges partial updates and writes bare text', () => {
    const storage = new MemoryStorage({
      useOllamaAPI: 'true',
      ollamaModelName: '"mistral"',
      ollamaEndpoint: 'http://10.0.0.1:11434',
      azureToken: 'plain-text-token',
      azureModelName: '"openai/gpt-4o"',
      useAzureAPI: '"false"',
    });
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    expect(result.current.settings.settings).toEqual({
      ...DEFAULT_SETTINGS,
      useOllamaAPI: true,
      ollamaModelName: 'mistral',
      ollamaEndpoint: 'http://10.0.0.1:11434',
      azureToken: 'plain-text-token',
      azureModelName: 'openai/gpt-4o',
      useAzureAPI: false,
    });
    expect(result.current.settings.provider).toBe('local');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => result.current.settings.updateSettings({ ollamaEndpoint: 'http://10.0.0.2:11434' }));
    expect(result.current.settings.settings.ollamaEndpoint).toBe('http://10.0.0.2:11434');
    expect(result.current.settings.settings.ollamaModelName).toBe('mistral');
    expect(storage.getItem('ollamaEndpoint')).toBe('http://10.0.0.2:11434');
    act(() =>
      result.current.settings.updateSettings({
        useOllamaAPI: false,
        useAzureAPI: true,
        azureToken: 'tok-abc',
        azureModelName: 'openai/gpt-4.1',
      }),
    );
    // Exactly as the original app wrote them: plain text, no JSON quotes.
    expect(storage.getItem('useOllamaAPI')).toBe('false');
    expect(storage.getItem('useAzureAPI')).toBe('true');
    expect(storage.getItem('azureToken')).toBe('tok-abc');
    expect(storage.getItem('azureModelName')).toBe('openai/gpt-4.1');
  });

  test('an unreadable switch is set aside and reported, not silently reset', () => {
    const storage = new MemoryStorage({ useOllamaAPI: 'maybe', useAzureAPI: '"yes"' });
    const { result, unmount } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    expect(result.current.settings.settings.useOllamaAPI).toBe(false);
    expect(result.current.settings.settings.useAzureAPI).toBe(false);
    const ollamaAside = storage.keysStartingWith('useOllamaAPI.corrupt-');
    const cloudAside = storage.keysStartingWith('useAzureAPI.corrupt-');
    expect(storage.getItem(ollamaAside[0] as string)).toBe('maybe');
    expect(storage.getItem(cloudAside[0] as string)).toBe('"yes"');
    expect(
      screen.getByText(
        `The stored setting Enable Ollama API read "maybe", which is neither true nor false, so it is off. What was stored is kept in browser storage as "${ollamaAside[0]}".`,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    // Reported once: the next visit starts clean.
    unmount();
    renderHook(useAll, { wrapper: wrapperWith(storage) });
    expect(storage.keysStartingWith('useOllamaAPI.corrupt-')).toHaveLength(1);
  });

  test('both providers stored on: only the local one is on, and the app says so', () => {
    const storage = new MemoryStorage({ useOllamaAPI: 'true', useAzureAPI: 'true' });
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    expect(result.current.settings.settings.useOllamaAPI).toBe(true);
    expect(result.current.settings.settings.useAzureAPI).toBe(false);
    expect(storage.getItem('useAzureAPI')).toBe('false');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Stored settings had both the local model (Ollama) and the cloud model (Azure) switched on. Only one can be on, so the local model is used and Enable Azure API was switched off.',
    );
  });

  test('active provider: local wins over cloud, cloud when only it is on', () => {
    const { result } = renderHook(useAll, { wrapper: wrapperWith(new MemoryStorage()) });
    act(() => result.current.settings.updateSettings({ useAzureAPI: true }));
    expect(result.current.settings.provider).toBe('cloud');
    act(() => result.current.settings.updateSettings({ useOllamaAPI: true }));
    expect(result.current.settings.provider).toBe('local');
  });

  test('picks up a change made in another tab', () => {
    const storage = new MemoryStorage();
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    storage.data.set('ollamaModelName', 'phi3');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'ollamaModelName' }));
    });
    expect(result.current.settings.settings.ollamaModelName).toBe('phi3');
  });
});

describe('AlertManagerProvider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** The providers, with these alerts added in order. */
  function withAlerts(...alerts: NewAlert[]) {
    const { result } = renderHook(useAll, { wrapper: wrapperWith(new MemoryStorage()) });
    act(() => {
      for (const alert of alerts) result.current.alerts.addAlert(alert);
    });
    return result;
  }

  test('ids are numeric, time-based and unique within one millisecond', () => {
    const a = nextAlertId(5_000_000_000_000);
    const b = nextAlertId(5_000_000_000_000);
    expect(b).toBeGreaterThan(a);
    expect(a).toBeGreaterThanOrEqual(5_000_000_000_000);
  });

  test('renders severity title, bold message and a close button; removal by id', () => {
    const { result } = renderHook(useAll, { wrapper: wrapperWith(new MemoryStorage()) });
    let id = 0;
    act(() => {
      id = result.current.alerts.addAlert({ severity: 'error', message: 'Boom', source: 'test' });
      result.current.alerts.addAlert({ severity: 'warning', message: 'Careful' });
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(within(alerts[0] as HTMLElement).getByText('Error')).toBeInTheDocument();
    const message = within(alerts[0] as HTMLElement).getByText('Boom');
    expect(['bold', '700']).toContain(getComputedStyle(message).fontWeight);
    expect(result.current.alerts.alerts[0]).toMatchObject({ id, source: 'test' });
    act(() => result.current.alerts.removeAlert(id));
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect(screen.getByText('Careful')).toBeInTheDocument();
  });

  test('success and info hide after about 5 s; warnings and errors stay', () => {
    withAlerts(
      { severity: 'success', message: 'Saved it' },
      { severity: 'info', message: 'FYI' },
      { severity: 'warning', message: 'Hmm' },
      { severity: 'error', message: 'Broke' },
    );
    act(() => jest.advanceTimersByTime(AUTO_HIDE_MS - 10));
    expect(screen.getByText('Saved it')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20));
    expect(screen.queryByText('Saved it')).not.toBeInTheDocument();
    expect(screen.queryByText('FYI')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Hmm')).toBeInTheDocument();
    expect(screen.getByText('Broke')).toBeInTheDocument();
  });

  test('the same news twice in a row shows once, as the newest', () => {
    const result = withAlerts(
      { severity: 'success', message: 'Updated character' },
      { severity: 'error', message: 'Other' },
      { severity: 'success', message: 'Updated character' },
    );
    expect(screen.getAllByText('Updated character')).toHaveLength(1);
    expect(result.current.alerts.alerts.map((a) => a.message)).toEqual([
      'Other',
      'Updated character',
    ]);
  });

  test('the close button and Escape close alerts', async () => {
    jest.useRealTimers();
    const user = userEvent.setup();
    withAlerts({ severity: 'error', message: 'First' }, { severity: 'error', message: 'Second' });
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });
});

describe('CharactersProvider', () => {
  test('starts empty, saves, knows what is saved and removes by identity', () => {
    const storage = new MemoryStorage();
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    const a = makeCharacter({ firstName: 'A' });
    const b = makeCharacter({ firstName: 'B' });
    expect(result.current.characters.characters).toEqual([]);
    act(() => {
      result.current.characters.saveCharacter(a);
      result.current.characters.saveCharacter(b);
    });
    expect(result.current.characters.isSaved(a)).toBe(true);
    expect(result.current.characters.isSaved({ ...a })).toBe(true);
    expect(JSON.parse(storage.getItem('characters') as string)).toHaveLength(2);
    // A look-alike with another identity is a different character.
    act(() => result.current.characters.removeCharacter({ ...a, id: 'someone-else' }));
    expect(result.current.characters.characters).toHaveLength(2);
    act(() => result.current.characters.removeCharacter(a));
    expect(result.current.characters.characters.map((c) => c.firstName)).toEqual(['B']);
    expect(JSON.parse(storage.getItem('characters') as string)).toHaveLength(1);
  });

  test('saving, notes and an update each record when the saved copy changed', () => {
    jest.useFakeTimers({ now: new Date('2026-02-01T09:00:00.000Z') });
    const storage = new MemoryStorage();
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    const a = makeCharacter({ id: 'a', updatedAt: '2020-01-01T00:00:00.000Z' });
    const times = () => result.current.characters.characters.map((c) => c.updatedAt);
    act(() => void result.current.characters.saveCharacter(a));
    expect(times()).toEqual(['2026-02-01T09:00:00.000Z']);
    jest.setSystemTime(new Date('2026-02-02T09:00:00.000Z'));
    act(() => void result.current.characters.updateNotes('a', 'Owes a debt'));
    expect(times()).toEqual(['2026-02-02T09:00:00.000Z']);
    const stored = JSON.parse(storage.getItem('characters') as string);
    expect(stored[0]).toMatchObject({
      notes: 'Owes a debt',
      updatedAt: '2026-02-02T09:00:00.000Z',
    });
    // Replacing keeps the place and the copy given, and is refused for a character not saved.
    const b = makeCharacter({ id: 'b' });
    act(() => void result.current.characters.saveCharacter(b));
    act(() => void result.current.characters.replaceSaved({ ...a, firstName: 'Ann' }));
    expect(result.current.characters.characters.map((c) => c.firstName)).toEqual(['Ann', 'Aldric']);
    let replaced = true;
    act(() => void (replaced = result.current.characters.replaceSaved(makeCharacter({ id: 'z' }))));
    expect(replaced).toBe(false);
    jest.useRealTimers();
  });

  test('loads saved characters on start', () => {
    const saved = makeCharacter({ firstName: 'Kept' });
    const storage = new MemoryStorage({ characters: JSON.stringify([saved]) });
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    expect(result.current.characters.characters).toEqual([saved]);
  });

  test('a failed write says "Failed to save character" and keeps memory and storage as they were', () => {
    const kept = makeCharacter();
    const storage = new MemoryStorage({ characters: JSON.stringify([kept]) });
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    storage.failWrites = true;
    let ok = true;
    act(() => {
      ok = result.current.characters.saveCharacter(makeCharacter());
    });
    expect(ok).toBe(false);
    expect(result.current.characters.characters).toEqual([kept]);
    expect(JSON.parse(storage.getItem('characters') as string)).toEqual([kept]);
    expect(
      screen.getByText(/^Failed to save character: browser storage is full\. Saved characters/),
    ).toBeInTheDocument();
  });

  test.each([
    ['not JSON', '{not json'],
    ['null', 'null'],
    ['an object', '{"firstName":"x"}'],
  ])(
    'a stored value that is %s: the app runs, the original is set aside, a warning shows',
    (_, raw) => {
      const storage = new MemoryStorage({ characters: raw });
      const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
      expect(result.current.characters.characters).toEqual([]);
      const aside = storage.keysStartingWith('characters.corrupt-');
      expect(aside).toHaveLength(1);
      expect(storage.getItem(aside[0] as string)).toBe(raw);
      expect(screen.getByRole('alert')).toHaveTextContent('Warning');
      expect(screen.getByRole('alert')).toHaveTextContent(aside[0] as string);
    },
  );

  test('a list with entries that are not characters keeps every character and sets the original aside', () => {
    const good = makeCharacter({ firstName: 'Good' });
    const legacy = { ...makeCharacter({ firstName: 'Legacy' }), id: undefined };
    const raw = JSON.stringify([good, 42, null, { firstName: 'half' }, { race: 'Elf' }, legacy]);
    const storage = new MemoryStorage({ characters: raw });
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    const names = result.current.characters.characters.map((c) => c.firstName);
    expect(names).toEqual(['Good', 'half', 'Legacy']);
    // A character stored before ids existed gets one.
    expect(result.current.characters.characters[2]?.id).toEqual(expect.any(String));
    const aside = storage.keysStartingWith('characters.corrupt-');
    expect(storage.getItem(aside[0] as string)).toBe(raw);
    expect(JSON.parse(storage.getItem('characters') as string)).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `My Characters had 3 stored entries that are not a character (not an object, or no name). They are not shown. What was stored is kept in browser storage as "${aside[0]}".`,
    );
  });

  test('a character with a race, class, gender or alignment not of ours is kept as stored', () => {
    const gnome = {
      ...makeCharacter({ firstName: 'Tink' }),
      race: 'Gnome',
      characterClass: 'Bard',
      gender: 'Agender',
      alignment: 'Unaligned',
    };
    const { age: _age, lastName: _last, ...missing } = makeCharacter({ firstName: 'Nolast' });
    const raw = JSON.stringify([gnome, { ...missing, race: undefined }]);
    const storage = new MemoryStorage({ characters: raw });
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    const [tink, nolast] = result.current.characters.characters;
    expect(tink).toEqual(gnome);
    expect(nolast).toMatchObject({ firstName: 'Nolast', lastName: '', race: '', age: null });
    // Nothing was set aside, nothing reported, and the stored list is as it was.
    expect(storage.keysStartingWith('characters.corrupt-')).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(storage.getItem('characters')).toBe(raw);
    // It can be removed and saved back like any other.
    act(() => result.current.characters.removeCharacter(gnome));
    act(() => result.current.characters.saveCharacter(tink as never));
    // Saving dates it.
    expect(JSON.parse(storage.getItem('characters') as string)[1]).toEqual({
      ...gnome,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  test('when the original cannot be copied aside, the stored list is left as it was', () => {
    const good = makeCharacter({ firstName: 'Good' });
    const raw = JSON.stringify([good, 42]);
    const storage = new MemoryStorage({ characters: raw });
    storage.failWrites = true;
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    expect(result.current.characters.characters.map((c) => c.firstName)).toEqual(['Good']);
    storage.failWrites = false;
    expect(storage.getItem('characters')).toBe(raw);
    // (The card's character could not be stored either; that has its own warning.)
    expect(
      screen.getByText(
        'My Characters had 1 stored entry that is not a character (not an object, or no name). It is not shown. What was stored could not be copied aside, so it is left as it was.',
      ),
    ).toBeInTheDocument();
  });

  test('picks up characters saved in another tab', () => {
    const storage = new MemoryStorage();
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    const other = makeCharacter({ firstName: 'FromTab' });
    storage.data.set('characters', JSON.stringify([other]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'characters' }));
    });
    expect(result.current.characters.characters).toEqual([other]);
  });
});

describe('HistoryProvider', () => {
  const stored = (storage: MemoryStorage, key = 'characterHistory') =>
    JSON.parse(storage.getItem(key) as string);
  const storedIds = (storage: MemoryStorage): string[] =>
    stored(storage).map((c: { id: string }) => c.id);

  test('a first visit shows a fresh character with an empty history, and keeps it for a reload', () => {
    const storage = new MemoryStorage();
    const initial = makeCharacter({ id: 'fresh' });
    const first = renderHook(useAll, { wrapper: wrapperWith(storage, initial) });
    expect(first.result.current.card.current).toEqual(initial);
    expect(first.result.current.history.history).toEqual([]);
    expect(storage.getItem('characterHistory')).toBeNull();
    expect(stored(storage, 'currentCharacter')).toEqual({ character: initial });
    first.unmount();
    // A reload shows the same character, not another fresh one.
    const again = renderHook(useAll, {
      wrapper: wrapperWith(storage, makeCharacter({ id: 'other' })),
    });
    expect(again.result.current.card.current).toEqual(initial);
    expect(again.result.current.history.history).toEqual([]);
  });

  test('the card keeps its character across Clear History and a reload', () => {
    const storage = new MemoryStorage();
    const { result, unmount } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    const next = makeCharacter({ firstName: 'Unsaved' });
    act(() => result.current.card.showCharacter(next));
    act(() => {
      result.current.history.clearHistory();
    });
    unmount();
    const again = renderHook(useAll, {
      wrapper: wrapperWith(storage, makeCharacter({ id: 'premade' })),
    });
    expect(again.result.current.card.current).toEqual(next);
    expect(again.result.current.history.history).toEqual([]);
  });

  test('stored by an earlier version (no card key): the newest history entry is on the card', () => {
    const older = makeCharacter({ firstName: 'Older' });
    const newer = makeCharacter({ firstName: 'Newer' });
    const storage = new MemoryStorage({ characterHistory: JSON.stringify([older, newer]) });
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    expect(result.current.card.current).toEqual(newer);
    expect(result.current.history.history).toHaveLength(2);
    expect(stored(storage, 'currentCharacter')).toEqual({ character: newer });
  });

  test('an unreadable card character is set aside and reported; the card starts afresh', () => {
    const storage = new MemoryStorage({ currentCharacter: '{"character": 42}' });
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    expect(result.current.card.current.id).toBe('initial');
    const aside = storage.keysStartingWith('currentCharacter.corrupt-');
    expect(storage.getItem(aside[0] as string)).toBe('{"character": 42}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      `The stored character on the card read "{"character": 42}", which is not a character, so another one is shown. What was stored is kept in browser storage as "${aside[0]}".`,
    );
  });

  test('appends in batches without duplicates, removes one, clears', () => {
    const storage = new MemoryStorage();
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    const a = makeCharacter();
    const b = makeCharacter();
    act(() => result.current.history.addToHistory([a, b, a]));
    expect(result.current.history.history.map((c) => c.id)).toEqual([a.id, b.id]);
    act(() => result.current.history.removeFromHistory(a));
    expect(result.current.history.history.map((c) => c.id)).toEqual([b.id]);
    act(() => {
      result.current.history.clearHistory();
    });
    expect(result.current.history.history).toEqual([]);
    expect(storage.getItem('characterHistory')).toBe('[]');
  });

  test('the card character enters history when replaced, also after Clear History', () => {
    const storage = new MemoryStorage();
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    const next = makeCharacter({ firstName: 'Next' });
    act(() => result.current.card.showCharacter(next));
    expect(result.current.card.current).toEqual(next);
    expect(result.current.history.history.map((c) => c.id)).toEqual(['initial']);
    act(() => {
      result.current.history.clearHistory();
    });
    const third = makeCharacter({ firstName: 'Third' });
    act(() => result.current.card.showCharacter(third));
    expect(result.current.history.history.map((c) => c.id)).toEqual([next.id]);
    expect(storedIds(storage)).toEqual([next.id]);
  });

  test('deleting the card character’s row sticks: replacing it does not bring it back', () => {
    const storage = new MemoryStorage();
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    const picked = makeCharacter({ firstName: 'Picked' });
    act(() => result.current.card.showCharacter(picked));
    act(() => result.current.card.showFromHistory({ id: 'initial' }));
    // 'initial' is on the card and in history (bold); 'Picked' was replaced, so is in history.
    expect(result.current.history.history.map((c) => c.id)).toEqual(['initial', picked.id]);
    act(() => result.current.history.removeFromHistory({ id: 'initial' }));
    act(() => result.current.card.showCharacter(makeCharacter({ id: 'after' })));
    expect(result.current.history.history.map((c) => c.id)).toEqual([picked.id]);
    expect(storedIds(storage)).toEqual([picked.id]);
  });

  test('a deleted card character’s row stays out after a reload too', () => {
    const storage = new MemoryStorage();
    const first = renderHook(useAll, { wrapper: wrapperWith(storage) });
    act(() => first.result.current.card.showCharacter(makeCharacter({ id: 'b' })));
    act(() => first.result.current.card.showFromHistory({ id: 'initial' }));
    act(() => first.result.current.history.removeFromHistory({ id: 'initial' }));
    first.unmount();
    const again = renderHook(useAll, { wrapper: wrapperWith(storage) });
    expect(again.result.current.card.current.id).toBe('initial');
    act(() => again.result.current.card.showCharacter(makeCharacter({ id: 'c' })));
    expect(again.result.current.history.history.map((c) => c.id)).toEqual(['b']);
  });

  test('replaceCurrent swaps the entry in place; a card character without a row gets none', () => {
    const storage = new MemoryStorage();
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    const edited = makeCharacter({ firstName: 'Edited' });
    act(() => result.current.card.replaceCurrent(edited));
    expect(result.current.history.history).toEqual([]);
    expect(result.current.card.current).toEqual(edited);
    // Stored with what it was edited from, so Update saved copy knows after a reload.
    expect(stored(storage, 'currentCharacter')).toEqual({
      character: edited,
      editedFrom: ['initial'],
    });
    const reloaded = renderHook(useAll, { wrapper: wrapperWith(storage) });
    expect(reloaded.result.current.card.editedFrom).toEqual(['initial']);
    reloaded.unmount();
    const other = makeCharacter();
    act(() => result.current.card.showCharacter(other));
    act(() => result.current.card.showFromHistory(edited));
    const again = makeCharacter({ firstName: 'Again' });
    act(() => result.current.card.replaceCurrent(again));
    expect(result.current.history.history.map((c) => c.id)).toEqual([again.id, other.id]);
    // The stored entry is replaced in place, background and all.
    expect(stored(storage)).toEqual([again, other]);
  });

  test('with storage full, a new character still shows, the failure is said once in plain words and nothing stored is lost', () => {
    const storage = new MemoryStorage();
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    act(() => result.current.card.showCharacter(makeCharacter({ id: 'kept' })));
    const before = new Map(storage.data);
    storage.failWrites = true;
    const next = makeCharacter({ id: 'next' });
    act(() => result.current.card.showCharacter(next));
    act(() => result.current.card.showCharacter(makeCharacter({ id: 'third' })));
    expect(result.current.card.current.id).toBe('third');
    expect(result.current.history.history.map((c) => c.id)).toEqual(['initial']);
    expect(storage.data).toEqual(before);
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(
      /History could not be saved: browser storage is full\. What is on screen stays until you leave or reload\. Saved characters take 0 KB and History \d+ KB\. Export a backup, then delete characters you no longer need or clear History to make room\./,
    );
    expect(alerts[0]).not.toHaveTextContent(/quota|exceeded|DOMException/i);
  });

  test('memory keeps only what the rows show; a picked row is read whole from storage', () => {
    const older = makeCharacter({ firstName: 'Older' });
    const newer = makeCharacter({ firstName: 'Newer' });
    const storage = new MemoryStorage({ characterHistory: JSON.stringify([older, newer]) });
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    expect(result.current.history.history[0]).toEqual({
      id: older.id,
      firstName: 'Older',
      lastName: older.lastName,
      race: older.race,
      characterClass: older.characterClass,
      age: older.age,
    });
    act(() => result.current.card.showFromHistory({ id: older.id }));
    expect(result.current.card.current).toEqual(older);
  });

  test('a row removed by another tab is reported and the list refreshed', () => {
    const older = makeCharacter({ firstName: 'Older' });
    const newer = makeCharacter({ firstName: 'Newer' });
    const storage = new MemoryStorage({ characterHistory: JSON.stringify([older, newer]) });
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    storage.setItem('characterHistory', JSON.stringify([newer]));
    act(() => result.current.card.showFromHistory({ id: older.id }));
    expect(result.current.card.current).toEqual(newer);
    expect(result.current.history.history.map((c) => c.id)).toEqual([newer.id]);
    expect(screen.getByRole('alert')).toHaveTextContent('That character is no longer in history.');
  });

  test('new entries are added to what is stored, so another tab’s additions stay', () => {
    const storage = new MemoryStorage();
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    const fromOtherTab = makeCharacter({ firstName: 'Elsewhere' });
    storage.setItem('characterHistory', JSON.stringify([fromOtherTab]));
    const next = makeCharacter({ firstName: 'Next' });
    act(() => result.current.card.showCharacter(next));
    expect(storedIds(storage)).toEqual([fromOtherTab.id, 'initial']);
  });

  test('unreadable history is copied aside once, reported once, and history starts afresh', () => {
    const storage = new MemoryStorage({ characterHistory: '{not json' });
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    act(() => result.current.card.showCharacter(makeCharacter({ id: 'next' })));
    act(() => result.current.card.showCharacter(makeCharacter({ id: 'third' })));
    const aside = storage.keysStartingWith('characterHistory.corrupt-');
    expect(aside).toHaveLength(1);
    expect(storage.getItem(aside[0] as string)).toBe('{not json');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(result.current.history.history.map((c) => c.id)).toEqual(['initial', 'next']);
  });

  test('corrupt history keeps the app running with the readable part', () => {
    const good = makeCharacter({ firstName: 'Survivor' });
    const storage = new MemoryStorage({ characterHistory: JSON.stringify([good, 'junk']) });
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    expect(result.current.history.history.map((c) => c.firstName)).toEqual(['Survivor']);
    expect(result.current.card.current.firstName).toBe('Survivor');
    expect(storage.keysStartingWith('characterHistory.corrupt-')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'History had 1 stored entry that is not a character',
    );
  });

  test('a history entry with values not of ours is listed, picked and rerolled like any other', () => {
    const gnome = { ...makeCharacter({ firstName: 'Tink' }), race: 'Gnome', age: 'old' };
    const storage = new MemoryStorage({
      characterHistory: JSON.stringify([gnome, makeCharacter()]),
      currentCharacter: JSON.stringify({ character: makeCharacter({ id: 'card' }) }),
    });
    const { result } = renderHook(useAll, { wrapper: wrapperWith(storage) });
    expect(result.current.history.history[0]).toMatchObject({ race: 'Gnome', age: null });
    act(() => result.current.card.showFromHistory({ id: gnome.id }));
    expect(result.current.card.current).toMatchObject({ id: gnome.id, race: 'Gnome' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('starterCharacter', () => {
  test('the pre-made character a page was painted with comes back identical, portrait included', () => {
    for (let index = 0; index < STARTER_COUNT; index += 1) {
      const painted = starterCharacter(index);
      const started = starterCharacter(index);
      expect(started).toEqual(painted);
      // A non-binary character's portrait is picked from its id: it must not change either.
      expect(portraitPath(started)).toBe(portraitPath(painted));
    }
  });

  test('without a painted page, each first character is a fresh one with its own id', () => {
    expect(starterCharacter().id).not.toBe(starterCharacter().id);
  });
});
