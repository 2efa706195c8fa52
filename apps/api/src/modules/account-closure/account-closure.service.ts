import { ACCOUNT_CLOSURE_MESSAGES as M, FRESH_OAUTH_MINUTES } from '@immora/shared/account-closure';
import type { TLoginResponse } from '@immora/shared/auth';
import type { TCloseAccountRequest, TReopenAccountRequest } from '@immora/shared/account-closure';
import { cardTitle } from '@immora/shared/listing-title';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { cancel as cancelAppointment, type Deps as AppointmentDeps } from '../appointments/appointments.service.ts';
import { kickOutAgent, type AgencyAgentsDeps } from '../agency-team/agency-agents.service.ts';
import { checkCredentials, confirmPassword, startSession, type AuthDeps } from '../auth/auth.service.ts';
import { toSessionUser } from '../users/users.mapper.ts';
import type { UserRow } from '../users/users.repository.ts';
import { accountClosedMail, agencyClosedMail, auctionCancelledMail } from './account-closure.mails.ts';
import type { AccountClosureRepository } from './account-closure.repository.ts';
import { reopenTokenUser } from './reopen-token.ts';

export type ClosureDeps = AuthDeps & {
  closure: AccountClosureRepository;
  appointments: AppointmentDeps;
  agencyTeam: AgencyAgentsDeps;
  log: FastifyBaseLogger;
};

const DAY_MS = 86_400_000;

/**
 * The closing user proves it is them: the password, under the sign-in failure limit; an account
 * without one (made through Google or Microsoft) by a session that such a sign-in opened less
 * than FRESH_OAUTH_MINUTES ago (decision 061).
 */
async function confirmIdentity(
  deps: ClosureDeps,
  input: TCloseAccountRequest & { user: UserRow; sessionId: string; clientIp: string },
  now: Date,
) {
  if (input.user.passwordHash) {
    if (!input.password) throw AppError.badRequest(M.passwordRequired, { password: M.passwordRequired });
    await confirmPassword(deps, {
      user: input.user,
      password: input.password,
      clientIp: input.clientIp,
      field: 'password',
      message: M.passwordWrong,
    });
    return;
  }
  const session = await deps.auth.session(input.sessionId);
  const fresh =
    session?.method === 'oauth' && now.getTime() - session.createdAt.getTime() < FRESH_OAUTH_MINUTES * 60_000;
  if (!fresh) throw AppError.forbidden(M.freshSignInNeeded);
}

/**
 * POST /api/users/me/close: the account is closed at once — every session ends, its listings are
 * taken down, the viewings it booked or hosts are cancelled (both parties e-mailed), its running
 * auctions are cancelled (bidders e-mailed), an agency lets its agents go (e-mailed), an agent
 * leaves its agency — and erased by the sweep after ACCOUNT_ERASURE_DAYS (decision 061).
 */
export async function closeAccount(
  deps: ClosureDeps,
  input: TCloseAccountRequest & { user: UserRow; sessionId: string; clientIp: string },
  now = new Date(),
) {
  const { user } = input;
  await confirmIdentity(deps, input, now);
  const eraseAfter = new Date(now.getTime() + deps.config.ACCOUNT_ERASURE_DAYS * DAY_MS);
  if (!(await deps.closure.close(user.id, now, eraseAfter))) throw AppError.conflict(M.closed);
  await deps.auth.revokeAllSessions(user.id);
  await closeWhatOthersShare(deps, user, now);
  await deps.mailer.send(accountClosedMail(user, eraseAfter, `${deps.config.PUBLIC_URL}/login`));
  return { closedAt: now.toISOString(), eraseAfter: eraseAfter.toISOString() };
}

/**
 * What the closure changes for other people. Each step is its own change with its own e-mails,
 * after the account is closed (a failure is logged, the closure stands: nothing here can undo it).
 */
async function closeWhatOthersShare(deps: ClosureDeps, user: UserRow, now: Date) {
  const step = async (what: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (err) {
      deps.log.error({ err, userId: user.id }, `account closure: ${what} failed`);
    }
  };
  for (const id of await deps.closure.openAppointments(user.id))
    await step('cancelling a viewing', () => cancelAppointment(deps.appointments, { id, userId: user.id }));
  for (const auction of await deps.closure.cancelAuctions(user.id, now))
    for (const bidder of auction.bidders)
      await step('telling a bidder', () =>
        deps.mailer.send(
          auctionCancelledMail(bidder, cardTitle(auction.listing ?? { title: '' }, bidder.language) ?? ''),
        ),
      );
  const links = await deps.closure.agencyLinks(user.id, user.agencyId);
  if (links.owned) {
    const agency = links.owned;
    for (const agent of links.agents)
      await step('letting an agent go', async () => {
        await kickOutAgent(deps.agencyTeam, user.id, agent.id);
        await deps.mailer.send(agencyClosedMail(agent, agency.name));
      });
  }
  if (links.employerOwnerId) {
    const ownerId = links.employerOwnerId;
    await step('leaving the agency', () => kickOutAgent(deps.agencyTeam, ownerId, user.id));
  }
}

/**
 * POST /api/users/reopen: the credentials (or an OAuth sign-in's reopen token) of a closed account
 * in its grace period reopen it and sign in. Its listings get their former status back; what other
 * people did meanwhile (cancelled viewings and auctions, an agency's team) stays as it is.
 */
export async function reopenAccount(
  deps: ClosureDeps,
  input: TReopenAccountRequest & { clientIp: string },
): Promise<TLoginResponse> {
  let row: UserRow | null;
  let method: 'password' | 'oauth' = 'password';
  if ('token' in input) {
    const id = await reopenTokenUser(deps.config.JWT_SECRET, input.token);
    row = id ? await deps.users.byId(id) : null;
    method = 'oauth';
  } else {
    row = await checkCredentials(deps, input, 'allow');
  }
  if (!row || !row.closedAt || !(await deps.closure.reopen(row.id)))
    throw new AppError(401, 'UNAUTHORIZED', M.reopenInvalid);
  const opened = { ...row, closedAt: null, eraseAfter: null };
  await deps.users.update(row.id, { lastLoginAt: new Date() });
  const session = await startSession(deps, opened, 'web', method);
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: toSessionUser(opened) };
}
