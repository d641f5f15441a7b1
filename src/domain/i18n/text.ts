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

/** An error whose message is for the user, with the same words to show in another language. */
export class LocalTextError extends Error {
  constructor(
    message: string,
    readonly text: LocalText,
  ) {
    super(message);
  }
}

/** The words an error carries for another language, if it carries any. */
export const textOf = (error: unknown): LocalText | undefined =>
  error instanceof LocalTextError ? error.text : undefined;

/** What went wrong in another language: the error's own words, or its message as it is. */
export const reasonOf = (error: unknown): TextValue =>
  textOf(error) ?? (error instanceof Error ? error.message : String(error));
