import { isLanguage } from '@immora/shared/languages';
import type { AccountRole } from '@immora/shared/roles';
import { rolePagePath } from '@immora/shared/routes';
import { TRUST_MESSAGES as M, type TCaseAction } from '@immora/shared/trust';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { authRepository } from '../auth/auth.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { auditRepository } from './audit.repository.ts';
import { appealLink } from './appeal-link.service.ts';
import { caseById, decideReports, moveCase, type CaseRow } from './cases.repository.ts';
import { measuresRepository } from './measures.repository.ts';
import { ownerDecisionMail, reporterMail } from './moderation.mails.ts';

export type ActionDeps = { db: Db; users: UsersRepository; mailer: Mailer; publicUrl: string; secret: string };
type Staff = Pick<AuthUser, 'id' | 'row'>;
type Outcome = { row: CaseRow; ownerMail: Parameters<typeof ownerDecisionMail>[0]['action'] | null };

/** Where an owner reads a decision and answers it (the owner's case page). */

const MEASURES: TCaseAction[] = ['ask_correction', 'hide_listing', 'suspend_account'];

/**
 * POST /api/staff/cases/{id}/actions (decision 076): one staff decision with its reason, the
 * case's state, what it does to the listing or account, and its audit row, in one transaction;
 * then the e-mails (reporters when the case is first decided, the owner when it concerns them).
 */
export async function actOnCase(
  deps: ActionDeps,
  opts: { staff: Staff; caseId: string; action: TCaseAction; reason: string },
) {
  const now = new Date();
  const { outcome, reporters } = await deps.db.transaction(async (tx) => {
    const found = await caseById(tx, opts.caseId);
    if (!found) throw AppError.notFound(M.caseNotFound);
    const outcome = await apply(tx, found, opts, now);
    const target =
      found.targetKind === 'listing'
        ? { kind: 'listing' as const, id: found.listingId! }
        : { kind: 'user' as const, id: found.userId! };
    await auditRepository(tx).append({
      staff: { id: opts.staff.id, email: opts.staff.row.email },
      action: opts.action,
      target,
      reason: opts.reason,
      caseId: found.id,
      details: { from: found.status, to: outcome.row.status, ...(found.userId ? { ownerId: found.userId } : {}) },
    });
    // Reports are decided with the case's first decision, and those that joined it while it was
    // appealed with the decision on the appeal: none stays undecided once the case leaves the queue.
    const reporters = await decideReports(tx, found.id, now);
    return { outcome, reporters };
  });
  // What the reporters hear: a measure is in force (an appeal declined keeps it), or not.
  const acted = MEASURES.includes(outcome.row.decision ?? 'dismiss');
  for (const r of reporters)
    await deps.mailer.send(reporterMail({ to: r.email, language: isLanguage(r.language) ? r.language : 'en', acted }));
  await tellOwner(deps, outcome, opts.reason);
  return outcome.row;
}

async function apply(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  found: CaseRow,
  opts: { staff: Staff; action: TCaseAction; reason: string },
  now: Date,
): Promise<Outcome> {
  const measures = measuresRepository(tx);
  const decide = (action: TCaseAction) => ({
    status: 'decided' as const,
    decision: action,
    decisionReason: opts.reason,
    decidedAt: now,
    decidedBy: opts.staff.id,
  });
  const move = async (from: CaseRow['status'][], set: Parameters<typeof moveCase>[3]) => {
    const row = await moveCase(tx, found.id, from, set);
    if (!row) throw AppError.conflict(M.caseClosed);
    return row;
  };
  switch (opts.action) {
    case 'dismiss': {
      // An appeal dismissed keeps the decision; an open case dismissed is closed with nothing done.
      if (found.status === 'appealed')
        return { row: await move(['appealed'], { status: 'decided' }), ownerMail: 'appeal_declined' };
      const row = await move(['open'], { ...decide('dismiss'), status: 'closed' });
      return { row, ownerMail: null };
    }
    case 'ask_correction':
    case 'hide_listing': {
      if (!found.listingId) throw AppError.conflict(M.noListing);
      const row = await move(['open', 'appealed', 'decided'], decide(opts.action));
      if (opts.action === 'hide_listing') await measures.hide({ listingId: found.listingId }, found.id, opts.reason);
      else await measures.askCorrection(found.listingId, found.id, opts.reason);
      return { row, ownerMail: opts.action };
    }
    case 'suspend_account': {
      if (!found.userId) throw AppError.notFound(M.caseNotFound);
      const row = await move(['open', 'appealed', 'decided'], decide('suspend_account'));
      await measures.suspend(found.userId, now);
      await authRepository(tx as unknown as Db).revokeAllSessions(found.userId);
      await measures.hide({ ownerId: found.userId }, found.id, opts.reason);
      return { row, ownerMail: 'suspend_account' };
    }
    case 'restore': {
      const suspended = found.decision === 'suspend_account' && found.userId;
      if (!MEASURES.includes(found.decision ?? 'dismiss') || !['decided', 'appealed'].includes(found.status))
        throw AppError.conflict(M.nothingToRestore);
      await measures.liftCase(found.id);
      if (suspended) await measures.unsuspend(found.userId!);
      const row = await move(['decided', 'appealed'], { ...decide('restore'), status: 'closed' });
      return { row, ownerMail: 'restore' };
    }
  }
}

/**
 * How the owner answers: their My properties page, where the listing's notice offers the appeal;
 * a suspended owner cannot sign in, so the e-mail's own signed link (decision 081).
 */
function appealOf(
  deps: ActionDeps,
  action: Outcome['ownerMail'],
  caseId: string,
  owner: { role: AccountRole; language: string },
) {
  if (action === 'ask_correction' || action === 'hide_listing')
    return { link: `${deps.publicUrl}${rolePagePath(owner.role, 'myProperties') ?? '/'}` };
  if (action !== 'suspend_account') return null;
  const link = appealLink(deps, caseId, owner.language);
  return { link: link.url, until: link.expiresAt, secret: link.token };
}

async function tellOwner(deps: ActionDeps, outcome: Outcome, reason: string) {
  const { row, ownerMail } = outcome;
  if (!ownerMail || !row.userId) return;
  const owner = await deps.users.byId(row.userId);
  if (!owner || owner.closedAt) return;
  await deps.mailer.send(
    ownerDecisionMail({
      to: owner.email,
      language: owner.language,
      action: ownerMail,
      reason,
      appeal: appealOf(deps, ownerMail, row.id, owner),
    }),
  );
}
