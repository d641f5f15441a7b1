import type { MessageId } from './catalogs';

/** A placeholder's value: a word or number as it is, or a message of its own to translate. */
export type TextValue = string | number | LocalText;

/**
 * Words for the user, chosen away from the screen (a failed call, a finished action) and put into
 * the language shown only when they are drawn.
 */
export interface LocalText {
  id: MessageId;
  values?: Record<string, TextValue>;
}

export const localText = (id: MessageId, values?: Record<string, TextValue>): LocalText =>
  values ? { id, values } : { id };
