import { PSEUDO_LANGUAGE, resolveInterfaceLanguage } from './i18n/locales';

/** The languages a model can be asked to write a character's story and epithet in. */
export const LANGUAGES = [
  { code: 'en', label: 'English', english: 'English' },
  { code: 'de', label: 'Deutsch', english: 'German' },
  { code: 'es', label: 'Español', english: 'Spanish' },
  { code: 'fr', label: 'Français', english: 'French' },
  { code: 'it', label: 'Italiano', english: 'Italian' },
  { code: 'pt', label: 'Português', english: 'Portuguese' },
  { code: 'pl', label: 'Polski', english: 'Polish' },
  { code: 'nl', label: 'Nederlands', english: 'Dutch' },
  { code: 'sv', label: 'Svenska', english: 'Swedish' },
  { code: 'ru', label: 'Русский', english: 'Russian' },
  { code: 'ja', label: '日本語', english: 'Japanese' },
  { code: 'zh', label: '中文', english: 'Chinese (Simplified)' },
  { code: 'ko', label: '한국어', english: 'Korean' },
  { code: 'tr', label: 'Türkçe', english: 'Turkish' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

const DEFAULT_LANGUAGE: LanguageCode = 'en';

const isLanguageCode = (value: unknown): value is LanguageCode =>
  LANGUAGES.some((language) => language.code === value);

/** The choice that has models write in the language the interface is shown in. */
export const SAME_AS_INTERFACE = 'interface';

/** A stored `Language of generated text`: a language's code or `SAME_AS_INTERFACE`. */
export const isStoryLanguageChoice = (value: string): boolean =>
  value === SAME_AS_INTERFACE || isLanguageCode(value);

/**
 * The language a model is asked to write in: the chosen one, or with `SAME_AS_INTERFACE` the
 * interface's (`pt-BR` writes Portuguese; a language models are not asked for writes English).
 */
function storyLanguage(chosen: string, interfaceLanguage: string): LanguageCode {
  if (isLanguageCode(chosen)) return chosen;
  const base = interfaceLanguage.split('-')[0];
  return isLanguageCode(base) && interfaceLanguage !== PSEUDO_LANGUAGE ? base : DEFAULT_LANGUAGE;
}

/**
 * The sentence that asks a model to write in `code`'s language, or nothing for English. The JSON
 * keys and fixed values stay English, so the reply is read the same way in every language.
 */
export function languageInstruction(code: string | undefined): string | null {
  const language = LANGUAGES.find((entry) => entry.code === code);
  if (!language || language.code === DEFAULT_LANGUAGE) return null;
  return (
    `Write the epithet, the occupation, summary, look, voice, traits, ideal, bond, flaw and secret, the background title and every background paragraph in ${language.english} (${language.label}). ` +
    'Keep first and last names as fantasy names. Keep the JSON keys and the values of characterClass, gender, race and alignment exactly in English as the schema gives them.'
  );
}

/**
 * The language a model writes in for these settings, given the browser's preferred languages
 * (they choose the interface's until the user does).
 */
export const modelLanguage = (
  settings: { generatedTextLanguage: string; interfaceLanguage: string },
  preferred: readonly string[],
): LanguageCode =>
  storyLanguage(
    settings.generatedTextLanguage,
    resolveInterfaceLanguage(settings.interfaceLanguage, preferred),
  );
