import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlContext, makeIntl } from '@/components/i18n';
import { loadMessages, loadedMessages, type Messages } from '@/domain/i18n/catalogs';
import {
  ENGLISH,
  INTERFACE_LANGUAGES,
  resolveInterfaceLanguage,
  type ShownLanguage,
} from '@/domain/i18n/locales';
import {
  browserLanguages,
  rememberLanguageChoice,
  setPageLanguage,
} from '@/adapters/browser/page-language';
import { useSettings } from '@/state/settings';
import { useAlertActions } from '@/state/alerts';

interface Shown {
  language: ShownLanguage;
  messages: Messages;
}

/** What the interface is shown in until `language`'s messages arrive: English, or the last. */
function firstShown(language: ShownLanguage): Shown {
  const messages = loadedMessages(language);
  return messages
    ? { language, messages }
    : { language: ENGLISH, messages: loadedMessages(ENGLISH) ?? {} };
}

const labelOf = (language: ShownLanguage) =>
  INTERFACE_LANGUAGES.find((entry) => entry.code === language)?.label ?? language;

/**
 * Shows the interface in the chosen language (the browser's until the user chooses), at once
 * once its messages are in; the page's own language follows for screen readers.
 */
export function I18nProvider({
  children,
  load = loadMessages,
  language,
}: {
  children: ReactNode;
  load?: (language: ShownLanguage) => Promise<Messages>;
  /** The language to show whatever the settings say: the build's render of each page. */
  language?: ShownLanguage;
}) {
  const { interfaceLanguage } = useSettings().settings;
  const wanted = language ?? resolveInterfaceLanguage(interfaceLanguage, browserLanguages());
  const [shown, setShown] = useState(() => firstShown(wanted));
  const { addAlert } = useAlertActions();

  useEffect(() => {
    if (shown.language === wanted) return;
    let current = true;
    load(wanted).then(
      (messages) => {
        if (current) setShown({ language: wanted, messages });
      },
      () => {
        if (!current) return;
        addAlert({
          severity: 'error',
          message: `${labelOf(wanted)} could not be loaded (is the connection down?). The interface stays as it was; choose the language again to retry.`,
        });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, shown.language, load, addAlert]);

  useEffect(() => setPageLanguage(shown.language), [shown.language]);
  useEffect(() => {
    if (!language) rememberLanguageChoice(interfaceLanguage);
  }, [language, interfaceLanguage]);

  const intl = useMemo(() => makeIntl(shown.language, shown.messages), [shown]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}
