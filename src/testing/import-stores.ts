import type { Character } from '@/domain/character';
import { mergeImported, undoImport } from '@/domain/import-merge';
import type { ImportStores } from '@/use-cases/transfer';
import { makeCharacter } from './fixtures';

/** The saved list and History in memory, changed as the providers change them. */
export function importStores({ historyRefused = false } = {}) {
  const state = { saved: [makeCharacter({ id: 'kept' })], history: [] as Character[] };
  const api: ImportStores = {
    importCharacters: (characters) => {
      const merge = mergeImported(state.saved, characters);
      state.saved = merge.characters;
      return merge;
    },
    undoImport: (merge) => {
      state.saved = undoImport(state.saved, merge);
      return true;
    },
    addHistoryRows: (characters) => {
      if (historyRefused) return null;
      const fresh = characters.filter((c) => !state.history.some((h) => h.id === c.id));
      state.history = [...state.history, ...fresh];
      return fresh.map((c) => c.id);
    },
    removeHistoryRows: (ids) => {
      state.history = state.history.filter((c) => !ids.includes(c.id));
    },
  };
  return { state, api };
}
