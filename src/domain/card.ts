/**
 * The generator's card: the character on it and the steps that can be taken back and made again.
 * Every change returns the new state and what History must do for it, so the rules are data.
 */
import type { Character } from './character';

/** How many changes of the card can be taken back. */
export const MAX_STEPS = 100;

/** What the card shows. */
export interface CardShown {
  character: Character;
  /** The character's History row was deleted: replacing it does not bring the row back. */
  leftOutOfHistory: boolean;
  /**
   * The ids of the characters this one was edited from, nearest first (an edit makes a new
   * character): the first of them that is saved is the copy `Update saved copy` replaces.
   */
  editedFrom?: readonly string[];
}

/** What a step did to History besides changing the card. */
type StepRow =
  /** The replaced character entered History as a new row. */
  | { kind: 'added'; id: string }
  /** The card's own row was rewritten with the edited character. */
  | { kind: 'rewritten' }
  | null;

/** One change of the card. */
interface CardStep {
  before: CardShown;
  after: CardShown;
  row: StepRow;
  /** Another character was put on the card (not an edit of the one it showed). */
  drawn: boolean;
}

export interface CardState {
  shown: CardShown;
  /** Steps to take back, oldest first. */
  undo: readonly CardStep[];
  /** Steps taken back that can be made again, the next one last. */
  redo: readonly CardStep[];
  /** A model call is running: the card is about to change, so steps wait. */
  busy: boolean;
  /**
   * The last change put another character on the card (Generate, a History row, a group's
   * member, or making that again), rather than editing it or taking a step back.
   */
  drawn?: boolean;
}

/** What History must do for a change of the card. */
export type HistoryChange =
  | { kind: 'add'; character: Character }
  | { kind: 'remove'; id: string }
  | { kind: 'rewrite'; from: Character; to: Character };

export type CardAction =
  /** Puts a character on the card; the replaced one enters History unless it has a row. */
  | { type: 'show'; character: Character; replacedHasRow: boolean }
  /** Replaces the card's character with an edited version, its row too if it has one. */
  | { type: 'replace'; character: Character; hasRow: boolean }
  | { type: 'undo' }
  | { type: 'redo' }
  /** History could not add the row the last step added: the step did not add one. */
  | { type: 'row-refused' }
  /** A History row was deleted; the card's own stays out from now on. */
  | { type: 'row-removed'; id: string }
  /** Characters were added to History; the card's own is back in on purpose. */
  | { type: 'rows-added'; ids: readonly string[] }
  /** Undoing a row's deletion puts the card's flag back as it was. */
  | { type: 'left-out'; id: string; leftOutOfHistory: boolean }
  | { type: 'busy'; busy: boolean };

export interface CardResult {
  state: CardState;
  history: HistoryChange | null;
}

/** A card showing `character`, with no steps. */
export function initialCard(shown: CardShown): CardState {
  return { shown, undo: [], redo: [], busy: false };
}

/** Whether the last change put another character on the card. */
export const justDrawn = (state: CardState) => state.drawn === true;

export const canUndo = (state: CardState) => state.undo.length > 0 && !state.busy;
export const canRedo = (state: CardState) => state.redo.length > 0 && !state.busy;

const unchanged = (state: CardState): CardResult => ({ state, history: null });

/** What History must do to take a step back, or make it again. */
function rowChange(step: CardStep, back: boolean): HistoryChange | null {
  const [from, to] = back ? [step.after, step.before] : [step.before, step.after];
  if (step.row?.kind === 'rewritten') {
    return { kind: 'rewrite', from: from.character, to: to.character };
  }
  if (step.row?.kind === 'added') {
    return back
      ? { kind: 'remove', id: step.row.id }
      : { kind: 'add', character: step.before.character };
  }
  return null;
}

/**
 * Puts `character` on the card as a new step: it can be taken back; what was taken back before
 * can no longer be made again. History does what the step's row says.
 */
function newStep(state: CardState, after: CardShown, row: StepRow, drawn: boolean): CardResult {
  const step = { before: state.shown, after, row, drawn };
  const undo = [...state.undo, step].slice(-MAX_STEPS);
  return {
    state: { ...state, shown: step.after, undo, redo: [], drawn },
    history: rowChange(step, false),
  };
}

/** Takes the last step back, or makes the last step taken back again. */
function move(state: CardState, back: boolean): CardResult {
  const [from, to] = back ? (['undo', 'redo'] as const) : (['redo', 'undo'] as const);
  const step = state[from].at(-1);
  if (!step || state.busy) return unchanged(state);
  return {
    state: {
      ...state,
      shown: back ? step.before : step.after,
      drawn: !back && step.drawn,
      [from]: state[from].slice(0, -1),
      [to]: [...state[to], step],
    },
    history: rowChange(step, back),
  };
}

/** The card with its flag set, if `id` is the card's character and the flag changes. */
function leftOut(state: CardState, id: string, leftOutOfHistory: boolean): CardState {
  const { shown } = state;
  if (shown.character.id !== id || shown.leftOutOfHistory === leftOutOfHistory) return state;
  return { ...state, shown: { ...shown, leftOutOfHistory } };
}

/** What a replacing character was edited from: the one it replaces, then what that came from. */
function editedFrom(state: CardState, { character }: { character: Character }) {
  const { shown } = state;
  const from =
    shown.character.id === character.id
      ? (shown.editedFrom ?? [])
      : [shown.character.id, ...(shown.editedFrom ?? [])].slice(0, MAX_STEPS);
  return from.length > 0 ? { editedFrom: from } : {};
}

/** The card after an action, and what History must do for it. */
export function reduceCard(state: CardState, action: CardAction): CardResult {
  switch (action.type) {
    case 'show': {
      const { shown } = state;
      if (shown.character.id === action.character.id) return unchanged(state);
      const adds = !shown.leftOutOfHistory && !action.replacedHasRow;
      const row = adds ? ({ kind: 'added', id: shown.character.id } as const) : null;
      return newStep(state, { character: action.character, leftOutOfHistory: false }, row, true);
    }
    case 'replace':
      // A character with a History row has it updated; one on the card only stays there.
      return newStep(
        state,
        { character: action.character, leftOutOfHistory: false, ...editedFrom(state, action) },
        action.hasRow ? { kind: 'rewritten' } : null,
        false,
      );
    case 'undo':
    case 'redo':
      return move(state, action.type === 'undo');
    case 'row-refused': {
      const last = state.undo.at(-1);
      if (!last || last.row?.kind !== 'added') return unchanged(state);
      return unchanged({ ...state, undo: [...state.undo.slice(0, -1), { ...last, row: null }] });
    }
    case 'row-removed':
      return unchanged(leftOut(state, action.id, true));
    case 'rows-added': {
      const { id } = state.shown.character;
      return unchanged(action.ids.includes(id) ? leftOut(state, id, false) : state);
    }
    case 'left-out':
      return unchanged(leftOut(state, action.id, action.leftOutOfHistory));
    case 'busy':
      return unchanged(state.busy === action.busy ? state : { ...state, busy: action.busy });
  }
}

/**
 * The uploaded pictures the card can show again: its character's, and those of every step Undo
 * and Redo go through.
 */
export function picturesOnCard(state: CardState): Set<string> {
  const ids = new Set<string>();
  const add = ({ character }: CardShown) => {
    if (character.pictureId) ids.add(character.pictureId);
  };
  add(state.shown);
  for (const step of [...state.undo, ...state.redo]) {
    add(step.before);
    add(step.after);
  }
  return ids;
}
