import { ENGLISH, resolveInterfaceLanguage } from '@/domain/i18n/locales';
import { browserLanguages } from '@/adapters/browser/page-language';
import { useSettings } from './settings';

/**
 * True when the interface is shown in another language than English: what an action tells the
 * user then carries its words' message too (English keeps its words exactly as they were).
 */
export function useTranslated(): boolean {
  const { interfaceLanguage } = useSettings().settings;
  return resolveInterfaceLanguage(interfaceLanguage, browserLanguages()) !== ENGLISH;
}
