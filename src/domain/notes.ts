/**
 * The gamemaster's notes have a limit: well under the 32,767 characters a spreadsheet cell holds
 * (the CSV export puts them in one), and short enough that typing in them stays quick.
 */
export const NOTES_MAX_LENGTH = 10_000;

/** "10,000": a count as the notes' messages write it. */
export const formatCount = (count: number): string => count.toLocaleString('en-US');

/**
 * The notes after an edit from `previous` to `next`, within {@link NOTES_MAX_LENGTH}: what was
 * typed or pasted is cut where it would pass the limit, and the text around it stays whole
 * (`cut` says so). Deleting is always allowed, even in notes that are over the limit already.
 */
export function fitNotes(previous: string, next: string): { text: string; cut: boolean } {
  if (next.length <= NOTES_MAX_LENGTH || next.length <= previous.length) {
    return { text: next, cut: false };
  }
  // What the edit added lies between what `next` shares with `previous` at its start and end.
  let start = 0;
  while (start < previous.length && previous[start] === next[start]) start += 1;
  let end = 0;
  while (
    end < previous.length - start &&
    previous[previous.length - 1 - end] === next[next.length - 1 - end]
  ) {
    end += 1;
  }
  const room = Math.max(0, NOTES_MAX_LENGTH - start - end);
  let added = next.slice(start, next.length - end).slice(0, room);
  // Half of a character written as two code units (an emoji) is dropped, not left broken.
  if (/[\uD800-\uDBFF]$/.test(added)) added = added.slice(0, -1);
  return { text: next.slice(0, start) + added + next.slice(next.length - end), cut: true };
}
