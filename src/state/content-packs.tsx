/**
 * The content packs and what `Built-in content` keeps, both kept in browser storage. Every change
 * is written first: a refused write changes nothing and says why (storage full, with what fills
 * it). The generator reads {@link useContent}; outside the provider it draws the built-in content.
 */
import { createContext, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import {
  addPack,
  freePackName,
  mergeImportedPacks,
  readBuiltInChoice,
  switchBuiltIn,
  switchPack,
  switchPacksOnly,
  undoDeletePack,
  updatePack,
  ALL_BUILT_IN,
  type BuiltInChoice,
  type DeletedPack,
  type PacksChange,
} from '@/domain/packs/pack-list';
import type { ContentPack, PackTable, PackTables } from '@/domain/packs/pack';
import type { Content } from '@/domain/packs/catalog';
import { deleteById } from '@/domain/deleted-item';
import { parseJson } from '@/domain/records';
import { defaultRandom, randomId } from '@/domain/random';
import { browserStorage, type StorageLike } from '@/adapters/storage/local-storage';
import { indexedTexts, type TextStore } from '@/adapters/storage/indexed-texts';
import { STORAGE_KEYS } from '@/config/storage-keys';
import type { MessageId } from '@/domain/i18n/catalogs';
import { englishT } from '@/components/i18n';
import { useAlertActions, type NewAlert } from './alerts';
import {
  createPersistedStore,
  useLoadWarnings,
  usePersistedValue,
  type StoredProviderProps,
} from './persisted-store';
import { fullWords, isStorageFull, refusedWords, storageFullAlert } from './storage-full';
import { useRequired } from './use-required';
import { createPackStore } from './pack-store';
import { exportPack, readPickedPack } from '@/use-cases/pack-files';

function createBuiltInStore(storage: StorageLike | null) {
  return createPersistedStore<BuiltInChoice>({
    storage,
    key: STORAGE_KEYS.builtInContent,
    name: 'choice of built-in content',
    instead: 'all built-in content is used',
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

/** `Built-in content`'s switches: each change stored, or said when refused. */
function builtInActions(
  builtIn: ReturnType<typeof createBuiltInStore>,
  stored: (error: unknown, failure: MessageId) => boolean,
) {
  const save = (choice: BuiltInChoice) => stored(builtIn.save(choice), 'storage.failure.builtIn');
  return {
    /** Uses only the packs' entries for a table, or the built-in ones with them again. */
    switchPacksOnly: (table: PackTable, on: boolean) =>
      save(switchPacksOnly(builtIn.get(), table, on)),
    /** Keeps or leaves out one built-in race or class. */
    switchBuiltIn: (name: string, on: boolean) => save(switchBuiltIn(builtIn.get(), name, on)),
  };
}

interface ContentPacksOptions {
  storage: StorageLike | null;
  texts: TextStore | null;
  addAlert: (alert: NewAlert) => unknown;
}

function createContentPacks({ storage, texts, addAlert }: ContentPacksOptions) {
  const packs = createPackStore(texts, storage, (message) =>
    addAlert({ severity: 'warning', message }),
  );
  const builtIn = createBuiltInStore(storage);
  /** Says why a write was refused, with what fills a full storage; false when refused. */
  const stored = (error: unknown, failure: MessageId): boolean => {
    if (!error) return true;
    const full = isStorageFull(error) && fullWords(failure);
    addAlert(
      full
        ? storageFullAlert(storage, full.message, full.text)
        : { severity: 'error', ...refusedWords(failure) },
    );
    return false;
  };
  /** Stores a change of the list: what it hands back, or the problem (said when storage refused). */
  const apply = async <R,>(
    make: (list: ContentPack[]) => { packs: ContentPack[]; result: R } | { problem: string },
    failure: MessageId,
  ): Promise<{ result: R } | { problem: string }> => {
    const changed = await packs.change(make);
    if ('refused' in changed) {
      stored(changed.refused, failure);
      return { problem: `${englishT(failure)}.` };
    }
    return changed;
  };
  /** A list change that hands back nothing more. */
  const plain = (change: PacksChange) =>
    'problem' in change ? change : { packs: change.packs, result: null };
  /** Null once stored, or the problem. */
  const problemOf = (done: { result: unknown } | { problem: string }) =>
    'problem' in done ? done.problem : null;
  const newId = () => `pack-${randomId(defaultRandom)}`;
  return {
    packs,
    builtIn,
    actions: {
      /** Settles once the stored packs are read. */
      loaded: packs.loaded,
      /** Makes a pack, switched on: its id, or the problem with the name. */
      createPack: async (
        name: string,
        tables: PackTables = {},
      ): Promise<{ id: string } | { problem: string }> => {
        const id = newId();
        const done = await apply(
          (list) => plain(addPack(list, id, name, tables)),
          'storage.failure.createPack',
        );
        return 'problem' in done ? done : { id };
      },
      /** Adds an imported pack under a name no other pack has: its id, or null if refused. */
      importPack: async (name: string, tables: PackTables): Promise<string | null> => {
        const id = newId();
        const done = await apply(
          (list) => plain(addPack(list, id, freePackName(list, name), tables)),
          'storage.failure.importPack',
        );
        return 'problem' in done ? null : id;
      },
      /** Stores an edited pack: null, or the problem to show in the editor. */
      updatePack: async (id: string, change: { name: string; tables: PackTables }) =>
        problemOf(
          await apply((list) => plain(updatePack(list, id, change)), 'storage.failure.savePack'),
        ),
      /** Switches a pack on or off: false (said) if refused. */
      switchPack: async (id: string, enabled: boolean) =>
        problemOf(
          await apply(
            (list) => ({ packs: switchPack(list, id, enabled), result: null }),
            'storage.failure.switchPack',
          ),
        ) === null,
      /** Deletes a pack: what Undo needs, or null if refused. */
      deletePack: async (id: string): Promise<DeletedPack | null> => {
        const done = await apply<DeletedPack>((list) => {
          const deleted = deleteById(list, id);
          return deleted
            ? { packs: deleted.list, result: deleted.undo }
            : { problem: 'This pack no longer exists.' };
        }, 'storage.failure.deletePack');
        return 'problem' in done ? null : done.result;
      },
      /** Brings a deleted pack back: false (said) if refused. */
      undoDeletePack: async (undo: DeletedPack) =>
        problemOf(
          await apply(
            (list) => ({ packs: undoDeletePack(list, undo), result: null }),
            'storage.failure.restorePack',
          ),
        ) === null,
      /** Adds a backup's packs that are not here: how to take them back, or null if refused. */
      importPacks: async (fromFile: ContentPack[]) => {
        const done = await apply((list) => {
          const merge = mergeImportedPacks(list, fromFile);
          return { packs: merge.packs, result: new Set(merge.added) };
        }, 'storage.failure.import');
        if ('problem' in done) return null;
        const added = done.result;
        const undo = () =>
          void apply(
            (list) => ({ packs: list.filter((p) => !added.has(p.id)), result: null }),
            'storage.failure.undoImportPacks',
          );
        return { undo: added.size > 0 ? undo : () => undefined };
      },
      /** A picked file read for the import preview, or the fault that stops it. */
      readPickedPack,
      /** Downloads the pack's own file: the file's name. */
      exportPack,
      ...builtInActions(builtIn, stored),
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
  texts,
}: StoredProviderProps & {
  /** Where the packs are kept: IndexedDB unless a test passes its own (null: `storage`). */
  texts?: TextStore | null;
}) {
  const { addAlert } = useAlertActions();
  const [state] = useState(() =>
    createContentPacks({
      storage,
      texts: texts === undefined ? indexedTexts() : texts,
      addAlert,
    }),
  );
  const { actions } = state;
  const builtInStores = useMemo(() => [state.builtIn] as const, [state.builtIn]);
  useLoadWarnings(builtInStores);
  const packs = useSyncExternalStore(state.packs.subscribe, state.packs.get, state.packs.get);
  const builtIn = usePersistedValue(state.builtIn);
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
