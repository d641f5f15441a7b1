import { createContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  canRedo,
  canUndo,
  initialCard,
  justDrawn,
  picturesOnCard,
  reduceCard,
  type CardAction,
  type CardShown,
  type CardState,
  type HistoryChange,
} from '@/domain/card';
import type { Character } from '@/domain/character';
import { newCharacterId } from '@/domain/random';
import { isRecord, parseJson } from '@/domain/records';
import { normaliseStoredCharacter } from '@/domain/stored-character';
import { browserStorage, type StorageLike } from '@/adapters/storage/local-storage';
import { useHistory, type HistoryActions } from './history';
import {
  createPersistedStore,
  useLoadWarnings,
  type Parsed,
  type StoredProviderProps,
} from './persisted-store';
import { useRequired } from './use-required';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { forgetPicture, forgetPictureWhenUnused, holdPictures } from './picture-usage';

/**
 * The character on the card, under its own key so it survives a reload whatever happens to
 * History, with a flag that its History row was deleted (replacing it does not bring it back).
 */
const CURRENT_KEY = STORAGE_KEYS.current;

type CardContextValue = ReturnType<typeof createCard>['actions'] & {
  /** The character on the generator's card. */
  current: Character;
  /** The ids of the characters it was edited from, nearest first. */
  editedFrom: readonly string[];
  /** The character was just put on the card as another one, not edited or taken back to. */
  drawn: boolean;
  /** Each change of the card is a step that can be taken back and made again. */
  canUndo: boolean;
  canRedo: boolean;
};

const NONE: readonly string[] = [];

const CardContext = createContext<CardContextValue | undefined>(undefined);

function parseShown(raw: string): Parsed<CardShown | null> {
  const value = parseJson(raw);
  if (value === undefined) return { unreadable: 'is not valid JSON' };
  const wrapper = isRecord(value) && 'character' in value ? value : null;
  const character = normaliseStoredCharacter(wrapper ? wrapper.character : value, newCharacterId);
  if (!character) return { unreadable: 'is not a character' };
  const leftOut = wrapper?.leftOutOfHistory === true;
  const from = Array.isArray(wrapper?.editedFrom)
    ? wrapper.editedFrom.filter((id): id is string => typeof id === 'string')
    : [];
  return {
    value: { character, leftOutOfHistory: leftOut, ...(from.length > 0 && { editedFrom: from }) },
  };
}

const createCardStore = (storage: StorageLike | null) =>
  createPersistedStore<CardShown | null>({
    storage,
    key: CURRENT_KEY,
    name: 'character on the card',
    instead: 'another one is shown',
    empty: null,
    parse: parseShown,
    serialise: (shown) => {
      const value: Record<string, unknown> = { character: shown?.character };
      if (shown?.leftOutOfHistory) value.leftOutOfHistory = true;
      if (shown?.editedFrom) value.editedFrom = shown.editedFrom;
      return JSON.stringify(value);
    },
    // Each tab keeps the character it shows.
    crossTab: false,
  });

/** Carries out what History must do for a change of the card; false if the add was refused. */
function applyToHistory(change: HistoryChange | null, history: HistoryActions): boolean {
  if (change?.kind === 'add') return history.addToHistory([change.character]) !== null;
  if (change?.kind === 'remove') history.forCard.dropRow(change.id);
  if (change?.kind === 'rewrite') history.forCard.rewriteRow(change.from, change.to);
  return true;
}

/** The card's state, stored whenever what it shows changes, and its actions. */
function createCard(
  storage: StorageLike | null,
  createInitialCharacter: () => Character,
  history: HistoryActions,
) {
  const store = createCardStore(storage);
  const { forCard } = history;
  // Before the card had its own key, its character was the newest history entry.
  let state = initialCard(
    store.get() ?? {
      character: history.readAllHistory().at(-1) ?? createInitialCharacter(),
      leftOutOfHistory: false,
    },
  );
  const listeners = new Set<() => void>();
  const commit = (next: CardState) => {
    if (next === state) return;
    const before = state;
    state = next;
    if (next.shown !== before.shown) {
      forCard.reportWrite(store.save(next.shown, { evenIfRefused: true }));
    }
    letGoOfPictures(before, next);
    for (const listener of [...listeners]) listener();
  };
  // A picture no step can bring back any more (a replaced portrait whose step fell off the end,
  // or a step that can no longer be made again) goes, unless something kept still shows it.
  const letGoOfPictures = (before: CardState, next: CardState) => {
    if (before.undo === next.undo && before.redo === next.redo && before.shown === next.shown) {
      return;
    }
    const kept = picturesOnCard(next);
    for (const id of picturesOnCard(before)) {
      if (!kept.has(id)) forgetPictureWhenUnused(id, { storage, forget: forgetPicture });
    }
  };
  const dispatch = (action: CardAction) => {
    const result = reduceCard(state, action);
    commit(result.state);
    if (!applyToHistory(result.history, history)) {
      commit(reduceCard(state, { type: 'row-refused' }).state);
    }
  };
  const replacedHasRow = () => forCard.hasRow(state.shown.character.id);
  return {
    stores: [store],
    get: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    // A first visit (or one from before the card had its own key) keeps its character at once;
    // an unreadable one that could not be copied aside is left as it was.
    storeFirst: () => {
      if (store.text() === null) forCard.reportWrite(store.save(state.shown));
    },
    // What the card's steps can show again is kept while the card is here.
    holdPictures: () => holdPictures(() => picturesOnCard(state)),
    // History tells the card when its own row is deleted or added back.
    link: () =>
      forCard.link({
        rowRemoved: (id) => {
          const was = state.shown.leftOutOfHistory;
          dispatch({ type: 'row-removed', id });
          return () => dispatch({ type: 'left-out', id, leftOutOfHistory: was });
        },
        rowsAdded: (ids) => dispatch({ type: 'rows-added', ids }),
      }),
    actions: {
      /**
       * Puts a character on the card. The one it replaces enters history (unless its row was
       * deleted), so nothing that was on screen is lost; the new one enters when it is replaced.
       */
      showCharacter: (character: Character) =>
        dispatch({ type: 'show', character, replacedHasRow: replacedHasRow() }),
      /** Puts a history entry back on the card, read whole from storage. */
      showFromHistory: ({ id }: Pick<Character, 'id'>) => {
        if (id === state.shown.character.id) return;
        const character = forCard.readRow(id);
        if (character) dispatch({ type: 'show', character, replacedHasRow: replacedHasRow() });
      },
      /** Replaces the card's character with an edited version (a reroll), in history too if there. */
      replaceCurrent: (character: Character) =>
        dispatch({ type: 'replace', character, hasRow: replacedHasRow() }),
      /** Undo and redo wait while a model call runs (see `setBusy`). */
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      /** A model call started or ended: while it runs the card is about to change. */
      setBusy: (busy: boolean) => dispatch({ type: 'busy', busy }),
    },
  };
}

interface CardProviderProps extends StoredProviderProps {
  /** Makes the first character when nothing was on the card before. */
  createInitialCharacter: () => Character;
}

/** The generator's card and its steps; the replaced characters go to History. */
export function CardProvider({
  children,
  storage = browserStorage(),
  createInitialCharacter,
}: CardProviderProps) {
  const history = useHistory();
  const [card] = useState(() => createCard(storage, createInitialCharacter, history));
  useLoadWarnings(card.stores);
  const state = useSyncExternalStore(card.subscribe, card.get, card.get);
  useEffect(() => card.storeFirst(), [card]);
  useEffect(() => card.link(), [card]);
  useEffect(() => card.holdPictures(), [card]);

  const value = useMemo(
    (): CardContextValue => ({
      current: state.shown.character,
      editedFrom: state.shown.editedFrom ?? NONE,
      drawn: justDrawn(state),
      canUndo: canUndo(state),
      canRedo: canRedo(state),
      ...card.actions,
    }),
    [state, card],
  );
  return <CardContext.Provider value={value}>{children}</CardContext.Provider>;
}

export const useCard = () => useRequired(CardContext, 'Card');
