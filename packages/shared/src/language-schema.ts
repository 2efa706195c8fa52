import { z } from 'zod';
import { LANGUAGE_MESSAGES, LANGUAGES } from './languages.ts';

// Apart from languages.ts so the browser's entry (lib/language.ts) does not bring zod with the list.
export const ZLanguage = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.invalid });

/** `PUT /api/users/me/language`: the language of the e-mails Immora sends this account. */
export const ZLanguageUpdateRequest = z.object({ language: ZLanguage });
export type TLanguageUpdateRequest = z.infer<typeof ZLanguageUpdateRequest>;
