import { z } from 'zod';
import { LANGUAGE_MESSAGES, LANGUAGES } from './languages.ts';

// Kept apart from languages.ts so that the web entry, which needs only the list, does not pull
// zod onto the home page (its scripts budget, decision 012).
export const ZLanguage = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.invalid });

/** `PUT /api/users/me/language`: the language of the e-mails Immora sends this account. */
export const ZLanguageUpdateRequest = z.object({ language: ZLanguage });
export type TLanguageUpdateRequest = z.infer<typeof ZLanguageUpdateRequest>;
