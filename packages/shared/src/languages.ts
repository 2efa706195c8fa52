/** The interface languages, in the order the switcher shows them (decision 018). */
export const LANGUAGES = ['en', 'nl', 'fr', 'el'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

export const LANGUAGE_MESSAGES = {
  invalid: 'Language must be one of en, nl, fr or el',
} as const;

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The address parameter the hreflang alternates use (`/properties?lang=fr`); the app honours it. */
export const LANGUAGE_PARAM = 'lang';

/** The visitor's chosen language as a cookie, which the server reads to draw a first screen in it (decision 045). */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The first of the browser's languages (`navigator.languages`, in the browser's order, which is the
 * reader's order of preference) that Immora offers, by primary subtag: 'fr-BE' → fr, 'nl' → nl,
 * 'EL-gr' → el. English when none is offered (decision 018).
 */
export function browserLanguage(preferred: readonly string[]): TLanguage {
  return offeredLanguage(preferred) ?? 'en';
}

/** The first of the preferred languages that Immora offers (as `browserLanguage`), or null when none is. */
export function offeredLanguage(preferred: readonly string[]): TLanguage | null {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.trim().toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** The language asked for by `?lang=` in an address's query string, if it is one Immora offers. */
export function languageInQuery(search: string): TLanguage | null {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguage(value) ? value : null;
}

/** The language a visit starts in: `?lang=`, else the stored choice, else the browser's languages. */
export function firstLanguage(opts: { search: string; stored: string | null; browser: readonly string[] }): TLanguage {
  return languageInQuery(opts.search) ?? (isLanguage(opts.stored) ? opts.stored : browserLanguage(opts.browser));
}

/** The address of a page in a language: the same path and query, plus `?lang=` (none for x-default). */
export function languageVersionPath(pathname: string, search: string, language: string | null): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  if (language) params.set(LANGUAGE_PARAM, language);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/**
 * A page's language versions (hreflang alternates, decision 018): the same address with `?lang=`
 * for each language, then x-default without it (the address that follows the browser).
 */
export function languageAlternates(pathname: string, search: string): { hreflang: string; path: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, path: languageVersionPath(pathname, search, language) })),
    { hreflang: 'x-default', path: languageVersionPath(pathname, search, null) },
  ];
}
