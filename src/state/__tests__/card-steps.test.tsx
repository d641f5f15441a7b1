import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { AlertManagerProvider } from '../alerts';
import { HistoryProvider, useHistory } from '../history';
import { CardProvider, useCard } from '../card';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';
import type { Character } from '@/domain/character';

function setup(storage = new MemoryStorage()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AlertManagerProvider>
      <HistoryProvider storage={storage}>
        <CardProvider storage={storage} createInitialCharacter={() => makeCharacter({ id: 'c0' })}>
          {children}
        </CardProvider>
      </HistoryProvider>
    </AlertManagerProvider>
  );
  return { storage, ...renderHook(() => ({ ...useHistory(), ...useCard() }), { wrapper }) };
}

const rows = (storage: MemoryStorage) =>
  (JSON.parse(storage.getItem('characterHistory') ?? '[]') as Character[]).map((c) => c.id);

test('undoing a Generate takes the replaced character back off History; redo puts it back', () => {
  const { result, storage } = setup();
  act(() => result.current.showCharacter(makeCharacter({ id: 'c1' })));
  expect(rows(storage)).toEqual(['c0']);
  act(() => result.current.undo());
  expect(result.current.current.id).toBe('c0');
  expect(rows(storage)).toEqual([]);
  expect(result.current.history).toEqual([]);
  act(() => result.current.redo());
  expect(result.current.current.id).toBe('c1');
  expect(rows(storage)).toEqual(['c0']);
});

test('undoing an edit of a character with a History row restores the row too', () => {
  const { result, storage } = setup();
  act(() => result.current.showCharacter(makeCharacter({ id: 'c1' })));
  act(() => result.current.showFromHistory({ id: 'c0' }));
  const original = result.current.current;
  act(() => result.current.replaceCurrent({ ...original, id: 'c0-edited', firstName: 'Edited' }));
  expect(rows(storage)).toEqual(['c0-edited', 'c1']);
  act(() => result.current.undo());
  expect(result.current.current).toEqual(original);
  const stored = JSON.parse(storage.getItem('characterHistory') ?? '[]') as Character[];
  expect(stored.find((c) => c.id === 'c0')).toEqual(original);
  expect(stored.some((c) => c.id === 'c0-edited')).toBe(false);
});

test('a new step after undo drops the steps that could be redone', () => {
  const { result } = setup();
  act(() => result.current.showCharacter(makeCharacter({ id: 'c1' })));
  act(() => result.current.undo());
  expect(result.current.canRedo).toBe(true);
  act(() => result.current.showCharacter(makeCharacter({ id: 'c2' })));
  expect(result.current.canRedo).toBe(false);
});

test('undoing the deletion of the card’s own row puts it back and lets it stay in History', () => {
  const { result, storage } = setup();
  act(() => result.current.showCharacter(makeCharacter({ id: 'c1' })));
  act(() => result.current.showFromHistory({ id: 'c0' }));
  let undoRemove: (() => void) | null = null;
  act(() => {
    undoRemove = result.current.removeFromHistory({ id: 'c0' });
  });
  expect(rows(storage)).toEqual(['c1']);
  act(() => undoRemove?.());
  expect(rows(storage)).toEqual(['c0', 'c1']);
  expect(JSON.parse(storage.getItem('currentCharacter') ?? '{}')).not.toHaveProperty(
    'leftOutOfHistory',
  );
});

test('undoing Clear History keeps rows added since, after the restored ones', () => {
  const { result, storage } = setup();
  act(() => result.current.showCharacter(makeCharacter({ id: 'c1' })));
  act(() => result.current.showCharacter(makeCharacter({ id: 'c2' })));
  let undoClear: (() => void) | null = null;
  act(() => {
    undoClear = result.current.clearHistory();
  });
  expect(rows(storage)).toEqual([]);
  act(() => result.current.showCharacter(makeCharacter({ id: 'c3' })));
  act(() => undoClear?.());
  expect(rows(storage)).toEqual(['c0', 'c1', 'c2']);
  expect(result.current.history.map((e) => e.id)).toEqual(['c0', 'c1', 'c2']);
});
