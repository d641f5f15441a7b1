/**
 * The content packs and what `Built-in content` keeps, both kept in browser storage. Every change
 * is written first: a refused write changes nothing and says why (storage full, with what fills
 * it). The generator reads {@link useContent}; outside the provider it draws the built-in content.
 */
import { createContext, useContext, useMemo, useState } from 'react';
import {
  addPack,
  deletePack,
  freePackName,
  mergeImportedPacks,
  readBuiltInChoice,
  switchBuiltIn,
  switchPack,
  undoDeletePack,
  updatePack,
  ALL_BUILT_IN,
  type BuiltInChoice,
  type DeletedPack,
  type PacksChange,
} from '@/domain/packs/pack-list';
import { readPacks, type ContentPack, type PackTables } from '@/domain/packs/pack';
import type { Content } from '@/domain/packs/catalog';
import { parseJson } from '@/domain/records';
import { defaultRandom, randomId } from '@/domain/random';
import { browserStorage, type StorageLike } from '@/adapters/storage/local-storage';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { useAlertActions, type NewAlert } from './alerts';
import {
  createPersistedStore,
  useLoadWarnings,
  usePersistedValue,
  type StoredProviderProps,
} from './persisted-store';
import { isStorageFull, storageFullAlert } from './storage-full';
import { useRequired } from './use-required';
import { exportPack, readPickedPack } from '@/use-cases/pack-files';

function createPacksStore(storage: StorageLike | null) {
  return createPersistedStore<ContentPack[]>({
    storage,
    key: STORAGE_KEYS.contentPacks,
    name: 'content packs',
    instead: 'no pack is used',
    empty: [],
    parse: (raw) => {
      const json = parseJson(raw);
      if (!Array.isArray(json)) return { unreadable: 'is not a list' };
      const { packs, dropped } = readPacks(json);
      if (dropped === 0) return { value: packs };
      return {
        value: packs,
        tidy: JSON.stringify(packs),
        dropped: (copiedTo) =>
          `${dropped} stored ${dropped === 1 ? 'content pack was' : 'content packs were'} ` +
          `unreadable and ${dropped === 1 ? 'is' : 'are'} not used.` +
          (copiedTo ? ` The list as it was is kept in browser storage as "${copiedTo}".` : ''),
      };
    },
    serialise: (packs) => JSON.stringify(packs),
  });
}

function createBuiltInStore(storage: StorageLike | null) {
  return createPersistedStore<BuiltInChoice>({
    storage,
    key: STORAGE_KEYS.builtInContent,
    name: 'choice of built-in content',
    instead: 'all built-in races and classes are used',
    empty: ALL_BUILT_IN,
    parse: (raw) => {
      const json = parseJson(raw);
      return json === undefined
        ? { unreadable: 'is not JSON' }
        : { value: readBuiltInChoice(json) };
    },
    serialise: (choice) => JSON.stringify(choice),
  });
}

function createContentPacks(storage: StorageLike | null, addAlert: (alert: NewAlert) => unknown) {
  const packs = createPacksStore(storage);
  const builtIn = createBuiltInStore(storage);
  /** Says why a write was refused, with what fills a full storage; false when refused. */
  const stored = (error: unknown, failure: string): boolean => {
    if (!error) return true;
    addAlert(
      isStorageFull(error)
        ? storageFullAlert(storage, `${failure}: browser storage is full.`)
        : { severity: 'error', message: `${failure}: browser storage refused it.` },
    );
    return false;
  };
  /** Stores a change: null once stored, or the problem (said already when storage refused). */
  const apply = (change: PacksChange, failure: string): string | null => {
    if ('problem' in change) return change.problem;
    return stored(packs.save(change.packs), failure) ? null : `${failure}.`;
  };
  const newId = () => `pack-${randomId(defaultRandom)}`;
  return {
    stores: [packs, builtIn] as const,
    actions: {
      /** Makes an empty pack, switched on: its id, or the problem with the name. */
      createPack: (name: string): { id: string } | { problem: string } => {
        const id = newId();
        const problem = apply(addPack(packs.get(), id, name), 'Could not create the pack');
        return problem ? { problem } : { id };
      },
      /** Adds an imported pack under a name no other pack has: its id, or null if refused. */
      importPack: (name: string, tables: PackTables): string | null => {
        const id = newId();
        const current = packs.get();
        const change = addPack(current, id, freePackName(current, name), tables);
        return apply(change, 'Could not import the pack') ? null : id;
      },
      /** Stores an edited pack: null, or the problem to show in the editor. */
      updatePack: (id: string, change: { name: string; tables: PackTables }) =>
        apply(updatePack(packs.get(), id, change), 'Could not save the pack'),
      switchPack: (id: string, enabled: boolean) =>
        stored(packs.save(switchPack(packs.get(), id, enabled)), 'Could not switch the pack'),
      /** Deletes a pack: what Undo needs, or null if refused. */
      deletePack: (id: string): DeletedPack | null => {
        const deleted = deletePack(packs.get(), id);
        if (!deleted) return null;
        return stored(packs.save(deleted.packs), 'Could not delete the pack') ? deleted.undo : null;
      },
      undoDeletePack: (undo: DeletedPack) =>
        stored(packs.save(undoDeletePack(packs.get(), undo)), 'Could not bring the pack back'),
      /** Adds a backup's packs that are not here: how to take them back, or null if refused. */
      importPacks: (fromFile: ContentPack[]) => {
        const merge = mergeImportedPacks(packs.get(), fromFile);
        if (merge.added.length === 0) return { undo: () => undefined };
        if (!stored(packs.save(merge.packs), 'Failed to import characters')) return null;
        const undo = () => {
          const added = new Set(merge.added);
          packs.save(packs.get().filter((p) => !added.has(p.id)));
        };
        return { undo };
      },
      /** A picked file read for the import preview, or the fault that stops it. */
      readPickedPack,
      /** Downloads the pack's own file: the file's name. */
      exportPack,
      /** Keeps or leaves out one built-in race or class. */
      switchBuiltIn: (name: string, on: boolean) =>
        stored(
          builtIn.save(switchBuiltIn(builtIn.get(), name, on)),
          'Could not change the built-in content',
        ),
    },
  };
}

type ContentPacksState = ReturnType<typeof createContentPacks>;
type ContentPacksValue = ContentPacksState['actions'] & {
  packs: ContentPack[];
  builtIn: BuiltInChoice;
};

const ContentPacksContext = createContext<ContentPacksValue | undefined>(undefined);
/** What the generator draws from; undefined outside the provider (the built-in content). */
const ContentContext = createContext<Content | undefined>(undefined);

export function ContentPacksProvider({
  children,
  storage = browserStorage(),
}: StoredProviderProps) {
  const { addAlert } = useAlertActions();
  const [{ stores, actions }] = useState(() => createContentPacks(storage, addAlert));
  useLoadWarnings(stores);
  const packs = usePersistedValue(stores[0]);
  const builtIn = usePersistedValue(stores[1]);
  const value = useMemo(() => ({ packs, builtIn, ...actions }), [packs, builtIn, actions]);
  const content = useMemo(() => ({ packs, builtIn }), [packs, builtIn]);
  return (
    <ContentPacksContext.Provider value={value}>
      <ContentContext.Provider value={content}>{children}</ContentContext.Provider>
    </ContentPacksContext.Provider>
  );
}

export const useContentPacks = () => useRequired(ContentPacksContext, 'ContentPacks');

/** The packs and their actions, or undefined outside the provider (a screen tested alone). */
export const useContentPacksIfAny = () => useContext(ContentPacksContext);

/** The packs and built-in choice the generator draws from. */
export const useContent = () => useContext(ContentContext);
