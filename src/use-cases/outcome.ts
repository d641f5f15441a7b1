import { localText, type LocalText } from '@/domain/i18n/text';

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

/** Words for the user: the English, and the message to show instead in another language. */
export type Said = Pick<Outcome, 'message' | 'text'>;

/**
 * Words with their message when the interface is `translated` (not English); English outcomes
 * stay as they always were.
 */
export const said = (translated: boolean, message: string, text: LocalText): Said =>
  translated ? { message, text } : { message };

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** An error outcome for a failed action: what failed, and why (the browser's own words). */
export function failed(what: string | Said, error: unknown): Outcome {
  const words = typeof what === 'string' ? { message: what } : what;
  const message = `${words.message}: ${reason(error)}`;
  return words.text
    ? {
        severity: 'error',
        message,
        text: localText('transfer.failed', { what: words.text, reason: reason(error) }),
      }
    : { severity: 'error', message };
}
