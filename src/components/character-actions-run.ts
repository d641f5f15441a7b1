import type { Character } from '@/domain/character';
import { characterMarkdown } from '@/domain/character-markdown';
import { encodeSharedCharacter, SHARE_FRAGMENT } from '@/domain/share-codec';
import { paths } from '@/config/paths';
import type { NewAlert } from '@/state/alerts';
import { printCharacters } from './print-sheets';

/**
 * What Share, Copy as text and Print do. This module downloads when one of them is first used,
 * so the screens carry only their buttons.
 */

type AddAlert = (alert: NewAlert) => unknown;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Puts text on the clipboard; throws with a reason a user understands if it cannot. */
async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) {
    throw new Error('this browser does not let the page use the clipboard');
  }
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    throw new Error('the browser refused access to the clipboard');
  }
}

/** The link that opens this character on another device: `/character-generator#c=<data>`. */
export async function shareLink(character: Character): Promise<string> {
  const data = await encodeSharedCharacter(character);
  return `${window.location.origin}${paths.generator}${SHARE_FRAGMENT}${data}`;
}

/** The system share sheet where there is one, otherwise the link on the clipboard. */
export async function shareCharacter(character: Character, addAlert: AddAlert): Promise<void> {
  let url: string;
  try {
    url = await shareLink(character);
  } catch (error) {
    addAlert({ severity: 'error', message: `Could not make a share link: ${reason(error)}` });
    return;
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: character.firstName, url });
      return;
    } catch (error) {
      // Closing the share sheet is not an error; anything else falls back to the clipboard.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await copyText(url);
    addAlert({ severity: 'success', message: 'Link copied' });
  } catch (error) {
    addAlert({ severity: 'error', message: `Could not copy the link: ${reason(error)}` });
  }
}

/** The character as Markdown on the clipboard. */
export async function copyCharacterText(character: Character, addAlert: AddAlert): Promise<void> {
  try {
    await copyText(characterMarkdown(character));
    addAlert({ severity: 'success', message: 'Copied' });
  } catch (error) {
    addAlert({ severity: 'error', message: `Could not copy the character: ${reason(error)}` });
  }
}

/** Prints the characters, one per page. */
export async function printCharacterSheets(
  characters: readonly Character[],
  addAlert: AddAlert,
): Promise<void> {
  try {
    await printCharacters(characters);
  } catch (error) {
    addAlert({ severity: 'error', message: `Could not print: ${reason(error)}` });
  }
}
