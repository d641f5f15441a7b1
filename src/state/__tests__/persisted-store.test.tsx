import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AlertManagerProvider } from '../alerts';
import { AlertsOnScreen } from '@/testing/alerts-on-screen';
import {
  createPersistedStore,
  useLoadWarnings,
  usePersistedValue,
  type Parsed,
  type PersistedStoreOptions,
} from '../persisted-store';
import { MemoryStorage } from '@/testing/memory-storage';

/** A stored list of numbers; negative ones are left out, a bare number is tidied into a list. */
function parseNumbers(raw: string): Parsed<number[]> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { unreadable: 'is not valid JSON' };
  }
  if (typeof value === 'number') return { value: [value], tidy: JSON.stringify([value]) };
  if (!Array.isArray(value)) return { unreadable: 'is not a list' };
  const kept = value.filter((n: number) => n >= 0);
  if (kept.length === value.length) return { value: kept };
  return {
    value: kept,
    tidy: JSON.stringify(kept),
    dropped: (copiedTo) => `Left out ${value.length - kept.length}; copied to ${copiedTo}.`,
  };
}

const numbers = (
  storage: MemoryStorage | null,
  options: Partial<PersistedStoreOptions<number[]>> = {},
) =>
  createPersistedStore<number[]>({
    storage,
    key: 'numbers',
    name: 'numbers',
    instead: 'there are none',
    empty: [],
    parse: parseNumbers,
    serialise: (value) => JSON.stringify(value),
    ...options,
  });

describe('loading', () => {
  test('a store made again for the same storage (a first render thrown away) still reports what the first set aside', () => {
    const storage = new MemoryStorage({ numbers: '{oops' });
    // The first store, whose render never reached the screen: it set the value aside.
    numbers(storage);
    expect(storage.getItem('numbers')).toBeNull();
    const shown = numbers(storage);
    expect(shown.takeWarnings()).toEqual([
      expect.stringContaining('The stored numbers read "{oops", which is not valid JSON'),
    ]);
    // Reported once.
    expect(numbers(storage).takeWarnings()).toEqual([]);
  });

  test('nothing stored reads as the empty value, with no warning', () => {
    const store = numbers(new MemoryStorage());
    expect(store.get()).toEqual([]);
    expect(store.takeWarnings()).toEqual([]);
  });

  test('an unreadable value is copied aside, removed, and reported once in the shared words', () => {
    const storage = new MemoryStorage({ numbers: '{oops' });
    const store = numbers(storage);
    const [aside] = storage.keysStartingWith('numbers.corrupt-');
    expect(store.get()).toEqual([]);
    expect(storage.getItem(aside as string)).toBe('{oops');
    expect(storage.getItem('numbers')).toBeNull();
    expect(store.takeWarnings()).toEqual([
      `The stored numbers read "{oops", which is not valid JSON, so there are none. What was stored is kept in browser storage as "${aside}".`,
    ]);
    expect(store.takeWarnings()).toEqual([]);
    // The next load finds nothing to report.
    expect(numbers(storage).takeWarnings()).toEqual([]);
  });

  test('a long unreadable value is quoted by its start', () => {
    const raw = `{${'x'.repeat(60)}`;
    const warning = numbers(new MemoryStorage({ numbers: raw })).takeWarnings()[0];
    expect(warning).toContain(`read "${raw.slice(0, 40)}…", which`);
  });

  test('when the original cannot be copied aside it is left as it was, and the warning says so', () => {
    const storage = new MemoryStorage({ numbers: '{oops' });
    storage.failWrites = true;
    const store = numbers(storage);
    expect(storage.getItem('numbers')).toBe('{oops');
    expect(store.takeWarnings()[0]).toMatch(
      /What was stored could not be copied aside, so it is left as it was\.$/,
    );
  });

  test('parts left out: the original is copied aside before the tidied value replaces it', () => {
    const storage = new MemoryStorage({ numbers: '[1,-2,3]' });
    const store = numbers(storage);
    const [aside] = storage.keysStartingWith('numbers.corrupt-');
    expect(store.get()).toEqual([1, 3]);
    expect(storage.getItem(aside as string)).toBe('[1,-2,3]');
    expect(storage.getItem('numbers')).toBe('[1,3]');
    expect(store.takeWarnings()).toEqual([`Left out 1; copied to ${aside}.`]);
  });

  test('a tidied value is stored back without a warning', () => {
    const storage = new MemoryStorage({ numbers: '7' });
    const store = numbers(storage);
    expect(store.get()).toEqual([7]);
    expect(storage.getItem('numbers')).toBe('[7]');
    expect(store.takeWarnings()).toEqual([]);
  });
});

describe('writing', () => {
  test('a stored value is shown; a refused one is returned and changes nothing', () => {
    const storage = new MemoryStorage();
    const store = numbers(storage);
    expect(store.save([1])).toBeNull();
    expect(store.get()).toEqual([1]);
    storage.failWrites = true;
    const error = store.save([1, 2]);
    expect(error?.message).toMatch(/^Could not write "numbers" to browser storage: .*quota/);
    expect(store.get()).toEqual([1]);
    expect(storage.getItem('numbers')).toBe('[1]');
  });

  test('evenIfRefused shows the value for this visit although it was not stored', () => {
    const storage = new MemoryStorage();
    storage.failWrites = true;
    const store = numbers(storage);
    expect(store.save([5], { evenIfRefused: true })).not.toBeNull();
    expect(store.get()).toEqual([5]);
    expect(storage.getItem('numbers')).toBeNull();
  });

  test('text made by the caller is stored and shown as it reads', () => {
    const storage = new MemoryStorage();
    const store = numbers(storage);
    expect(store.saveText('[4,5]')).toBeNull();
    expect(store.get()).toEqual([4, 5]);
  });
});

describe('in React', () => {
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <AlertManagerProvider>
        {children}
        <AlertsOnScreen />
      </AlertManagerProvider>
    );
  }

  test('readers see other tabs’ changes; load warnings show once as alerts', () => {
    const storage = new MemoryStorage({ numbers: '{oops' });
    const store = numbers(storage);
    const stores = [store];
    const { result } = renderHook(
      () => {
        useLoadWarnings(stores);
        return usePersistedValue(store);
      },
      { wrapper },
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    storage.data.set('numbers', '[9]');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'numbers' }));
    });
    expect(result.current).toEqual([9]);
    // Another tab's unreadable text reads as empty, and is neither copied nor reported.
    storage.data.set('numbers', '{again');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'numbers' }));
    });
    expect(result.current).toEqual([]);
    expect(storage.keysStartingWith('numbers.corrupt-')).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  test('a store of one tab ignores other tabs', () => {
    const storage = new MemoryStorage({ numbers: '[1]' });
    const store = numbers(storage, { crossTab: false });
    const { result } = renderHook(() => usePersistedValue(store));
    storage.data.set('numbers', '[2]');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'numbers' }));
    });
    expect(result.current).toEqual([1]);
  });
});
