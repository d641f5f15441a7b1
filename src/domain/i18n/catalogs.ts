import english from './catalogs/en.json';
import { ENGLISH, PSEUDO_LANGUAGE, type ShownLanguage } from './locales';

/** Every message's id: the English catalog is the source every other follows. */
export type MessageId = keyof typeof english;

/**
 * A language's messages by id. The catalogs are written as ICU message text; the build hands them
 * over already parsed (so the page needs no parser), tests as they are written.
 */
export type Messages = Record<string, string>;

export const ENGLISH_MESSAGES: Messages = english;

/** The message naming one of a character's labelled values (`First Name`, `Secret`). */
export const rowLabelId = (property: string) => `row.${property}` as MessageId;

/** Each language's own file, downloaded only when it is shown. */
const CATALOGS: Record<
  Exclude<ShownLanguage, 'en' | 'en-XA'>,
  () => Promise<{ default: object }>
> = {
  de: () => import(/* webpackChunkName: "messages-de" */ './catalogs/de.json'),
  fr: () => import(/* webpackChunkName: "messages-fr" */ './catalogs/fr.json'),
  es: () => import(/* webpackChunkName: "messages-es" */ './catalogs/es.json'),
  'pt-BR': () => import(/* webpackChunkName: "messages-pt-BR" */ './catalogs/pt-BR.json'),
  it: () => import(/* webpackChunkName: "messages-it" */ './catalogs/it.json'),
  pl: () => import(/* webpackChunkName: "messages-pl" */ './catalogs/pl.json'),
};

const loaded = new Map<ShownLanguage, Messages>([[ENGLISH, ENGLISH_MESSAGES]]);

/** A language's messages if they have been downloaded already (English always has). */
export const loadedMessages = (language: ShownLanguage): Messages | undefined =>
  loaded.get(language);

async function ownMessages(language: ShownLanguage): Promise<Messages> {
  if (language === 'en') return ENGLISH_MESSAGES;
  if (language === PSEUDO_LANGUAGE) {
    const { pseudoMessages } = await import(/* webpackChunkName: "messages-pseudo" */ './pseudo');
    return pseudoMessages(ENGLISH_MESSAGES);
  }
  return (await CATALOGS[language]()).default as Messages;
}

/**
 * A language's messages, downloaded once. A message a catalog lacks reads in English rather than
 * as its id.
 */
export async function loadMessages(language: ShownLanguage): Promise<Messages> {
  const known = loaded.get(language);
  if (known) return known;
  const messages = { ...ENGLISH_MESSAGES, ...(await ownMessages(language)) };
  loaded.set(language, messages);
  return messages;
}
