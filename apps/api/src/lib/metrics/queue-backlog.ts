import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { alertsRepository } from '../../modules/alerts/alerts.repository.ts';
import { lastDailySlot } from '../../modules/alerts/daily-slot.ts';

/** One queue as GET /metrics shows it: what waits, and how long the oldest has waited. */
export type QueueBacklog = { queue: string; depth: number; oldestSeconds: number };

const age = (oldest: Date | string | null, now: Date) =>
  oldest ? Math.max(0, (now.getTime() - new Date(oldest).getTime()) / 1000) : 0;

/**
 * The queues background workers drain (decision 060), each read with one count over a partial
 * index at scrape time: account e-mails (decision 010), alerts due (decision 024) and e-mails to
 * contacts left queued (decision 034).
 */
export function queueBacklog(database: Database, config: Pick<Config, 'ALERTS_DAILY_HOUR'>) {
  const alerts = alertsRepository(database.db);
  const pending = async (table: string, where: string) => {
    const [row] = await database.query<{ depth: number; oldest: Date | string | null }>(
      `SELECT count(*)::int AS depth, min(created_at) AS oldest FROM ${table} WHERE ${where}`,
    );
    return row ?? { depth: 0, oldest: null };
  };
  return async (): Promise<QueueBacklog[]> => {
    const now = new Date();
    const [accountMail, contactMail, due] = await Promise.all([
      pending('account_mail_requests', 'done_at IS NULL'),
      pending('sent_emails', "status = 'queued'"),
      alerts.backlog(lastDailySlot(now, config.ALERTS_DAILY_HOUR), now),
    ]);
    return [
      { queue: 'account mail', depth: accountMail.depth, oldestSeconds: age(accountMail.oldest, now) },
      { queue: 'alerts', depth: due.depth, oldestSeconds: age(due.oldest, now) },
      { queue: 'contact mail', depth: contactMail.depth, oldestSeconds: age(contactMail.oldest, now) },
    ];
  };
}
