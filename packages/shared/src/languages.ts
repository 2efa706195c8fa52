import { z } from 'zod';

/** The interface languages, in the order the switcher shows them (decision 018). */
export const LANGUAGES = ['en', 'nl', 'fr', 'el'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

export const LANGUAGE_MESSAGES = {
  invalid: 'Language must be one of en, nl, fr or el',
} as const;

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const ZLanguage = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.invalid });

/** `PUT /api/users/me/language`: the language of the e-mails Immora sends this account. */
export const ZLanguageUpdateRequest = z.object({ language: ZLanguage });
export type TLanguageUpdateRequest = z.infer<typeof ZLanguageUpdateRequest>;
