/** The interface languages, in the order the switcher shows them (decision 018). */
export const LANGUAGES = ['en', 'nl', 'fr', 'el'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

export const LANGUAGE_MESSAGES = {
  invalid: 'Language must be one of en, nl, fr or el',
} as const;

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
