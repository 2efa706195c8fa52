import { TRUST_MESSAGES as M, type TStaffCaseDetail } from '@immora/shared/trust';
import { AppError } from '../../lib/errors.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { auditRepository } from './audit.repository.ts';
import { caseById } from './cases.repository.ts';
import { listingModeration } from './listing-moderation.ts';
import type { staffCasesRepository } from './staff-cases.repository.ts';
import type { Db } from '../../db/client.ts';

type Deps = {
  db: Db;
  repo: ReturnType<typeof staffCasesRepository>;
  audit: ReturnType<typeof auditRepository>;
  users: UsersRepository;
};

const DAY_MS = 86_400_000;

/** GET /api/staff/cases/{id}: everything staff need to decide (decision 076). */
export async function caseDetail(deps: Deps, id: string, now = new Date()): Promise<TStaffCaseDetail> {
  const [row, item] = [await caseById(deps.db, id), await deps.repo.item(id)];
  if (!row || !item) throw AppError.notFound(M.caseNotFound);
  const owner = row.userId ? await deps.users.byId(row.userId) : null;
  const listing = row.listingId ? await deps.repo.listing(row.listingId) : null;
  const [reports, signals, history, related, ownerHistory] = await Promise.all([
    deps.repo.reports(id),
    deps.repo.signals(id),
    deps.audit.ofCase(id),
    owner ? deps.repo.related(row.listingId, owner) : Promise.resolve([]),
    owner ? deps.repo.ownerHistory(owner.id, id) : Promise.resolve(null),
  ]);
  return {
    ...item,
    listing: listing
      ? {
          id: listing.row.id,
          title: listing.row.title ?? '',
          status: listing.row.status,
          city: listing.row.city,
          price: listing.row.priceCents === null ? null : listing.row.priceCents / 100,
          description: listing.row.description,
          coverUrl: listing.coverUrl,
          publishedAt: listing.row.publishedAt?.toISOString() ?? null,
          moderation: listingModeration(listing.row),
        }
      : null,
    owner:
      owner && ownerHistory
        ? {
            id: owner.id,
            name: `${owner.firstName} ${owner.lastName}`.trim(),
            email: owner.email,
            phone: owner.phoneNumber,
            role: owner.role,
            createdAt: owner.createdAt.toISOString(),
            accountAgeDays: Math.floor((now.getTime() - owner.createdAt.getTime()) / DAY_MS),
            ...ownerHistory,
            suspended: owner.suspendedAt !== null,
          }
        : null,
    decision:
      row.decision && row.decidedAt
        ? {
            action: row.decision,
            reason: row.decisionReason ?? '',
            decidedAt: row.decidedAt.toISOString(),
            decidedBy: row.decidedBy ?? '',
          }
        : null,
    appeal:
      row.appealText && row.appealedAt ? { text: row.appealText, appealedAt: row.appealedAt.toISOString() } : null,
    reportList: reports.map((r) => ({
      id: r.id,
      reason: r.reason,
      text: r.text,
      reporter: { userId: r.reporterUserId, email: r.reporterEmail },
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    })),
    signalList: signals.map((s) => ({
      id: s.id,
      kind: s.kind,
      severity: s.severity,
      evidence: s.evidence,
      createdAt: s.createdAt.toISOString(),
    })),
    related,
    history,
  };
}
