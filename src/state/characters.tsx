import { createContext, useMemo, useState } from 'react';
import type { Character } from '@/domain/character';
import { notYetIn } from '@/domain/stored-character';
import { mergeImported, undoImport, type ImportMerge } from '@/domain/import-merge';
import { isLibraryView, type LibraryView } from '@/domain/library-view';
import { browserStorage, type StorageLike } from '@/adapters/storage/local-storage';
import { useAlertActions, type NewAlert } from './alerts';
import {
  createPersistedStore,
  useLoadWarnings,
  usePersistedValue,
  type StoredProviderProps,
} from './persisted-store';
import { useRequired } from './use-required';
import { createCharacterListStore } from './stored-list';
import { fullWords, isStorageFull, storageFullAlert } from './storage-full';
import type { MessageId } from '@/domain/i18n/catalogs';
import { localText } from '@/domain/i18n/text';
import { englishT } from '@/components/i18n';
import { forgetPicture, forgetPictureAfterUndo, forgetPictureWhenUnused } from './picture-usage';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { addToCampaign } from '@/domain/campaigns';
import { useCurrentCampaignReader } from './campaigns';

const CHARACTERS_KEY = STORAGE_KEYS.characters;
/** How My Characters shows the list (`carousel`, `grid` or `list`), remembered in this browser. */
export const VIEW_KEY = STORAGE_KEYS.charactersView;

type CharactersContextValue = ReturnType<typeof createCharacters>['actions'] & {
  characters: Character[];
  isSaved: (character: Pick<Character, 'id'> | null | undefined) => boolean;
  /** Carousel, grid or list on My Characters. */
  view: LibraryView;
};

const CharactersContext = createContext<CharactersContextValue | undefined>(undefined);

/** The view stored, or the carousel: a view this version does not know is no fault. */
function createViewStore(storage: StorageLike | null) {
  return createPersistedStore<LibraryView>({
    storage,
    key: VIEW_KEY,
    name: 'view of My Characters',
    instead: 'the carousel shows',
    empty: 'carousel',
    parse: (raw) => ({ value: isLibraryView(raw) ? raw : 'carousel' }),
    serialise: (view) => view,
    // Each tab keeps the view it shows.
    crossTab: false,
  });
}

function withRestored(current: Character[], character: Character, index: number): Character[] {
  if (current.some((c) => c.id === character.id)) return current;
  return current.toSpliced(Math.max(index, 0), 0, character);
}

/** The list with the saved character of the same id replaced in its place. */
function withReplaced(current: Character[], character: Character): Character[] {
  const at = current.findIndex((c) => c.id === character.id);
  return at < 0 ? current : current.with(at, character);
}

function withNotes(current: Character[], id: string, notes: string): Character[] {
  const at = current.findIndex((c) => c.id === id);
  const before = current[at];
  if (!before || (before.notes ?? '') === notes) return current;
  // A new object, so anything worked out from the old one (search text) is redone.
  const edited: Character = { ...before, notes, updatedAt: new Date().toISOString() };
  if (!notes) delete edited.notes;
  return current.with(at, edited);
}

/**
 * The saved list and its changes. Each change is written first; if the browser refuses, the list
 * stays as it was and the change returns false (with the alert named, if any).
 */
/** The saved character of an id, changed by `edit` and dated now (unless nothing changed). */
function withEdited(current: Character[], id: string, edit: (c: Character) => Character) {
  const at = current.findIndex((c) => c.id === id);
  const before = current[at];
  if (!before) return current;
  const after = edit(before);
  return after === before
    ? current
    : current.with(at, { ...after, updatedAt: new Date().toISOString() });
}

function createCharacters(
  storage: StorageLike | null,
  addAlert: (alert: NewAlert) => unknown,
  currentCampaign: () => string | null,
) {
  const store = createCharacterListStore(storage, CHARACTERS_KEY);
  const viewStore = createViewStore(storage);
  /** Stores a change; false if refused, said as `failure` (what could not be done). */
  const change = (update: (current: Character[]) => Character[], failure: MessageId | null) => {
    const next = update(store.get());
    if (next === store.get()) return true;
    const error = store.save(next);
    if (error === null) return true;
    if (failure && isStorageFull(error)) {
      const words = fullWords(failure);
      addAlert(storageFullAlert(storage, words.message, words.text));
    } else if (failure) {
      addAlert({ severity: 'error', message: englishT(failure), text: localText(failure) });
    }
    return false;
  };
  const withNew = (list: Character[], characters: Character[]) => {
    const fresh = notYetIn(list, characters);
    return fresh.length === 0 ? list : [...list, ...fresh];
  };
  /** New characters go into the current campaign, when one is chosen. */
  const filed = (character: Character) => {
    const campaign = currentCampaign();
    return campaign ? addToCampaign(character, campaign) : character;
  };
  const importMerge = (characters: Character[], failure: MessageId) => {
    const merge = mergeImported(store.get(), characters);
    const changes = merge.added.length + merge.replaced.length > 0;
    return change((list) => (changes ? merge.characters : list), failure) ? merge : null;
  };
  return {
    stores: [store, viewStore] as const,
    actions: {
      /** Appends a character, dated now; false (with an error alert) if it could not be stored. */
      saveCharacter: (character: Character) =>
        change(
          (list) => withNew(list, [{ ...filed(character), updatedAt: new Date().toISOString() }]),
          'transfer2.failure.save',
        ),
      /**
       * Replaces the saved character of the same id, in its place; false (with an error alert)
       * if it could not be stored or is no longer saved. A picture it no longer shows is deleted
       * once nothing kept shows it.
       */
      replaceSaved: (character: Character) => {
        const before = store.get().find((c) => c.id === character.id)?.pictureId;
        const replaced =
          change((list) => withReplaced(list, character), 'transfer2.failure.update') &&
          store.get().some((c) => c.id === character.id);
        // A picture the saved copy no longer shows goes, unless something kept still shows it.
        if (replaced && before !== character.pictureId) {
          forgetPictureWhenUnused(before, { storage, forget: forgetPicture });
        }
        return replaced;
      },
      /**
       * Deletes the saved entry with the same identity; false if it could not be stored. Its
       * uploaded picture goes once Undo's window has passed, unless something kept still shows it.
       */
      removeCharacter: ({ id, pictureId }: Pick<Character, 'id' | 'pictureId'>) => {
        const removed = change((list) => {
          const next = list.filter((c) => c.id !== id);
          return next.length === list.length ? list : next;
        }, 'transfer2.failure.remove');
        if (removed) forgetPictureAfterUndo(pictureId, { storage, forget: forgetPicture });
        return removed;
      },
      /**
       * Merges imported characters into the saved ones in one write (see {@link mergeImported}):
       * what was done, or null (with an error alert) if the change could not be stored.
       */
      importCharacters: (characters: Character[]) =>
        importMerge(characters, 'storage.failure.import'),
      /** Saves new characters (a group) into the current campaign, in one write, as Import does. */
      saveNewCharacters: (characters: Character[]) =>
        importMerge(characters.map(filed), 'transfer2.failure.saveGroup'),
      /**
       * Changes one saved character (its campaigns, its tags) and dates it; false (with an error
       * alert) if it could not be stored.
       */
      editSaved: (id: string, edit: (character: Character) => Character) =>
        change((list) => withEdited(list, id, edit), 'transfer2.failure.edit'),
      /** Takes an import back; false (with an error alert) if the change could not be stored. */
      undoImport: (merge: ImportMerge) =>
        change((list) => undoImport(list, merge), 'transfer2.failure.undoImport'),
      /** Puts a removed character back at its place in the list (unless it is there again). */
      restoreCharacter: (character: Character, index: number) =>
        change((list) => withRestored(list, character, index), 'transfer2.failure.save'),
      /** Replaces a saved character's notes; false, with no alert (the caller says so), if refused. */
      updateNotes: (id: string, notes: string) =>
        change((list) => withNotes(list, id, notes), null),
      /** Shows and remembers a view; it applies for this visit even if it cannot be stored. */
      setView: (view: LibraryView) => void viewStore.save(view, { evenIfRefused: true }),
    },
  };
}

export function CharactersProvider({ children, storage = browserStorage() }: StoredProviderProps) {
  const { addAlert } = useAlertActions();
  const currentCampaign = useCurrentCampaignReader();
  const [{ stores, actions }] = useState(() =>
    createCharacters(storage, addAlert, currentCampaign),
  );
  useLoadWarnings(stores);
  const characters = usePersistedValue(stores[0]);
  const view = usePersistedValue(stores[1]);

  const value = useMemo(() => {
    const savedIds = new Set(characters.map((c) => c.id));
    const isSaved = (character: Pick<Character, 'id'> | null | undefined) =>
      !!character && savedIds.has(character.id);
    return { characters, isSaved, view, ...actions };
  }, [characters, view, actions]);
  return <CharactersContext.Provider value={value}>{children}</CharactersContext.Provider>;
}

export const useCharacters = () => useRequired(CharactersContext, 'Characters');
