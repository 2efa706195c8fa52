import { TRUST_MESSAGES as M, type TOwnerCase } from '@immora/shared/trust';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { caseById, moveCase, type CaseRow } from './cases.repository.ts';

const APPEALABLE = ['ask_correction', 'hide_listing', 'suspend_account'];

/** A decision may be answered once: decided against the owner, and not appealed since it was taken. */
export const canAppeal = (row: CaseRow) =>
  row.status === 'decided' &&
  APPEALABLE.includes(row.decision ?? '') &&
  !(row.appealedAt && row.decidedAt && row.appealedAt > row.decidedAt);

/** The case of one of the caller's listings or of their account; 404 for anyone else's. */
async function ownCase(db: Db, userId: string, id: string) {
  const row = await caseById(db, id);
  if (!row || row.userId !== userId || row.decision === null) throw AppError.notFound(M.caseNotFound);
  return row;
}

export const toOwnerCase = (row: CaseRow): TOwnerCase => ({
  id: row.id,
  status: row.status,
  listingId: row.listingId,
  decision:
    row.decision && row.decidedAt
      ? { action: row.decision, reason: row.decisionReason ?? '', decidedAt: row.decidedAt.toISOString() }
      : null,
  appeal: row.appealText && row.appealedAt ? { text: row.appealText, appealedAt: row.appealedAt.toISOString() } : null,
  canAppeal: canAppeal(row),
});

/** GET /api/cases/{id}: the owner's view of a decision about them. */
export async function ownerCase(db: Db, opts: { userId: string; id: string }) {
  return toOwnerCase(await ownCase(db, opts.userId, opts.id));
}

/**
 * The one answer to a decision: the case goes back into the staff queue as 'appealed'. A second
 * appeal of the same decision, or two at once, is 409 (the move is from 'decided' only). Used by
 * the signed-in appeal and by the suspension e-mail's link (decision 081).
 */
export async function recordAppeal(db: Db, row: CaseRow, text: string) {
  if (row.appealedAt && row.decidedAt && row.appealedAt > row.decidedAt) throw AppError.conflict(M.appealedAlready);
  if (!canAppeal(row)) throw AppError.conflict(M.appealNotAllowed);
  const moved = await moveCase(db, row.id, ['decided'], {
    status: 'appealed',
    appealText: text,
    appealedAt: new Date(),
  });
  if (!moved) throw AppError.conflict(M.appealedAlready);
  return moved;
}

/** POST /api/cases/{id}/appeal (decision 076). */
export async function appeal(db: Db, opts: { userId: string; id: string; text: string }) {
  return toOwnerCase(await recordAppeal(db, await ownCase(db, opts.userId, opts.id), opts.text));
}
