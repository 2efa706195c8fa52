import { isLanguage, LANGUAGES, type TLanguage } from '@immora/shared/languages';

export { isLanguage, LANGUAGES };
export type Language = TLanguage;
export const LANGUAGE_KEY = 'userLanguage';
/** Each language's name in itself: the switcher's spoken names, the listing versions' buttons, the e-mail language select. */
export const LANGUAGE_AUTONYMS: Record<Language, string> = {
  en: 'English',
  nl: 'Nederlands',
  fr: 'Français',
  el: 'Ελληνικά',
};
/** The address parameter the hreflang alternates use (`/properties?lang=fr`); the app honours it. */
export const LANGUAGE_PARAM = 'lang';

/**
 * The first of the browser's languages (`navigator.languages`, in the browser's order, which is the
 * reader's order of preference) that Immora offers, by primary subtag: 'fr-BE' → fr, 'nl' → nl,
 * 'EL-gr' → el. English when none is offered (decision 018).
 */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.trim().toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** The language asked for by `?lang=` in an address's query string, if it is one Immora offers. */
export function languageInQuery(search: string): Language | null {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguage(value) ? value : null;
}

/** The language a visit starts in: `?lang=`, else the stored choice, else the browser's languages. */
export function firstLanguage(opts: { search: string; stored: string | null; browser: readonly string[] }): Language {
  return languageInQuery(opts.search) ?? (isLanguage(opts.stored) ? opts.stored : browserLanguage(opts.browser));
}

export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}
