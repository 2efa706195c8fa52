import type { Config } from '../../config.ts';
import type { Mail, Mailer } from '../../lib/mail.ts';
import { newOpaqueToken } from '../../lib/tokens.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { AuthRepository } from './auth.repository.ts';
import { type MailReader, RESET_HOURS, VERIFY_HOURS, verificationMail } from './auth.mails.ts';

type LinkDeps = { auth: AuthRepository; mailer: Mailer; config: Pick<Config, 'PUBLIC_URL'> };

/** The single-use links of account e-mails: the page each opens and how long it works. */
const LINKS = {
  verify_email: { path: '/verify-email', hours: VERIFY_HOURS },
  reset_password: { path: '/reset-password', hours: RESET_HOURS },
} as const;
export type LinkPurpose = keyof typeof LINKS;

const HOUR = 3_600_000;

/** A new link with a fresh token, and the token's hash to store (nothing is stored here). */
export function newLink(config: Pick<Config, 'PUBLIC_URL'>, purpose: LinkPurpose) {
  const { token, hash } = newOpaqueToken();
  return { url: `${config.PUBLIC_URL}${LINKS[purpose].path}?token=${token}`, hash };
}

/** A new single-use link for the user, its token stored hashed; earlier links of the purpose stop working. */
export async function issueLink(deps: Omit<LinkDeps, 'mailer'>, userId: string, purpose: LinkPurpose) {
  const link = newLink(deps.config, purpose);
  await deps.auth.issueToken(userId, purpose, link.hash, new Date(Date.now() + LINKS[purpose].hours * HOUR));
  return link.url;
}

/**
 * A new single-use verification link (24 h) by e-mail, in the account's language; earlier ones stop
 * working. `mail` writes the message (an agent added by an agency gets its own wording).
 */
export async function sendVerificationLink(
  deps: LinkDeps,
  user: UserRow,
  mail: (reader: MailReader, link: string) => Mail = verificationMail,
) {
  await deps.mailer.send(mail(user, await issueLink(deps, user.id, 'verify_email')));
}
