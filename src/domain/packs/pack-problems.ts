/**
 * A pack's faults are worded in English where they are found (a file, a line) and keep that
 * shape; each is remembered with the id of its words in the interface's messages and their
 * values, so the screen can say it in the language shown.
 */

/** A fault's words: a message id among the packs' messages, and its placeholders' values. */
export interface ProblemWords {
  id: `packs.${string}`;
  values?: Record<string, string | number | ProblemWords>;
}

/** Enough for every fault a user can have on screen at once; older ones are forgotten. */
const KEPT = 200;

const said = new Map<string, ProblemWords>();

/** The English fault, remembered with its words in the messages. */
export function packProblem(
  english: string,
  id: ProblemWords['id'],
  values?: ProblemWords['values'],
): string {
  if (said.size >= KEPT) said.delete(said.keys().next().value as string);
  said.set(english, values ? { id, values } : { id });
  return english;
}

/** The words of a fault said before, if any. */
export const packProblemWords = (english: string): ProblemWords | undefined => said.get(english);

/** A fault with the line of the file it stands on. */
export const lineProblem = (line: number, problem: string): string =>
  packProblem(`Line ${line}: ${problem}`, 'packs.line', {
    line,
    problem: packProblemWords(problem) ?? problem,
  });
