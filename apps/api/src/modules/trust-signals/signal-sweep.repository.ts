import { inArray, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_STATUSES } from '@immora/shared/listing';
import type { TSeverity } from '@immora/shared/trust';
import type { Db } from '../../db/client.ts';
import { properties } from '../../db/schema/properties.ts';

async function rows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return ('rows' in result ? result.rows : result) as T[];
}

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** A signal a case of the listing holds (open or decided): what staff have seen already. */
export type HeldSignal = { kind: string; severity: TSeverity; evidence: Record<string, unknown> };

/**
 * The nightly sweep's ledger, `trust_signal_sweeps` (decision 078, amendment of 2026-11-29): one
 * row per listing that has been public, with when it was last swept.
 */
export function signalSweepRepository(db: Db) {
  return {
    /** Public listings the ledger has no row of join it, stamped `night`: their first sweep is the next night's. */
    async addMissing(night: Date) {
      await db.execute(sql`INSERT INTO trust_signal_sweeps (listing_id, swept_at)
        SELECT ${properties.id}, ${iso(night)} FROM ${properties}
        WHERE ${inArray(properties.status, [...PUBLIC_STATUSES])}
          AND NOT EXISTS (SELECT 1 FROM trust_signal_sweeps s WHERE s.listing_id = ${properties.id})
        ON CONFLICT DO NOTHING`);
    },

    /**
     * Up to `batch` public listings last swept before `night`, stamped `now` as they are claimed
     * (FOR UPDATE SKIP LOCKED): another node's run at the same time takes other listings, and a
     * later run this night finds them done.
     */
    async claimDue(night: Date, now: Date, batch: number): Promise<string[]> {
      const claimed = await rows<{ listing_id: string }>(
        db,
        sql`UPDATE trust_signal_sweeps SET swept_at = ${iso(now)}
            WHERE listing_id IN (
              SELECT s.listing_id FROM trust_signal_sweeps s JOIN ${properties} ON ${properties.id} = s.listing_id
              WHERE s.swept_at < ${iso(night)} AND ${inArray(properties.status, [...PUBLIC_STATUSES])}
              ORDER BY s.swept_at, s.listing_id
              LIMIT ${batch}
              FOR UPDATE OF s SKIP LOCKED)
            RETURNING listing_id`,
      );
      return claimed.map((r) => r.listing_id).sort();
    },

    /** The signals every case of the listing holds, open or decided. */
    async heldSignals(listingId: string): Promise<HeldSignal[]> {
      const held = await rows<Omit<HeldSignal, 'evidence'> & { evidence: HeldSignal['evidence'] | string }>(
        db,
        sql`SELECT sg.kind, sg.severity, sg.evidence FROM moderation_cases c
            JOIN moderation_signals sg ON sg.case_id = c.id
            WHERE c.target_kind = 'listing' AND c.listing_id = ${listingId}`,
      );
      return held.map((h) => ({
        ...h,
        evidence: typeof h.evidence === 'string' ? (JSON.parse(h.evidence) as HeldSignal['evidence']) : h.evidence,
      }));
    },
  };
}
export type SignalSweepRepository = ReturnType<typeof signalSweepRepository>;
