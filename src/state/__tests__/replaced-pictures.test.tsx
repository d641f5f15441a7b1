import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { AlertManagerProvider } from '../alerts';
import { HistoryProvider, useHistory } from '../history';
import { CardProvider, useCard } from '../card';
import { SettingsProvider, useSettings } from '../settings';
import { forgetPictureWhenUnused, holdPictures } from '../picture-usage';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';
import { changePortrait } from '@/domain/portrait';
import { MAX_STEPS } from '@/domain/card';
import * as pictures from '@/use-cases/pictures';

/** The browser's picture storage, stood in for: what was deleted. */
jest.mock('@/use-cases/pictures', () => ({
  forgetPicture: jest.fn(),
  measurePictures: jest.fn(),
}));
const forget = jest.mocked(pictures.forgetPicture);

beforeEach(() => {
  jest.useFakeTimers();
  forget.mockResolvedValue(undefined);
  jest.mocked(pictures.measurePictures).mockResolvedValue(0);
});
afterEach(() => {
  jest.useRealTimers();
});

/** Lets the waits pass and the pictures' (stood-in) storage answer. */
async function settle(ms = 0) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  // The pictures' code is fetched before it deletes.
  await act(async () => {
    await jest.runAllTimersAsync();
  });
}

describe('a picture let go of', () => {
  const forgetNow = jest.fn(() => Promise.resolve());
  beforeEach(() => forgetNow.mockClear());
  const check = (storage: MemoryStorage, delayMs?: number) =>
    forgetPictureWhenUnused('pic-1', {
      storage,
      forget: forgetNow,
      ...(delayMs === undefined ? {} : { delayMs }),
    });
  const pictured = makeCharacter({ id: 'a', pictureId: 'pic-1' });

  test('is deleted when nothing kept shows it', async () => {
    check(new MemoryStorage({ characters: JSON.stringify([makeCharacter()]) }));
    await settle();
    expect(forgetNow).toHaveBeenCalledWith('pic-1');
  });

  test.each([
    ['a saved character', { characters: JSON.stringify([pictured]) }],
    ['History', { characterHistory: JSON.stringify([pictured]) }],
    ['the generator card', { currentCharacter: JSON.stringify({ character: pictured }) }],
    ['a race and class picture', { defaultPictures: JSON.stringify({ 'orc/warrior': 'pic-1' }) }],
  ])('is kept while %s shows it', async (_where, stored) => {
    check(new MemoryStorage(stored));
    await settle(60_000);
    expect(forgetNow).not.toHaveBeenCalled();
  });

  test('is kept while a step in memory can bring it back, and goes once none can', async () => {
    const release = holdPictures(() => ['pic-1']);
    check(new MemoryStorage());
    await settle();
    expect(forgetNow).not.toHaveBeenCalled();
    release();
    check(new MemoryStorage());
    await settle();
    expect(forgetNow).toHaveBeenCalledTimes(1);
  });

  test('is kept while another open tab says a step there can bring it back', async () => {
    const wantPicture = jest.fn((_id: string, _waitMs: number) => Promise.resolve(true));
    forgetPictureWhenUnused('pic-1', {
      storage: new MemoryStorage(),
      forget: forgetNow,
      tabs: { wantPicture },
    });
    await settle();
    expect(wantPicture).toHaveBeenCalledWith('pic-1', expect.any(Number));
    expect(forgetNow).not.toHaveBeenCalled();
  });

  test('this tab tells the other tabs which pictures its steps hold, while it holds any', () => {
    let wanted: ((id: string) => boolean) | null = null;
    const stop = jest.fn();
    const answer = jest.fn((read: (id: string) => boolean) => {
      wanted = read;
      return stop;
    });
    const release = holdPictures(() => ['pic-1'], { answer });
    expect(wanted).not.toBeNull();
    expect(wanted!('pic-1')).toBe(true);
    expect(wanted!('pic-2')).toBe(false);
    release();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  test('waits for its Undo window; let go again, it waits anew', async () => {
    const storage = new MemoryStorage();
    check(storage, 8000);
    await act(async () => {
      jest.advanceTimersByTime(7000);
    });
    check(storage, 8000);
    await act(async () => {
      jest.advanceTimersByTime(7000);
    });
    expect(forgetNow).not.toHaveBeenCalled();
    await settle(1000);
    expect(forgetNow).toHaveBeenCalledTimes(1);
  });

  test('a storage that cannot be deleted from changes nothing on screen', async () => {
    forgetNow.mockRejectedValueOnce(new Error('refused'));
    check(new MemoryStorage());
    await settle();
    expect(forgetNow).toHaveBeenCalledTimes(1);
  });
});

function setupCard(storage = new MemoryStorage()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AlertManagerProvider>
      <HistoryProvider storage={storage}>
        <CardProvider
          storage={storage}
          createInitialCharacter={() => makeCharacter({ id: 'c0', pictureId: 'old' })}
        >
          {children}
        </CardProvider>
      </HistoryProvider>
    </AlertManagerProvider>
  );
  return { storage, ...renderHook(() => ({ ...useHistory(), ...useCard() }), { wrapper }) };
}

describe('Change portrait on the card', () => {
  const change = (
    result: ReturnType<typeof setupCard>['result'],
    pictureId: string | null,
    id: string,
  ) =>
    act(() =>
      result.current.replaceCurrent({
        ...changePortrait(
          result.current.current,
          pictureId ? { kind: 'picture', pictureId } : { kind: 'default' },
        ),
        id,
      }),
    );

  test('the replaced picture stays while Undo can bring it back', async () => {
    const { result } = setupCard();
    change(result, 'new', 'c1');
    await settle(60_000);
    expect(forget).not.toHaveBeenCalled();
    act(() => result.current.undo());
    expect(result.current.current.pictureId).toBe('old');
  });

  test('a picture undone and then replaced by another change is deleted', async () => {
    const { result } = setupCard();
    change(result, 'new', 'c1');
    act(() => result.current.undo());
    // The upload that was undone can no longer be made again once another change is made.
    change(result, null, 'c2');
    await settle();
    expect(forget).toHaveBeenCalledWith('new');
    expect(forget).not.toHaveBeenCalledWith('old');
  });

  test('the first picture goes once its step falls off the end of Undo', async () => {
    const { result } = setupCard();
    change(result, 'new', 'c1');
    for (let i = 0; i < MAX_STEPS; i += 1) {
      act(() => result.current.replaceCurrent({ ...result.current.current, id: `e${i}` }));
    }
    await settle();
    expect(forget).toHaveBeenCalledTimes(1);
    expect(forget).toHaveBeenCalledWith('old');
  });

  test('a picture a saved character still shows is kept when its steps are gone', async () => {
    const saved = makeCharacter({ id: 's1', pictureId: 'old' });
    const { result } = setupCard(new MemoryStorage({ characters: JSON.stringify([saved]) }));
    change(result, 'new', 'c1');
    for (let i = 0; i < MAX_STEPS; i += 1) {
      act(() => result.current.replaceCurrent({ ...result.current.current, id: `e${i}` }));
    }
    await settle();
    expect(forget).not.toHaveBeenCalled();
  });
});

describe('a race and class picture replaced', () => {
  const setUp = (storage: MemoryStorage) => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AlertManagerProvider>
        <SettingsProvider storage={storage}>{children}</SettingsProvider>
      </AlertManagerProvider>
    );
    return renderHook(() => useSettings(), { wrapper }).result;
  };
  const choose = (pictures: Record<string, string>) => ({
    defaultPictures: JSON.stringify(pictures),
  });

  test('by another picture or the built-in one, the one it replaced is deleted', async () => {
    const settings = setUp(
      new MemoryStorage(choose({ 'orc/warrior': 'old-orc', 'elf/mage': 'elf' })),
    );
    act(
      () =>
        void settings.current.updateSettings(
          choose({ 'orc/warrior': 'new-orc', 'elf/mage': 'elf' }),
        ),
    );
    await settle();
    expect(forget.mock.calls).toEqual([['old-orc']]);
    act(() => void settings.current.updateSettings(choose({ 'orc/warrior': 'new-orc' })));
    await settle();
    expect(forget.mock.calls).toEqual([['old-orc'], ['elf']]);
  });

  test('is kept while a saved character shows it as its own picture', async () => {
    const storage = new MemoryStorage({
      ...choose({ 'orc/warrior': 'old-orc' }),
      characters: JSON.stringify([makeCharacter({ pictureId: 'old-orc' })]),
    });
    const settings = setUp(storage);
    act(() => void settings.current.updateSettings(choose({})));
    await settle(60_000);
    expect(forget).not.toHaveBeenCalled();
  });

  test('another setting saved deletes nothing', async () => {
    const settings = setUp(new MemoryStorage(choose({ 'orc/warrior': 'old-orc' })));
    act(() => void settings.current.updateSettings({ portraitStyle: 'faces' }));
    await settle(60_000);
    expect(forget).not.toHaveBeenCalled();
  });
});
