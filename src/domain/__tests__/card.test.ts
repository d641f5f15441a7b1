import {
  canRedo,
  canUndo,
  initialCard,
  justDrawn,
  MAX_STEPS,
  reduceCard,
  type CardAction,
  type CardState,
} from '../card';
import { makeCharacter } from '@/testing/fixtures';
import type { Character } from '../character';

const c = (id: string): Character => makeCharacter({ id, firstName: id });
const start = (id = 'c0', leftOutOfHistory = false) =>
  initialCard({ character: c(id), leftOutOfHistory });

/** Runs actions in turn; returns the last state and every History change asked for. */
function run(state: CardState, ...actions: CardAction[]) {
  const changes = [];
  for (const action of actions) {
    const result = reduceCard(state, action);
    state = result.state;
    if (result.history) changes.push(result.history);
  }
  return { state, changes };
}

const show = (id: string, replacedHasRow = false): CardAction => ({
  type: 'show',
  character: c(id),
  replacedHasRow,
});

describe('show', () => {
  test('the replaced character enters History, and the step can be taken back', () => {
    const { state, history } = reduceCard(start(), show('c1'));
    expect(state.shown).toEqual({ character: c('c1'), leftOutOfHistory: false });
    expect(history).toEqual({ kind: 'add', character: c('c0') });
    expect(canUndo(state)).toBe(true);
    expect(canRedo(state)).toBe(false);
  });

  test('a replaced character that has a row, or whose row was deleted, adds none', () => {
    expect(reduceCard(start(), show('c1', true)).history).toBeNull();
    expect(reduceCard(start('c0', true), show('c1')).history).toBeNull();
  });

  test('the character already on the card changes nothing', () => {
    const state = start();
    expect(reduceCard(state, show('c0'))).toEqual({ state, history: null });
  });
});

test('replace rewrites the card’s row when it has one, and only then', () => {
  const edited = c('e1');
  expect(reduceCard(start(), { type: 'replace', character: edited, hasRow: true }).history).toEqual(
    { kind: 'rewrite', from: c('c0'), to: edited },
  );
  const alone = reduceCard(start(), { type: 'replace', character: edited, hasRow: false });
  expect(alone.history).toBeNull();
  expect(alone.state.shown.character).toBe(edited);
});

test('an edit remembers what the character was edited from, nearest first; a show forgets', () => {
  const replace = (id: string): CardAction => ({
    type: 'replace',
    character: c(id),
    hasRow: false,
  });
  const { state } = run(start(), replace('e1'), replace('e2'), replace('e2'));
  // Replaced by itself (its notes brought from My Characters), it keeps what it came from.
  expect(state.shown.editedFrom).toEqual(['e1', 'c0']);
  expect(run(state, { type: 'undo' }, { type: 'undo' }).state.shown.editedFrom).toEqual(['c0']);
  expect(run(state, show('n1')).state.shown).not.toHaveProperty('editedFrom');
  const long = run(start(), ...Array.from({ length: MAX_STEPS + 5 }, (_, i) => replace(`e${i}`)));
  expect(long.state.shown.editedFrom).toHaveLength(MAX_STEPS);
});

describe('undo and redo', () => {
  test('undoing a show takes the added row back off History; redo adds it again', () => {
    const undone = run(start(), show('c1'), { type: 'undo' });
    expect(undone.state.shown.character.id).toBe('c0');
    expect(undone.changes.at(-1)).toEqual({ kind: 'remove', id: 'c0' });
    const redone = run(undone.state, { type: 'redo' });
    expect(redone.state.shown.character.id).toBe('c1');
    expect(redone.changes).toEqual([{ kind: 'add', character: c('c0') }]);
  });

  test('undoing an edit rewrites the row back; redo rewrites it forward', () => {
    const edited = c('e1');
    const { state, changes } = run(
      start(),
      { type: 'replace', character: edited, hasRow: true },
      { type: 'undo' },
      { type: 'redo' },
    );
    expect(state.shown.character).toBe(edited);
    expect(changes).toEqual([
      { kind: 'rewrite', from: c('c0'), to: edited },
      { kind: 'rewrite', from: edited, to: c('c0') },
      { kind: 'rewrite', from: c('c0'), to: edited },
    ]);
  });

  test('a step whose row could not be added takes nothing off History when undone', () => {
    const { changes } = run(start(), show('c1'), { type: 'row-refused' }, { type: 'undo' });
    expect(changes).toEqual([{ kind: 'add', character: c('c0') }]);
  });

  test('a new step after undo drops the steps that could be redone', () => {
    const { state } = run(start(), show('c1'), show('c2'), { type: 'undo' }, show('c3'));
    expect(canRedo(state)).toBe(false);
    expect(state.undo).toHaveLength(2);
  });

  test(`${MAX_STEPS} steps (at least 50) are kept; older ones are dropped`, () => {
    expect(MAX_STEPS).toBeGreaterThanOrEqual(50);
    const shows = Array.from({ length: MAX_STEPS + 5 }, (_, i) => show(`c${i + 1}`));
    const many = run(start(), ...shows).state;
    expect(many.undo).toHaveLength(MAX_STEPS);
    const undoAll = Array.from({ length: MAX_STEPS + 1 }, (): CardAction => ({ type: 'undo' }));
    const back = run(many, ...undoAll).state;
    expect(back.shown.character.id).toBe('c5');
    expect(canUndo(back)).toBe(false);
  });

  test('while a model call runs, steps wait; they are there again once it ends', () => {
    const busy = run(start(), show('c1'), { type: 'busy', busy: true }).state;
    expect(canUndo(busy)).toBe(false);
    expect(reduceCard(busy, { type: 'undo' })).toEqual({ state: busy, history: null });
    const idle = run(busy, { type: 'busy', busy: false }).state;
    expect(canUndo(idle)).toBe(true);
    expect(run(idle, { type: 'undo' }).state.shown.character.id).toBe('c0');
  });
});

describe('the card’s own History row', () => {
  test('deleting it leaves the character out; undoing the deletion puts the flag back', () => {
    const removed = run(start(), { type: 'row-removed', id: 'c0' }).state;
    expect(removed.shown.leftOutOfHistory).toBe(true);
    const back = run(removed, { type: 'left-out', id: 'c0', leftOutOfHistory: false }).state;
    expect(back.shown.leftOutOfHistory).toBe(false);
  });

  test('another row’s deletion leaves the card as it is', () => {
    const state = start();
    expect(reduceCard(state, { type: 'row-removed', id: 'other' }).state).toBe(state);
  });

  test('adding the card’s character to History on purpose brings it back in', () => {
    const { state } = run(start('c0', true), { type: 'rows-added', ids: ['x', 'c0'] });
    expect(state.shown.leftOutOfHistory).toBe(false);
    expect(run(start('c0', true), { type: 'rows-added', ids: ['x'] }).state.shown).toEqual({
      character: c('c0'),
      leftOutOfHistory: true,
    });
  });
});

describe('justDrawn', () => {
  const replace = (id: string): CardAction => ({
    type: 'replace',
    character: c(id),
    hasRow: false,
  });
  test('another character put on the card is drawn; an edit, or a step back, is not', () => {
    expect(justDrawn(start())).toBe(false);
    expect(justDrawn(run(start(), show('c1')).state)).toBe(true);
    expect(justDrawn(run(start(), show('c1'), replace('c2')).state)).toBe(false);
    expect(justDrawn(run(start(), show('c1'), { type: 'undo' }).state)).toBe(false);
    // Making the new character again puts it on the card again.
    expect(justDrawn(run(start(), show('c1'), { type: 'undo' }, { type: 'redo' }).state)).toBe(
      true,
    );
    expect(justDrawn(run(start(), show('c1'), replace('c2'), { type: 'undo' }).state)).toBe(false);
  });
});
