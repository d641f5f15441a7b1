import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AlertManagerProvider, useAlert } from '../alerts';
import { ContentPacksProvider, useContent, useContentPacks } from '../content-packs';
import { MemoryStorage } from '@/testing/memory-storage';

function setUp(storage: MemoryStorage) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AlertManagerProvider>
      <ContentPacksProvider storage={storage}>{children}</ContentPacksProvider>
    </AlertManagerProvider>
  );
  return renderHook(
    () => ({ ...useContentPacks(), content: useContent(), alerts: useAlert().alerts }),
    { wrapper },
  );
}

test('a new pack is kept, switched and edited, and another visit finds it so', () => {
  const storage = new MemoryStorage();
  const { result } = setUp(storage);
  act(() => void result.current.createPack('  My   world '));
  const id = result.current.packs[0]?.id ?? '';
  expect(id).toMatch(/^pack-/);
  expect(result.current.packs).toEqual([{ id, name: 'My world', enabled: true, tables: {} }]);
  act(() => {
    result.current.updatePack(id, {
      name: 'My world',
      tables: { Races: ['Halfling | 20-150', ''] },
    });
    result.current.switchPack(id, false);
    result.current.switchBuiltIn('Orc', false);
  });
  const again = setUp(storage).result.current;
  expect(again.packs).toEqual([
    { id, name: 'My world', enabled: false, tables: { Races: ['Halfling | 20-150'] } },
  ]);
  expect(again.builtIn).toEqual({ leftOutRaces: ['Orc'], leftOutClasses: [] });
  expect(again.content?.packs).toBe(again.packs);
});

test('a second pack of the same name is refused; an import gets a free name', () => {
  const { result } = setUp(new MemoryStorage());
  act(() => void result.current.createPack('Elves'));
  let again: ReturnType<typeof result.current.createPack> = { id: '' };
  act(() => {
    again = result.current.createPack('elves');
  });
  expect(again).toEqual({ problem: 'There is already a pack named "Elves".' });
  act(() => void result.current.importPack('Elves', { 'First names': ['Arwen'] }));
  expect(result.current.packs.map((p) => p.name)).toEqual(['Elves', 'Elves (2)']);
});

test('Delete pack, then Undo, puts it back where it stood', () => {
  const packs = [
    { id: 'a', name: 'A', enabled: true, tables: { Looks: ['Tall'] } },
    { id: 'b', name: 'B', enabled: false, tables: {} },
  ];
  const storage = new MemoryStorage({ contentPacks: JSON.stringify(packs) });
  const { result } = setUp(storage);
  let undo: ReturnType<typeof result.current.deletePack> = null;
  act(() => {
    undo = result.current.deletePack('a');
  });
  expect(result.current.packs.map((p) => p.id)).toEqual(['b']);
  act(() => void (undo && result.current.undoDeletePack(undo)));
  expect(JSON.parse(storage.getItem('contentPacks') ?? '')).toEqual(packs);
});

test('a full storage refuses a new pack with a clear message and loses nothing', () => {
  const kept = JSON.stringify([{ id: 'a', name: 'Kept', enabled: true, tables: {} }]);
  const storage = new MemoryStorage({ contentPacks: kept });
  const { result } = setUp(storage);
  storage.failWrites = true;
  let made: ReturnType<typeof result.current.createPack> = { id: '' };
  act(() => {
    made = result.current.createPack('Lost');
  });
  expect(made).toEqual({ problem: 'Could not create the pack.' });
  expect(result.current.packs.map((p) => p.name)).toEqual(['Kept']);
  expect(result.current.alerts.map((a) => a.message).join(' ')).toMatch(
    /Could not create the pack: browser storage is full\. Saved characters take/,
  );
  expect(storage.getItem('contentPacks')).toBe(kept);
});

test('corrupt packs are copied aside and said; unreadable entries are left out', () => {
  const storage = new MemoryStorage({ contentPacks: '{broken' });
  const { result } = setUp(storage);
  expect(result.current.packs).toEqual([]);
  expect(result.current.alerts[0]?.message).toMatch(
    /The stored content packs read "\{broken", which is not a list, so no pack is used\. What was stored is kept in browser storage as/,
  );
  expect(storage.keysStartingWith('contentPacks').length).toBeGreaterThan(0);

  const mixed = new MemoryStorage({
    contentPacks: JSON.stringify([{ id: 'a', name: 'Good', enabled: true, tables: {} }, 42]),
  });
  const second = setUp(mixed).result.current;
  expect(second.packs.map((p) => p.name)).toEqual(['Good']);
  expect(second.alerts[0]?.message).toMatch(/1 stored content pack was unreadable and is not used/);
});
