import { localText, type LocalText, type TextValue } from '@/domain/i18n/text';

/**
 * What an action tells the user when it is over, as data: the words, and how to take it back if
 * it can be. One helper on the React side turns an outcome into an alert.
 */
export interface Outcome {
  severity: 'success' | 'info' | 'warning' | 'error';
  /** The words in English, as they have always read. */
  message: string;
  /** The same words to put into the language shown, when that is not English. */
  text?: LocalText;
  /** Takes the action back; says how that went (null: nothing to say). */
  undo?: () => Outcome | null;
}

/** Words for the user: the English, and the message the screen puts into its own language. */
export type Said = Pick<Outcome, 'message' | 'text'>;

/** Words for the user: the English message, and the same as a message to translate. */
export const said = (message: string, text: LocalText): Required<Said> => ({ message, text });

/** Why something failed in English (the browser's own words). */
export const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/**
 * An error outcome for a failed action: what failed, and why. `why` says the reason in words to
 * translate; without it the browser's own words are kept as they are. What failed given as
 * English alone is said in English alone.
 */
export function failed(what: string | Said, error: unknown, why?: LocalText): Outcome {
  const words = typeof what === 'string' ? { message: what } : what;
  const message = `${words.message}: ${errorMessage(error)}`;
  if (!words.text) return { severity: 'error', message };
  const because: TextValue = why ?? errorMessage(error);
  return {
    severity: 'error',
    message,
    text: localText('transfer.failed', { what: words.text, reason: because }),
  };
}
