import { z } from 'zod';
import { ZLoginRequest } from './auth.ts';
import type { TLanguage } from './languages.ts';

/** Closing an account and reopening it in the grace period (issue 32, decision 061). */
export const ACCOUNT_CLOSURE_MESSAGES = {
  passwordRequired: 'Please type your password to close your account.',
  passwordWrong: 'This password is not correct.',
  freshSignInNeeded:
    'Your account has no password: sign in again with Google or Microsoft, then close it within 10 minutes.',
  closed:
    'This account is closed and will be erased on the date given. You can reopen it until then with the same credentials.',
  reopenInvalid: 'These credentials do not open a closed account.',
} as const;

/** How long after an OAuth sign-in its session may confirm closing an account without a password. */
export const FRESH_OAUTH_MINUTES = 10;

/** The password confirms; an account without one sends none and relies on a fresh OAuth sign-in. */
export const ZCloseAccountRequest = z.object({
  password: z.string().max(1024, ACCOUNT_CLOSURE_MESSAGES.passwordWrong).optional(),
});
export type TCloseAccountRequest = z.infer<typeof ZCloseAccountRequest>;

export const ZAccountClosed = z.object({
  closedAt: z.string(),
  /** From this moment the erasure sweep erases the account. */
  eraseAfter: z.string(),
});
export type TAccountClosed = z.infer<typeof ZAccountClosed>;

/** Reopening: the sign-in's credentials, or the token a closed account's OAuth sign-in answered. */
export const ZReopenAccountRequest = z.union([ZLoginRequest, z.object({ token: z.string().min(1).max(2000) })]);
export type TReopenAccountRequest = z.infer<typeof ZReopenAccountRequest>;

/** The name shown for a closed or erased account's messages and reviews, in the reader's language. */
export const FORMER_USER: Record<TLanguage, string> = {
  en: 'Former user',
  nl: 'Voormalige gebruiker',
  fr: 'Ancien utilisateur',
  el: 'Πρώην χρήστης',
};

/**
 * A person's name as others read it: 'Former user' in the reader's language once the account is
 * closed (and after its erasure), else first and last name (chat, appointments, reviews; decision 061).
 */
export const personShownAs = (
  p: { firstName: string; lastName: string; closed: boolean },
  language: TLanguage | null | undefined,
) => (p.closed ? FORMER_USER[language ?? 'en'] : `${p.firstName} ${p.lastName}`.trim());
