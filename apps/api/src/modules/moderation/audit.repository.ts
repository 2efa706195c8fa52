import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TAuditAction, TAuditEntry, ZAuditQuery } from '@immora/shared/trust';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/moderation.ts';
import { likePattern } from '../search/listing-card.columns.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type AuditRow = typeof auditLog.$inferSelect;
export type AuditInput = {
  staff: { id: string; email: string };
  action: TAuditAction;
  target: { kind: 'listing' | 'user'; id: string };
  reason: string;
  caseId: string | null;
  details?: Record<string, unknown>;
};

export const toAuditEntry = (row: AuditRow): TAuditEntry => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  staff: { id: row.staffId, email: row.staffEmail },
  action: row.action as TAuditAction,
  target: { kind: row.targetKind, id: row.targetId },
  reason: row.reason,
  caseId: row.caseId,
  details: row.details,
});

const DAY_MS = 86_400_000;

/**
 * The audit log (decision 076): rows are appended and read, never changed — the table's trigger
 * refuses UPDATE, DELETE and TRUNCATE, and this is the only code that touches it.
 */
export function auditRepository(db: Db | Tx) {
  return {
    async append(entry: AuditInput) {
      await db.insert(auditLog).values({
        staffId: entry.staff.id,
        staffEmail: entry.staff.email,
        action: entry.action,
        targetKind: entry.target.kind,
        targetId: entry.target.id,
        reason: entry.reason,
        caseId: entry.caseId,
        details: entry.details ?? {},
      });
    },

    /** The rows of one case, oldest first. */
    async ofCase(caseId: string) {
      const rows = await db.select().from(auditLog).where(eq(auditLog.caseId, caseId)).orderBy(auditLog.createdAt);
      return rows.map(toAuditEntry);
    },

    /** The rows of several cases, oldest first (the owner's and reporters' part of "Download my data"). */
    async ofCases(caseIds: string[]) {
      if (!caseIds.length) return [];
      return db.select().from(auditLog).where(inArray(auditLog.caseId, caseIds)).orderBy(auditLog.createdAt);
    },

    /** GET /api/staff/audit: words in the reason or the staff e-mail, or an id; an action; a date range (days, UTC). */
    async search(query: z.output<typeof ZAuditQuery>) {
      const where: (SQL | undefined)[] = [];
      if (query.action) where.push(eq(auditLog.action, query.action));
      if (query.from) where.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
      if (query.to) where.push(lt(auditLog.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)));
      if (query.q) {
        const like = likePattern(query.q);
        where.push(
          or(
            ilike(auditLog.reason, like),
            ilike(auditLog.staffEmail, like),
            sql`${auditLog.targetId}::text = ${query.q}`,
            sql`${auditLog.caseId}::text = ${query.q}`,
          ),
        );
      }
      const condition = and(...where);
      const order = query.order === 'asc' ? auditLog.createdAt : desc(auditLog.createdAt);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(condition)
          .orderBy(order, auditLog.id)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(auditLog).where(condition),
      ]);
      return { items: rows.map(toAuditEntry), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
    },
  };
}
