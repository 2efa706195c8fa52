import { randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  type TChangePasswordRequest,
  type TLoginRequest,
  type TLoginResponse,
  type TSignupRequest,
} from '@immora/shared/auth';
import { ACCOUNT_CLOSURE_MESSAGES } from '@immora/shared/account-closure';
import { ERROR_CODES } from '@immora/shared/api';
import { isCommonPassword } from '@immora/shared/common-passwords';
import { SUSPENDED_MESSAGES } from '@immora/shared/trust';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { Metrics } from '../../lib/metrics/metrics.ts';
import { hashToken, SESSION_MINUTES, signSessionToken } from '../../lib/tokens.ts';
import { confirmEmailChange } from '../profiles/email-change.ts';
import { toSessionUser } from '../users/users.mapper.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import type { AccountMailRepository } from './account-mail.repository.ts';
import type { AuthRepository } from './auth.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { clientNetwork } from '../trust-signals/shared-client-address.ts';
import { marketplaceRole } from '../../lib/staff-refusal.ts';

export type AuthDeps = {
  users: UsersRepository;
  auth: AuthRepository;
  mailRequests: AccountMailRepository;
  mailer: Mailer;
  config: Config;
  metrics: Metrics;
};

/** Login rate limit: failures per address and per client within the window. */
export const LOGIN_LIMIT = { perAddress: 5, perClient: 30, windowMinutes: 15 };
/** Reset and verification e-mails per address and kind, per hour (decision 010). */
export const ACCOUNT_MAILS_PER_HOUR = 3;
/** Live sessions a user may hold; the next sign-in revokes the oldest (decision 010). */
export const MAX_LIVE_SESSIONS = 10;

/** A hash to verify against when the address is unknown, so both cases take the same time. */
let decoyHash: Promise<string> | null = null;

/** 400 on `field` for a password on the common list (sign-up, reset, change). */
function refuseCommonPassword(password: string, field: string) {
  if (isCommonPassword(password))
    throw AppError.badRequest(AUTH_MESSAGES.passwordTooCommon, { [field]: AUTH_MESSAGES.passwordTooCommon });
}

export async function startSession(
  deps: AuthDeps,
  user: UserRow,
  kind: 'web' | 'crm' = 'web',
  method: 'password' | 'oauth' = 'password',
) {
  refuseSuspended(user);
  const expiresAt = new Date(Date.now() + SESSION_MINUTES * 60_000);
  const jti = await deps.auth.createSession(user.id, kind, expiresAt, method);
  await deps.auth.capLiveSessions(user.id, MAX_LIVE_SESSIONS);
  const token = await signSessionToken(deps.config.JWT_SECRET, { sub: user.id, role: user.role, jti, kind }, expiresAt);
  return { token, expiresAt };
}

/**
 * Sign-up answers a new and an already registered address alike (decision 043): the same 201,
 * the same shape, after the same work. The e-mail is queued either way and the worker, after the
 * answer, sends a verification link to an unverified account or tells a verified one's owner that
 * the address already has an account. Nothing is created or changed for a taken address; its
 * answer is the account it would have been. A new account's client address (its /64 for IPv6) is
 * kept for the signal "many accounts from one client address" (decision 080).
 */
export async function signup(deps: AuthDeps, input: TSignupRequest & { clientIp?: string }) {
  refuseCommonPassword(input.password, 'password');
  const role = input.sellerType ?? 'buyer';
  const user = {
    role,
    email: input.email.toLowerCase(),
    passwordHash: await hashPassword(input.password),
    firstName: input.first_name,
    lastName: input.last_name,
    phoneNumber: input.phoneNumber,
    licenceNumber: role === 'individual' ? input.licenceNumber || null : null,
    language: input.language ?? 'en',
    isVerified: false,
  };
  const network = input.clientIp ? clientNetwork(input.clientIp) : null;
  const row = await deps.users.create(user, role === 'agency' ? { name: input.agencyName! } : undefined, network);
  await deps.mailRequests.enqueue('signup', user.email, ACCOUNT_MAILS_PER_HOUR);
  const answered = row ?? { ...user, id: randomUUID() };
  const token = await pendingToken(deps, answered);
  return { token, name: `${answered.firstName} ${answered.lastName}`, user: toSessionUser(answered) };
}

/**
 * The spec's sign-up answer carries a token; the address is not verified yet, so it is a token of
 * no session (`pending`): authenticate refuses it with 403 'verify' while the account is
 * unverified or does not exist, 401 once verified (the user signs in). Both answers get one.
 */
function pendingToken(deps: AuthDeps, user: { id: string; role: UserRow['role'] }) {
  const expiresAt = new Date(Date.now() + SESSION_MINUTES * 60_000);
  const claims = { sub: user.id, role: user.role, jti: randomUUID(), kind: 'web' as const, pending: true };
  return signSessionToken(deps.config.JWT_SECRET, claims, expiresAt);
}

/**
 * Counts this attempt as a failure *before* the password is checked, then counts the window:
 * parallel guesses each see at least their own position, so no more than the limit get through
 * (no lock needed, on one node or many). A successful login takes its row back.
 */
async function claimAttempt(deps: AuthDeps, keys: { address: string; client: string }) {
  const since = new Date(Date.now() - LOGIN_LIMIT.windowMinutes * 60_000);
  await deps.auth.recordFailure([keys.address, keys.client]);
  const [byAddress, byClient] = await Promise.all([
    deps.auth.failuresSince(keys.address, since),
    deps.auth.failuresSince(keys.client, since),
  ]);
  if (byAddress > LOGIN_LIMIT.perAddress || byClient > LOGIN_LIMIT.perClient) {
    deps.metrics.loginFailure('locked');
    throw new AppError(
      429,
      'TOO_MANY_REQUESTS',
      AUTH_MESSAGES.tooManyLogins.replace('{minutes}', String(LOGIN_LIMIT.windowMinutes)),
    );
  }
}

export async function login(deps: AuthDeps, input: TLoginRequest & { clientIp: string }): Promise<TLoginResponse> {
  const row = await checkCredentials(deps, input);
  if (!row.isVerified) return { token: null, expiresAt: null, user: toSessionUser(row) };
  await deps.users.update(row.id, { lastLoginAt: new Date() });
  const session = await startSession(deps, row);
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: toSessionUser(row) };
}

/**
 * A closed account in its grace period (decision 061) opens no session: 403 ACCOUNT_CLOSED with
 * the erasure date, so the sign-in screen offers to reopen it (`reopenToken` after an OAuth sign-in).
 */
export function refuseClosed(row: UserRow, reopenToken?: string) {
  if (!row.closedAt) return;
  throw new AppError(403, ERROR_CODES.accountClosed, ACCOUNT_CLOSURE_MESSAGES.closed, {
    eraseAfter: (row.eraseAfter ?? row.closedAt).toISOString(),
    ...(reopenToken ? { reopenToken } : {}),
  });
}

/** A suspended account (decision 076) opens no session: 403 ACCOUNT_SUSPENDED, said in the account's language. */
export function refuseSuspended(row: UserRow) {
  if (!row.suspendedAt) return;
  throw new AppError(403, ERROR_CODES.accountSuspended, SUSPENDED_MESSAGES[row.language]);
}

/**
 * The account these credentials open, under the failure rate limit; 401 or 429 otherwise, and 403
 * for a closed account unless `closed: 'allow'` (reopening).
 */
export async function checkCredentials(
  deps: AuthDeps,
  input: TLoginRequest & { clientIp: string },
  closed: 'refuse' | 'allow' = 'refuse',
): Promise<UserRow> {
  const keys = { address: `login:address:${input.email.toLowerCase()}`, client: `login:client:${input.clientIp}` };
  await claimAttempt(deps, keys);
  const row = await deps.users.byEmail(input.email);
  decoyHash ??= hashPassword('decoy-password-for-timing');
  const ok = await verifyPassword(row?.passwordHash ?? (await decoyHash), input.password);
  if (!row || !row.passwordHash || !ok) {
    deps.metrics.loginFailure('credentials');
    throw new AppError(401, 'UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
  }
  // Right password: the attempt was no failure, and the address starts afresh.
  await deps.auth.clearFailures(keys.address);
  await deps.auth.forgetLatestFailure(keys.client);
  if (closed === 'refuse') refuseClosed(row);
  return row;
}

/** A verification link, or a link confirming a new address asked for in the profile (decision 022). */
export async function verifyEmail(deps: AuthDeps, token: string) {
  const result = await deps.auth.consumeToken('verify_email', hashToken(token));
  if (result === 'invalid') return confirmEmailChange(deps, hashToken(token));
  if (result === 'expired') throw new AppError(410, 'BAD_REQUEST', AUTH_MESSAGES.tokenExpired);
  await deps.users.update(result.userId, { isVerified: true });
  return { message: AUTH_MESSAGES.emailVerified };
}

/**
 * An unknown address gets the same answer as an unverified one, after the same work: the request
 * is queued either way and the worker decides, after the answer, whether an e-mail goes out
 * (decision 010). A verified address is told so, as the spec's failure dialog expects: that
 * reveals the account, which the sign-up form reveals anyway ('An account with this email
 * address already exists').
 */
export async function resendVerification(deps: AuthDeps, email: string) {
  const address = email.toLowerCase();
  const row = await deps.users.byEmail(address);
  if (row?.isVerified) throw AppError.badRequest(AUTH_MESSAGES.alreadyVerified);
  await deps.mailRequests.enqueue('verification', address, ACCOUNT_MAILS_PER_HOUR);
  return { message: AUTH_MESSAGES.verificationSent };
}

/** Queued for every address alike, under the per-address limit; the answer never tells which. */
export async function requestPasswordReset(deps: AuthDeps, email: string) {
  await deps.mailRequests.enqueue('reset', email.toLowerCase(), ACCOUNT_MAILS_PER_HOUR);
  return { message: AUTH_MESSAGES.resetRequested };
}

export async function resetPassword(deps: AuthDeps, input: { token: string; newPassword: string }) {
  // Checked before the link is used up, so the user can pick another password with it.
  refuseCommonPassword(input.newPassword, 'newPassword');
  const result = await deps.auth.consumeToken('reset_password', hashToken(input.token));
  if (result === 'invalid') throw AppError.badRequest(AUTH_MESSAGES.tokenInvalid);
  if (result === 'expired') throw new AppError(410, 'BAD_REQUEST', AUTH_MESSAGES.tokenExpired);
  // The link came through the mailbox: that also proves the address.
  await deps.users.update(result.userId, { passwordHash: await hashPassword(input.newPassword), isVerified: true });
  await deps.auth.revokeAllSessions(result.userId);
  return { message: AUTH_MESSAGES.passwordReset };
}

/**
 * A signed-in user changes the password: the current one is checked under the login failure
 * limit (a stolen session cannot guess it faster than a sign-in form), and every other session
 * of the user ends; the one that asked goes on.
 */
export async function changePassword(
  deps: AuthDeps,
  input: TChangePasswordRequest & { user: UserRow; sessionId: string; clientIp: string },
) {
  refuseCommonPassword(input.newPassword, 'newPassword');
  await confirmPassword(deps, {
    user: input.user,
    password: input.currentPassword,
    clientIp: input.clientIp,
    field: 'currentPassword',
    message: AUTH_MESSAGES.currentPasswordWrong,
  });
  await deps.users.update(input.user.id, { passwordHash: await hashPassword(input.newPassword) });
  await deps.auth.revokeOtherSessions(input.user.id, input.sessionId);
  return { message: AUTH_MESSAGES.passwordUpdated };
}

/**
 * A signed-in user confirms a change with the password (change it, close the account), checked
 * under the login failure limit: a stolen session guesses no faster than a sign-in form. A wrong
 * one is a 400 on `field` (401 would end the browser's session).
 */
export async function confirmPassword(
  deps: AuthDeps,
  input: { user: UserRow; password: string; clientIp: string; field: string; message: string },
) {
  try {
    await checkCredentials(deps, { email: input.user.email, password: input.password, clientIp: input.clientIp });
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 401)
      throw AppError.badRequest(input.message, { [input.field]: input.message });
    throw err;
  }
}

/** 'Sign out everywhere': every session of the user ends, the one that asked included. */
export async function logoutEverywhere(deps: AuthDeps, userId: string) {
  await deps.auth.revokeAllSessions(userId);
  return { message: AUTH_MESSAGES.signedOutEverywhere };
}

/**
 * CRM sign-in (decision 038): any verified account, as the customer about whom agencies and
 * agents keep records (matched by its e-mail), with a token good for the CRM area only.
 */
export async function crmLogin(deps: AuthDeps, input: TLoginRequest & { clientIp: string }) {
  const row = await checkCredentials(deps, input);
  if (!row.isVerified) throw AppError.forbidden(AUTH_MESSAGES.notVerified);
  const role = marketplaceRole(row);
  const { token } = await startSession(deps, row, 'crm');
  return {
    token,
    customer: { id: row.id, name: `${row.firstName} ${row.lastName}`, email: row.email, role },
  };
}
