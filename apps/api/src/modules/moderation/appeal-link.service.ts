import { eq } from 'drizzle-orm';
import { APPEAL_LINK_DAYS, APPEAL_LINK_MESSAGES as L, type TAppealLinkCase } from '@immora/shared/appeal-link';
import { ERROR_CODES } from '@immora/shared/api';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/errors.ts';
import { canAppeal, recordAppeal } from './appeals.service.ts';
import { appealToken, readAppealToken } from './appeal-tokens.ts';
import { caseById, type CaseRow } from './cases.repository.ts';

export type AppealLinkDeps = { db: Db; secret: string; publicUrl: string };

const DAY = 86_400_000;

/**
 * The page a suspension e-mail links to (decision 081), in the owner's language, and until when
 * it works; the token is what the outbox must not keep once the e-mail has left.
 */
export function appealLink(deps: Omit<AppealLinkDeps, 'db'>, caseId: string, language: string, now = new Date()) {
  const expiresAt = new Date(now.getTime() + APPEAL_LINK_DAYS * DAY);
  const token = appealToken(deps.secret, caseId, expiresAt);
  return { url: `${deps.publicUrl}/appeal?token=${token}&lang=${language}`, token, expiresAt };
}

/**
 * The case a token names: 404 when it does not verify or names no decided case of an account,
 * 410 once expired (a well-signed link only: an expiry nobody signed says nothing).
 */
async function linkedCase(deps: AppealLinkDeps, token: string, now: Date) {
  const read = readAppealToken(deps.secret, token);
  if (!read) throw AppError.notFound(L.badToken);
  if (read.expiresAt.getTime() <= now.getTime()) throw new AppError(410, ERROR_CODES.notFound, L.expired);
  const row = await caseById(deps.db, read.caseId);
  if (!row?.userId || !row.decision || !row.decidedAt) throw AppError.notFound(L.badToken);
  const [owner] = await deps.db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, row.userId));
  if (!owner) throw AppError.notFound(L.badToken);
  return { row, expiresAt: read.expiresAt, suspended: owner.suspendedAt !== null };
}

const view = (row: CaseRow, expiresAt: Date, suspended: boolean): TAppealLinkCase => ({
  decision: { action: row.decision!, reason: row.decisionReason ?? '', decidedAt: row.decidedAt!.toISOString() },
  appeal: row.appealText && row.appealedAt ? { text: row.appealText, appealedAt: row.appealedAt.toISOString() } : null,
  canAppeal: suspended && canAppeal(row),
  suspended,
  expiresAt: expiresAt.toISOString(),
});

/** GET /api/appeals?token=: the decision and whether it may still be answered; changes nothing. */
export async function readAppealLink(deps: AppealLinkDeps, token: string, now = new Date()) {
  const { row, expiresAt, suspended } = await linkedCase(deps, token, now);
  return view(row, expiresAt, suspended);
}

/**
 * POST /api/appeals?token=: the suspended owner's one appeal, under the signed-in appeal's rule
 * (`recordAppeal`); the case is back in the staff queue. Once the suspension is lifted the owner
 * signs in again, and the link is 409.
 */
export async function appealByLink(deps: AppealLinkDeps, token: string, text: string, now = new Date()) {
  const { row, expiresAt, suspended } = await linkedCase(deps, token, now);
  if (!suspended) throw AppError.conflict(L.notSuspended);
  return view(await recordAppeal(deps.db, row, text), expiresAt, suspended);
}
