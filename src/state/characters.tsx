import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Character } from '@/domain/character';
import { isLibraryView, type LibraryView } from '@/domain/library-view';
import {
  browserStorage,
  readText,
  writeText,
  type StorageLike,
} from '@/adapters/storage/local-storage';
import { useAlertActions } from './alerts';
import { useStoredCharacterList } from './stored-list';
import { STORAGE_KEYS } from '@/config/storage-keys';

export const CHARACTERS_KEY = STORAGE_KEYS.characters;
/** How My Characters shows the list (`carousel` or `grid`), remembered in this browser. */
export const VIEW_KEY = STORAGE_KEYS.charactersView;

interface CharactersContextValue {
  characters: Character[];
  /** Appends a character; returns false (with an error alert) if it could not be stored. */
  saveCharacter: (character: Character) => boolean;
  /** Deletes the saved entry with the same identity; false if the change could not be stored. */
  removeCharacter: (character: Pick<Character, 'id'>) => boolean;
  isSaved: (character: Pick<Character, 'id'> | null | undefined) => boolean;
  /**
   * Adds the characters not already saved (by id), in one write. Returns how many were added
   * and skipped, or null (with an error alert) if the change could not be stored.
   */
  importCharacters: (characters: Character[]) => { added: number; alreadySaved: number } | null;
  /** Puts a removed character back at its place in the list (unless it is there again). */
  restoreCharacter: (character: Character, index: number) => boolean;
  /**
   * Replaces the notes of the saved character with this id. False, with nothing changed and no
   * alert (the caller keeps the text and says so), if the browser refused the write.
   */
  updateNotes: (id: string, notes: string) => boolean;
  /** Carousel or grid on My Characters. */
  view: LibraryView;
  /** Shows and remembers a view; it applies for this visit even if it cannot be stored. */
  setView: (view: LibraryView) => void;
}

const CharactersContext = createContext<CharactersContextValue | undefined>(undefined);

export function CharactersProvider({
  children,
  storage = browserStorage(),
}: {
  children: ReactNode;
  storage?: StorageLike | null;
}) {
  const { addAlert } = useAlertActions();
  const { list, change } = useStoredCharacterList(storage, CHARACTERS_KEY);

  const saveCharacter = useCallback(
    (character: Character) => {
      try {
        return change((current) =>
          current.some((c) => c.id === character.id) ? current : [...current, character],
        );
      } catch {
        addAlert({ severity: 'error', message: 'Failed to save character' });
        return false;
      }
    },
    [change, addAlert],
  );

  const removeCharacter = useCallback(
    (character: Pick<Character, 'id'>) => {
      try {
        return change((current) => {
          const next = current.filter((c) => c.id !== character.id);
          return next.length === current.length ? current : next;
        });
      } catch {
        addAlert({ severity: 'error', message: 'Failed to remove character' });
        return false;
      }
    },
    [change, addAlert],
  );

  const importCharacters = useCallback(
    (characters: Character[]) => {
      let added = 0;
      let alreadySaved = 0;
      try {
        change((current) => {
          const ids = new Set(current.map((c) => c.id));
          const fresh = characters.filter((c) => {
            if (ids.has(c.id)) return false;
            ids.add(c.id);
            return true;
          });
          added = fresh.length;
          alreadySaved = characters.length - fresh.length;
          return fresh.length === 0 ? current : [...current, ...fresh];
        });
      } catch {
        addAlert({ severity: 'error', message: 'Failed to import characters' });
        return null;
      }
      return { added, alreadySaved };
    },
    [change, addAlert],
  );

  const restoreCharacter = useCallback(
    (character: Character, index: number) => {
      try {
        return change((current) => {
          if (current.some((c) => c.id === character.id)) return current;
          const next = current.slice();
          next.splice(Math.min(Math.max(index, 0), next.length), 0, character);
          return next;
        });
      } catch {
        addAlert({ severity: 'error', message: 'Failed to save character' });
        return false;
      }
    },
    [change, addAlert],
  );

  const updateNotes = useCallback(
    (id: string, notes: string) => {
      try {
        return change((current) => {
          const at = current.findIndex((c) => c.id === id);
          const before = current[at];
          if (!before || (before.notes ?? '') === notes) return current;
          const next = current.slice();
          // A new object, so anything worked out from the old one (search text) is redone.
          const edited: Character = { ...before, notes };
          if (!notes) delete edited.notes;
          next[at] = edited;
          return next;
        });
      } catch {
        return false;
      }
    },
    [change],
  );

  const [view, setViewState] = useState<LibraryView>(() => {
    const stored = readText(storage, VIEW_KEY);
    return isLibraryView(stored) ? stored : 'carousel';
  });
  const setView = useCallback(
    (next: LibraryView) => {
      setViewState(next);
      try {
        writeText(storage, VIEW_KEY, next);
      } catch {
        // Only a preference: the view still changes for this visit.
      }
    },
    [storage],
  );

  const savedIds = useMemo(() => new Set(list.map((c) => c.id)), [list]);
  const isSaved = useCallback(
    (character: Pick<Character, 'id'> | null | undefined) =>
      !!character && savedIds.has(character.id),
    [savedIds],
  );

  const value = useMemo(
    () => ({
      characters: list,
      saveCharacter,
      removeCharacter,
      isSaved,
      importCharacters,
      restoreCharacter,
      updateNotes,
      view,
      setView,
    }),
    [
      list,
      saveCharacter,
      removeCharacter,
      isSaved,
      importCharacters,
      restoreCharacter,
      updateNotes,
      view,
      setView,
    ],
  );
  return <CharactersContext.Provider value={value}>{children}</CharactersContext.Provider>;
}

export function useCharacters(): CharactersContextValue {
  const context = useContext(CharactersContext);
  if (!context) throw new Error('useCharacters must be used within a CharactersProvider');
  return context;
}
