import type { Config } from '../../config.ts';
import type { Mail, Mailer } from '../../lib/mail.ts';
import { newOpaqueToken } from '../../lib/tokens.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { AuthRepository } from './auth.repository.ts';
import { type MailReader, RESET_HOURS, resetMail, VERIFY_HOURS, verificationMail } from './auth.mails.ts';

type LinkDeps = { auth: AuthRepository; mailer: Mailer; config: Pick<Config, 'PUBLIC_URL'> };

const HOUR = 3_600_000;

/**
 * A new single-use verification link (24 h) by e-mail, in the account's language; earlier ones stop
 * working. `mail` writes the message (an agent added by an agency gets its own wording).
 */
export async function sendVerificationLink(
  deps: LinkDeps,
  user: UserRow,
  mail: (reader: MailReader, link: string) => Mail = verificationMail,
) {
  const { token, hash } = newOpaqueToken();
  await deps.auth.issueToken(user.id, 'verify_email', hash, new Date(Date.now() + VERIFY_HOURS * HOUR));
  await deps.mailer.send(mail(user, `${deps.config.PUBLIC_URL}/verify-email?token=${token}`));
}

/** A new single-use password-reset link (1 h) by e-mail, in the account's language; earlier ones stop working. */
export async function sendResetLink(deps: LinkDeps, user: UserRow) {
  const { token, hash } = newOpaqueToken();
  await deps.auth.issueToken(user.id, 'reset_password', hash, new Date(Date.now() + RESET_HOURS * HOUR));
  await deps.mailer.send(resetMail(user, `${deps.config.PUBLIC_URL}/reset-password?token=${token}`));
}
