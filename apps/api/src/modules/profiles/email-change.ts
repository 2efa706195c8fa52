import { AUTH_MESSAGES } from '@immora/shared/auth';
import { PROFILE_MESSAGES } from '@immora/shared/profiles';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import { newOpaqueToken } from '../../lib/tokens.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import { EMAIL_CHANGE_HOURS, emailChangeMail, emailChangeNotice } from './profiles.mails.ts';

export type EmailChangeDeps = {
  users: UsersRepository;
  auth: AuthRepository;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL'>;
};

const taken = () => AppError.conflict(PROFILE_MESSAGES.emailTaken, { email: PROFILE_MESSAGES.emailTaken });

/**
 * The profile asks for `address` as the account's e-mail (decision 022). The same address as now
 * changes nothing (and withdraws a pending change); another one becomes pending: a single-use link
 * goes to it, in the account's language, and the current address is told. The account's address
 * changes only when that link is followed (`confirmEmailChange`).
 */
export async function requestEmailChange(deps: EmailChangeDeps, user: UserRow, address: string) {
  const wanted = address.toLowerCase();
  if (wanted === user.email.toLowerCase()) {
    if (user.pendingEmail) await deps.users.update(user.id, { pendingEmail: null });
    return;
  }
  const owner = await deps.users.byEmail(wanted);
  if (owner && owner.id !== user.id) throw taken();
  const { token, hash } = newOpaqueToken();
  // Issuing retires any earlier link: only the newest pending address can be confirmed.
  await deps.auth.issueToken(user.id, 'change_email', hash, new Date(Date.now() + EMAIL_CHANGE_HOURS * 3_600_000));
  await deps.users.update(user.id, { pendingEmail: wanted });
  await deps.mailer.send(emailChangeMail(user, wanted, `${deps.config.PUBLIC_URL}/verify-email?token=${token}`));
  await deps.mailer.send(emailChangeNotice(user, wanted));
}

/**
 * Follows a change link (through `POST /api/users/verify-email`, whose page the link opens): the
 * pending address becomes the account's. 409 when another account took it meanwhile.
 */
export async function confirmEmailChange(deps: Pick<EmailChangeDeps, 'users' | 'auth'>, tokenHash: string) {
  const result = await deps.auth.consumeToken('change_email', tokenHash);
  if (result === 'invalid') throw AppError.badRequest(AUTH_MESSAGES.tokenInvalid);
  if (result === 'expired') throw new AppError(410, 'BAD_REQUEST', AUTH_MESSAGES.tokenExpired);
  const user = await deps.users.byId(result.userId);
  if (!user?.pendingEmail) throw AppError.badRequest(AUTH_MESSAGES.tokenInvalid);
  const owner = await deps.users.byEmail(user.pendingEmail);
  if (owner && owner.id !== user.id) throw taken();
  // The link came through the new mailbox: that proves the address.
  await deps.users.update(user.id, { email: user.pendingEmail, pendingEmail: null, isVerified: true });
  return { message: PROFILE_MESSAGES.emailChanged };
}
