import type { TLanguage } from '@immora/shared/languages';

export {
  browserLanguage,
  firstLanguage,
  isLanguage,
  languageInQuery,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LANGUAGES,
} from '@immora/shared/languages';
export type Language = TLanguage;
export const LANGUAGE_KEY = 'userLanguage';
/** Each language's name in itself: the switcher's spoken names, the listing versions' buttons, the e-mail language select. */
export const LANGUAGE_AUTONYMS: Record<Language, string> = {
  en: 'English',
  nl: 'Nederlands',
  fr: 'Français',
  el: 'Ελληνικά',
};

export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}
