import { and, lt, ne, sql } from 'drizzle-orm';
import { RETENTION_DAYS } from '@immora/shared/retention';
import type { Db } from '../../db/client.ts';
import { moderationReports as r } from '../../db/schema/moderation.ts';
import { DELETE_BATCH, repeatBatches } from './batch-delete.ts';

const DAY = 86_400_000;

/**
 * Reporters' contact details past their period (RETENTION_DAYS.reporterContacts, decision 081):
 * a report decided that long ago loses the reporter's e-mail (blank), client address and, for a
 * guest, the key made of the e-mail (it becomes the report's own id: decided reports are outside
 * "one open report per reporter", so nothing needs it). Reason, text, dates and case stay: staff
 * read them as the case's history, and a signed-in reporter's account link goes with the account.
 * Batched and SKIP LOCKED like the deletes. Returns the reports changed.
 */
export function forgetReporterContacts(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - RETENTION_DAYS.reporterContacts * DAY);
  // created_at <= decided_at: the bound lets the created_at index narrow the scan.
  const due = and(lt(r.createdAt, before), lt(r.decidedAt, before), ne(r.reporterEmail, ''));
  return repeatBatches(
    db,
    sql`update ${r} set
      ${sql.identifier(r.reporterKey.name)} = case when ${r.reporterUserId} is null then 'report:' || ${r.id}::text else ${r.reporterKey} end,
      ${sql.identifier(r.reporterEmail.name)} = '',
      ${sql.identifier(r.clientIp.name)} = null
    where ${r.id} in (select ${r.id} from ${r} where ${due} limit ${DELETE_BATCH} for update skip locked) returning 1`,
  );
}
