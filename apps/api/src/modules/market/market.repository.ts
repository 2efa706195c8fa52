import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MarketCategory, MarketTransaction } from '@immora/shared/market';
import type { Db } from '../../db/client.ts';
import { cities } from '../../db/schema/cities.ts';
import { marketFigures, marketSweeps } from '../../db/schema/market.ts';

async function rows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return ('rows' in result ? result.rows : result) as T[];
}

export type FigureRow = typeof marketFigures.$inferSelect;
export type NewFigureRow = typeof marketFigures.$inferInsert;

type RawCell = {
  month: string;
  transaction: MarketTransaction;
  category: MarketCategory;
  listings: number | string;
  median_price: number | null;
  median_per_m2: number | null;
  median_days: number | null;
  epc_counts: Record<string, number | string> | string | null;
};

const toInt = (v: number | string | null) => (v === null ? null : Math.round(Number(v)));

/**
 * The statement that computes a municipality's figures for the given months (decision 074). A
 * listing counts in a month when it was published before the month's instant `at` and was public
 * then: public now, or agreed after `at` (its last change). Its price at `at` is the latest of its
 * price history up to `at` (the current price for the current month, and when it has no history).
 * One row per month, transaction and category, and per month and transaction with category 'all'.
 */
function figuresStatement(cityId: string, months: { month: string; at: Date; current: boolean }[]) {
  const keys = `{${months.map((m) => m.month).join(',')}}`;
  const ats = `{${months.map((m) => m.at.toISOString()).join(',')}}`;
  const current = `{${months.map((m) => m.current).join(',')}}`;
  return sql`
    WITH asof AS (
      SELECT * FROM unnest(${keys}::date[], ${ats}::timestamptz[], ${current}::boolean[]) AS a(month, at, current)
    ),
    listed AS (
      SELECT a.month, p.type::text AS transaction, p.category::text AS category, p.area_m2,
        extract(epoch FROM a.at - p.published_at) / 86400 AS days,
        coalesce(p.facts->>'epcLabel', p.facts->>'pebClass', p.facts->>'pebLabel') AS epc,
        CASE WHEN a.current THEN p.price_cents ELSE coalesce(
          (SELECT h.price_cents FROM property_price_history h
            WHERE h.property_id = p.id AND h.changed_at < a.at
            ORDER BY h.changed_at DESC, h.id DESC LIMIT 1),
          p.price_cents) END AS price_cents
      FROM asof a JOIN properties p ON p.city_id = ${cityId}
        AND p.type IN ('sale', 'rent') AND p.published_at < a.at
        AND (p.status IN ('published', 'active')
          OR (NOT a.current AND p.status = 'processing' AND p.updated_at >= a.at))
    ),
    cells AS (
      SELECT month, transaction, coalesce(category, 'all') AS category, count(*) AS listings,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY price_cents) AS median_price,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY price_cents::float8 / area_m2) FILTER (WHERE area_m2 > 0) AS median_per_m2,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY days) AS median_days
      FROM listed GROUP BY GROUPING SETS ((month, transaction, category), (month, transaction))
    ),
    classes AS (
      SELECT month, transaction, coalesce(category, 'all') AS category, epc, count(*) AS n
      FROM listed WHERE epc IS NOT NULL
      GROUP BY GROUPING SETS ((month, transaction, category, epc), (month, transaction, epc))
    ),
    -- Each cell's classes gathered once and joined (a subquery per cell re-aggregated every listed
    -- row for each cell: minutes for Antwerp at 1,000,000 bench listings).
    cell_classes AS (
      SELECT month, transaction, category, jsonb_object_agg(epc, n) AS epc_counts
      FROM classes GROUP BY month, transaction, category
    )
    SELECT to_char(c.month, 'YYYY-MM-DD') AS month, c.transaction, c.category, c.listings,
      c.median_price, c.median_per_m2, c.median_days, k.epc_counts
    FROM cells c LEFT JOIN cell_classes k
      ON k.month = c.month AND k.transaction = c.transaction AND k.category = c.category`;
}

export function marketRepository(db: Db) {
  return {
    /** Gives every municipality without one its row in the sweep (several nodes may do it at once). */
    async addMissingTurns() {
      await db.execute(sql`INSERT INTO market_sweeps (city_id) SELECT id FROM cities ON CONFLICT DO NOTHING`);
    },

    /**
     * Takes one municipality that is due (never swept, or swept before `dueBefore`) and not held by
     * a node (no claim, or one from before `staleBefore`), under FOR UPDATE SKIP LOCKED: two nodes
     * never take the same one. Null when none is left. Only a municipality with listings (of any
     * status) or figures to bring up to date is due: most of Belgium's 565 have none (decision
     * 082), and their page answers zero counts without a sweep.
     */
    async claimDue(now: Date, dueBefore: Date, staleBefore: Date) {
      const [row] = await rows<{ city_id: string }>(
        db,
        sql`UPDATE market_sweeps SET claimed_at = ${now.toISOString()}::timestamptz
            WHERE city_id = (
              SELECT city_id FROM market_sweeps
              WHERE (swept_at IS NULL OR swept_at < ${dueBefore.toISOString()}::timestamptz)
                AND (claimed_at IS NULL OR claimed_at < ${staleBefore.toISOString()}::timestamptz)
                AND (EXISTS (SELECT 1 FROM properties p WHERE p.city_id = market_sweeps.city_id)
                  OR EXISTS (SELECT 1 FROM market_figures f WHERE f.city_id = market_sweeps.city_id))
              ORDER BY swept_at NULLS FIRST, city_id
              LIMIT 1 FOR UPDATE SKIP LOCKED)
            RETURNING city_id`,
      );
      return row ? { cityId: row.city_id, claimedAt: now } : null;
    },

    /** The months (first days) among `months` the municipality has rows of. */
    async monthsWritten(cityId: string, months: string[]) {
      const found = await db
        .selectDistinct({ month: marketFigures.month })
        .from(marketFigures)
        .where(and(eq(marketFigures.cityId, cityId), inArray(marketFigures.month, months)));
      return new Set(found.map((r) => r.month));
    },

    /** The municipality's figures for the months, computed from its listings and their price history. */
    async compute(cityId: string, months: { month: string; at: Date; current: boolean }[]) {
      const found = await rows<RawCell>(db, figuresStatement(cityId, months));
      return found.map((r) => {
        const epc = typeof r.epc_counts === 'string' ? JSON.parse(r.epc_counts) : (r.epc_counts ?? {});
        return {
          month: r.month,
          transaction: r.transaction,
          category: r.category,
          listings: Number(r.listings),
          medianPriceCents: toInt(r.median_price),
          medianPricePerM2Cents: toInt(r.median_per_m2),
          medianDaysOnMarket: toInt(r.median_days),
          epcCounts: Object.fromEntries(Object.entries(epc as Record<string, number>).map(([k, v]) => [k, Number(v)])),
        };
      });
    },

    /**
     * Writes a municipality's sweep in one transaction, if the claim is still ours: the current
     * month's rows replace the ones there, a past month's rows are added where it has none; then
     * the municipality is marked swept and let go. False (nothing written) when the claim was lost.
     */
    async save(claim: { cityId: string; claimedAt: Date }, currentMonth: string, figures: NewFigureRow[], now: Date) {
      return db.transaction(async (tx) => {
        const released = await tx
          .update(marketSweeps)
          .set({ sweptAt: now, claimedAt: null })
          .where(and(eq(marketSweeps.cityId, claim.cityId), eq(marketSweeps.claimedAt, claim.claimedAt)))
          .returning();
        if (released.length !== 1) return false;
        await tx
          .delete(marketFigures)
          .where(and(eq(marketFigures.cityId, claim.cityId), eq(marketFigures.month, currentMonth)));
        for (let i = 0; i < figures.length; i += 500)
          await tx
            .insert(marketFigures)
            .values(figures.slice(i, i + 500))
            .onConflictDoNothing();
        return true;
      });
    },

    /**
     * What the sweeps have written so far, as one string that every municipality's sweep changes
     * (decision 084): the number of municipalities swept and the sum of their `swept_at`. A sweep
     * writes a municipality's figures in the transaction that moves its `swept_at` forward (a claim
     * needs it an hour old or empty), and nothing moves it back, so the sum grows with every sweep
     * of any node. One pass over `market_sweeps` (a row per municipality), not over the figures.
     */
    async sweepsVersion() {
      const [row] = await rows<{ swept: number | string; total: string }>(
        db,
        sql`SELECT count(swept_at) AS swept, coalesce(sum(extract(epoch FROM swept_at)), 0)::text AS total
            FROM market_sweeps`,
      );
      return `${Number(row?.swept ?? 0)}:${row?.total ?? '0'}`;
    },

    /** Every municipality with its names and centre (reference data, read once in a while). */
    async cities() {
      return db.select().from(cities);
    },

    /**
     * Each municipality's 'all' rows of its newest month (the index of every municipality): one
     * row per municipality and transaction, read along the primary key.
     */
    async latestAllCategoryRows(): Promise<FigureRow[]> {
      return db
        .selectDistinctOn([marketFigures.cityId, marketFigures.transaction])
        .from(marketFigures)
        .where(eq(marketFigures.category, 'all'))
        .orderBy(marketFigures.cityId, marketFigures.transaction, desc(marketFigures.month));
    },

    /**
     * What a municipality's page reads (decision 074), in one statement: its newest month (`fallback`
     * when it has no rows yet), all of that month's rows and the 'all' rows of the `trendMonths`
     * months up to it, and the neighbours' 'all' rows of that month. A few primary-key reads.
     */
    async pageRows(
      cityId: string,
      neighbourIds: string[],
      fallback: string,
      trendMonths: number,
    ): Promise<FigureRow[]> {
      const latest = sql`(SELECT coalesce(max(${marketFigures.month}), ${fallback}::date) FROM ${marketFigures} WHERE ${marketFigures.cityId} = ${cityId})`;
      const own = db
        .select()
        .from(marketFigures)
        .where(
          and(
            eq(marketFigures.cityId, cityId),
            sql`${marketFigures.month} BETWEEN ${latest} - make_interval(months => ${trendMonths - 1}) AND ${latest}`,
            sql`(${marketFigures.month} = ${latest} OR ${marketFigures.category} = 'all')`,
          ),
        );
      if (!neighbourIds.length) return own;
      return own.unionAll(
        db
          .select()
          .from(marketFigures)
          .where(
            and(
              inArray(marketFigures.cityId, neighbourIds),
              eq(marketFigures.category, 'all'),
              sql`${marketFigures.month} = ${latest}`,
            ),
          ),
      );
    },
  };
}
export type MarketRepository = ReturnType<typeof marketRepository>;
