import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AlertManagerProvider, useAlert } from '../alerts';
import { ContentPacksProvider, useContent, useContentPacks } from '../content-packs';
import { MemoryStorage } from '@/testing/memory-storage';
import { MemoryTexts } from '@/testing/memory-texts';

/** The provider over a browser storage and IndexedDB (stood in for), once its packs are read. */
async function setUp(storage: MemoryStorage, texts: MemoryTexts | null = new MemoryTexts()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AlertManagerProvider>
      <ContentPacksProvider storage={storage} texts={texts}>
        {children}
      </ContentPacksProvider>
    </AlertManagerProvider>
  );
  const hook = renderHook(
    () => ({ ...useContentPacks(), content: useContent(), alerts: useAlert().alerts }),
    { wrapper },
  );
  await act(async () => {
    await hook.result.current.loaded;
  });
  return hook;
}

const packsIn = (texts: MemoryTexts) => JSON.parse(texts.data.get('contentPacks') ?? 'null');

test('a new pack is kept in IndexedDB, switched and edited, and another visit finds it so', async () => {
  const storage = new MemoryStorage();
  const texts = new MemoryTexts();
  const { result } = await setUp(storage, texts);
  await act(() => result.current.createPack('  My   world '));
  const id = result.current.packs[0]?.id ?? '';
  expect(id).toMatch(/^pack-/);
  expect(result.current.packs).toEqual([{ id, name: 'My world', enabled: true, tables: {} }]);
  await act(async () => {
    void result.current.updatePack(id, {
      name: 'My world',
      tables: { Races: ['Halfling | 20-150', ''] },
    });
    // Asked at once, the switch still applies after the edit is stored.
    await result.current.switchPack(id, false);
    result.current.switchBuiltIn('Orc', false);
  });
  expect(storage.getItem('contentPacks')).toBeNull();
  const again = (await setUp(storage, texts)).result.current;
  expect(again.packs).toEqual([
    { id, name: 'My world', enabled: false, tables: { Races: ['Halfling | 20-150'] } },
  ]);
  expect(again.builtIn).toEqual({ leftOutRaces: ['Orc'], leftOutClasses: [] });
  expect(again.content?.packs).toBe(again.packs);
});

test('packs kept in browser storage by an earlier version are moved over once, then removed', async () => {
  const packs = [{ id: 'a', name: 'Old', enabled: true, tables: { Looks: ['Tall'] } }];
  const storage = new MemoryStorage({ contentPacks: JSON.stringify(packs) });
  const texts = new MemoryTexts();
  const { result } = await setUp(storage, texts);
  expect(result.current.packs).toEqual(packs);
  expect(packsIn(texts)).toEqual(packs);
  expect(storage.getItem('contentPacks')).toBeNull();
  expect(result.current.alerts).toEqual([]);
});

test('packs that cannot be moved (storage full) stay where they were and are still used', async () => {
  const packs = [{ id: 'a', name: 'Old', enabled: true, tables: {} }];
  const storage = new MemoryStorage({ contentPacks: JSON.stringify(packs) });
  const texts = new MemoryTexts();
  texts.failWrites = true;
  const { result } = await setUp(storage, texts);
  expect(result.current.packs).toEqual(packs);
  expect(storage.getItem('contentPacks')).toBe(JSON.stringify(packs));
  texts.failWrites = false;
  await setUp(storage, texts);
  expect(packsIn(texts)).toEqual(packs);
  expect(storage.getItem('contentPacks')).toBeNull();
});

test('a browser that refuses IndexedDB keeps the packs in browser storage', async () => {
  const storage = new MemoryStorage();
  const texts = new MemoryTexts();
  texts.failReads = true;
  const { result } = await setUp(storage, texts);
  await act(() => result.current.createPack('Here'));
  expect(JSON.parse(storage.getItem('contentPacks') ?? '[]')).toMatchObject([{ name: 'Here' }]);
});

test('a second pack of the same name is refused; an import gets a free name', async () => {
  const { result } = await setUp(new MemoryStorage());
  await act(() => result.current.createPack('Elves'));
  let again: Awaited<ReturnType<typeof result.current.createPack>> = { id: '' };
  await act(async () => {
    again = await result.current.createPack('elves');
  });
  expect(again).toEqual({ problem: 'There is already a pack named "Elves".' });
  await act(() => result.current.importPack('Elves', { 'First names': ['Arwen'] }));
  expect(result.current.packs.map((p) => p.name)).toEqual(['Elves', 'Elves (2)']);
});

test('Delete pack, then Undo, puts it back where it stood', async () => {
  const packs = [
    { id: 'a', name: 'A', enabled: true, tables: { Looks: ['Tall'] } },
    { id: 'b', name: 'B', enabled: false, tables: {} },
  ];
  const texts = new MemoryTexts({ contentPacks: JSON.stringify(packs) });
  const { result } = await setUp(new MemoryStorage(), texts);
  let undo: Awaited<ReturnType<typeof result.current.deletePack>> = null;
  await act(async () => {
    undo = await result.current.deletePack('a');
  });
  expect(result.current.packs.map((p) => p.id)).toEqual(['b']);
  await act(async () => void (undo && (await result.current.undoDeletePack(undo))));
  expect(packsIn(texts)).toEqual(packs);
});

test('a full storage refuses a new pack with a clear message and loses nothing', async () => {
  const kept = JSON.stringify([{ id: 'a', name: 'Kept', enabled: true, tables: {} }]);
  const texts = new MemoryTexts({ contentPacks: kept });
  const { result } = await setUp(new MemoryStorage(), texts);
  texts.failWrites = true;
  let made: Awaited<ReturnType<typeof result.current.createPack>> = { id: '' };
  await act(async () => {
    made = await result.current.createPack('Lost');
  });
  expect(made).toEqual({ problem: 'Could not create the pack.' });
  expect(result.current.packs.map((p) => p.name)).toEqual(['Kept']);
  expect(result.current.alerts.map((a) => a.message).join(' ')).toMatch(
    /Could not create the pack: browser storage is full\. Saved characters take/,
  );
  expect(texts.data.get('contentPacks')).toBe(kept);
});

test('corrupt packs are copied aside and said; unreadable entries are left out', async () => {
  const texts = new MemoryTexts({ contentPacks: '{broken' });
  const { result } = await setUp(new MemoryStorage(), texts);
  expect(result.current.packs).toEqual([]);
  await waitFor(() =>
    expect(result.current.alerts[0]?.message).toMatch(
      /The stored content packs read "\{broken", which is not a list, so no pack is used\. What was stored is kept in browser storage as "contentPacks\.corrupt-/,
    ),
  );
  const [aside] = texts.keysStartingWith('contentPacks.corrupt-');
  expect(texts.data.get(aside ?? '')).toBe('{broken');
  expect(texts.data.has('contentPacks')).toBe(false);

  const mixed = new MemoryTexts({
    contentPacks: JSON.stringify([{ id: 'a', name: 'Good', enabled: true, tables: {} }, 42]),
  });
  const second = (await setUp(new MemoryStorage(), mixed)).result.current;
  expect(second.packs.map((p) => p.name)).toEqual(['Good']);
  expect(second.alerts[0]?.message).toMatch(/1 stored content pack was unreadable and is not used/);
  expect(packsIn(mixed)).toEqual([{ id: 'a', name: 'Good', enabled: true, tables: {} }]);
});

test('a backup’s packs are added by Import, and its Undo takes them back', async () => {
  const here = { id: 'a', name: 'Here', enabled: true, tables: {} };
  const texts = new MemoryTexts({ contentPacks: JSON.stringify([here]) });
  const { result } = await setUp(new MemoryStorage(), texts);
  const fromFile = [here, { id: 'b', name: 'Here', enabled: false, tables: { Looks: ['Tall'] } }];
  let undo: (() => void) | undefined;
  await act(async () => {
    undo = (await result.current.importPacks(fromFile))?.undo;
  });
  expect(packsIn(texts).map((p: { name: string }) => p.name)).toEqual(['Here', 'Here (2)']);
  await act(async () => {
    undo?.();
    await result.current.switchPack('a', true);
  });
  expect(packsIn(texts)).toEqual([here]);
});
