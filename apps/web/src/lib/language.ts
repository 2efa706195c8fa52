export const LANGUAGES = ['en', 'nl', 'el'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'userLanguage';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}
