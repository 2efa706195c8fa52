import { and, eq, inArray } from 'drizzle-orm';
import { PUBLIC_STATUSES } from '@immora/shared/listing';
import { REPORT_SEVERITY, type TReportReason } from '@immora/shared/trust';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { moderationReports } from '../../db/schema/moderation.ts';
import { properties } from '../../db/schema/properties.ts';
import { users } from '../../db/schema/users.ts';
import { accountOpen } from '../users/closed-accounts.ts';
import { openOrJoinCase, type CaseTarget } from '../moderation/cases.repository.ts';

export type NewReport = {
  target: CaseTarget;
  reporterUserId: string | null;
  reporterEmail: string;
  language: string;
  reason: TReportReason;
  text: string | null;
  clientIp: string;
};

const DUPLICATE = new Error('duplicate report');

const targetKey = (t: CaseTarget) => (t.kind === 'listing' ? `listing:${t.listingId}` : `user:${t.userId}`);

/** Reports from visitors (decision 076): each opens or joins its target's case. */
export function reportsRepository(db: Db) {
  return {
    /** A public listing to report, with its owner. */
    async publicListing(id: string): Promise<CaseTarget | null> {
      const [row] = await db
        .select({ ownerId: properties.ownerId })
        .from(properties)
        .where(and(eq(properties.id, id), inArray(properties.status, [...PUBLIC_STATUSES])));
      return row ? { kind: 'listing', listingId: id, userId: row.ownerId } : null;
    },

    /**
     * The public profile of an agent or an agency (its owner's account): by the account's id, or
     * by the agency's own id, which is what an agency's public page is addressed by.
     */
    async professional(id: string): Promise<CaseTarget | null> {
      const [agency] = await db.select({ ownerId: agencies.ownerId }).from(agencies).where(eq(agencies.id, id));
      const userId = agency?.ownerId ?? id;
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), inArray(users.role, ['individual', 'agency']), accountOpen(users)));
      return row ? { kind: 'user', userId } : null;
    },

    /**
     * Adds the report to its target's open case (opened if there is none), in one transaction;
     * 'duplicate' when this reporter already has an open report on the target.
     */
    async add(report: NewReport): Promise<'added' | 'duplicate'> {
      const added = db.transaction(async (tx) => {
        const found = await openOrJoinCase(tx, report.target, REPORT_SEVERITY[report.reason]);
        const inserted = await tx
          .insert(moderationReports)
          .values({
            caseId: found.id,
            targetKey: targetKey(report.target),
            reporterKey: report.reporterUserId ?? report.reporterEmail.toLowerCase(),
            reporterUserId: report.reporterUserId,
            reporterEmail: report.reporterEmail,
            language: report.language,
            reason: report.reason,
            text: report.text,
            clientIp: report.clientIp,
          })
          .onConflictDoNothing()
          .returning();
        // A duplicate changes nothing: the case's touch above is rolled back with it.
        if (!inserted.length) throw DUPLICATE;
        return 'added' as const;
      });
      return added.catch((err: unknown) => {
        if (err === DUPLICATE) return 'duplicate' as const;
        throw err;
      });
    },
  };
}
export type ReportsRepository = ReturnType<typeof reportsRepository>;
