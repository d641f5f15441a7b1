import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { AlertManagerProvider } from '../alerts';
import { SettingsProvider } from '../settings';
import { CharactersProvider } from '../characters';
import { HistoryProvider, useHistory } from '../history';
import { CardProvider, useCard } from '../card';
import { createRandom } from '@/domain/random';
import { rollTableReady } from '@/domain/table-ready';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';

test('History keeps the rows At the table: a character picked again from it has them', () => {
  const storage = new MemoryStorage();
  const base = makeCharacter({ id: 'first' });
  const first = { ...base, tableReady: rollTableReady(base, createRandom(5)) };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AlertManagerProvider>
        <SettingsProvider storage={storage}>
          <CharactersProvider storage={storage}>
            <HistoryProvider storage={storage}>
              <CardProvider storage={storage} createInitialCharacter={() => first}>
                {children}
              </CardProvider>
            </HistoryProvider>
          </CharactersProvider>
        </SettingsProvider>
      </AlertManagerProvider>
    );
  }
  const { result } = renderHook(() => ({ card: useCard(), history: useHistory() }), {
    wrapper: Wrapper,
  });
  act(() => result.current.card.showCharacter(makeCharacter({ id: 'second' })));
  expect(result.current.history.history.map((c) => c.id)).toEqual(['first']);
  act(() => result.current.card.showFromHistory({ id: 'first' }));
  expect(result.current.card.current.tableReady).toEqual(first.tableReady);
});
