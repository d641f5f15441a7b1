import type { LocalText } from '@/domain/i18n/text';

/**
 * What an action tells the user when it is over, as data: the words, and how to take it back if
 * it can be. One helper on the React side turns an outcome into an alert.
 */
export interface Outcome {
  severity: 'success' | 'info' | 'warning' | 'error';
  message: string;
  /** The same words in the interface's language, when it is not English. */
  text?: LocalText;
  /** Takes the action back; says how that went (null: nothing to say). */
  undo?: () => Outcome | null;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** An error outcome for a failed action: what failed, and why. */
export const failed = (what: string, error: unknown): Outcome => ({
  severity: 'error',
  message: `${what}: ${reason(error)}`,
});
