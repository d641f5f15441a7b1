import { createContext, useCallback, useContext } from 'react';
import { createIntl, type IntlShape } from 'react-intl';
import { ENGLISH_MESSAGES, type MessageId, type Messages } from '@/domain/i18n/catalogs';
import type { LocalText } from '@/domain/i18n/text';

/** Values a message's placeholders take: text, a count, a date. */
type MessageValues = Record<string, string | number | Date>;

/** Formats one message in the language shown. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The formatter of a language's messages; dates and numbers go through the platform's Intl. */
export const makeIntl = (locale: string, messages: Messages): IntlShape =>
  createIntl({
    locale,
    defaultLocale: 'en',
    messages,
    // A message each catalog has is checked by the tests; nothing more to report at run time.
    onError: () => undefined,
  });

let english: IntlShape | null = null;
const englishIntl = () => (english ??= makeIntl('en', ENGLISH_MESSAGES));

/** The language the interface is shown in; English where no provider chose one. */
export const IntlContext = createContext<IntlShape | null>(null);

const useIntl = (): IntlShape => useContext(IntlContext) ?? englishIntl();

/** `t('nav.settings')`: a message in the language the interface is shown in. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values) as string, [intl]);
}

const formatText = (t: Translate, text: LocalText): string =>
  t(
    text.id,
    text.values &&
      Object.fromEntries(
        Object.entries(text.values).map(([name, value]) => [
          name,
          typeof value === 'object' ? formatText(t, value) : value,
        ]),
      ),
  );

/**
 * Words chosen away from the screen, as shown: in English exactly as they were first written
 * (they may carry a server's own words), in another language from its messages.
 */
export function useLocalText(): (english: string, text?: LocalText) => string {
  const intl = useIntl();
  const t = useT();
  return useCallback(
    (english, text) => (!text || intl.locale === 'en' ? english : formatText(t, text)),
    [intl.locale, t],
  );
}

/**
 * A label as it reads inside a sentence ("Lock first name"): lower case, except in German, whose
 * nouns keep their capital wherever they stand.
 */
export function useInSentence(): (label: string) => string {
  const { locale } = useIntl();
  return useCallback(
    (label: string) => (locale.startsWith('de') ? label : label.toLocaleLowerCase(locale)),
    [locale],
  );
}

/** English messages, for words formatted outside the screen's components (and their tests). */
export const englishT: Translate = (id, values) =>
  englishIntl().formatMessage({ id }, values) as string;
