import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { COMPARABLE_GROUPS, ESTIMATE_TRANSACTIONS, type ComparableGroup } from '@immora/shared/estimates';
import type { Coefficients } from '../../modules/estimates/estimate-adjustments.ts';

/** The regions adjustments are fitted for: Belgium's three by postal code, and all of Belgium (the fallback). */
export const ADJUSTMENT_REGIONS = ['brussels', 'flanders', 'wallonia', 'belgium'] as const;
export type AdjustmentRegion = (typeof ADJUSTMENT_REGIONS)[number];

const GROUPS = Object.keys(COMPARABLE_GROUPS) as [ComparableGroup, ...ComparableGroup[]];

/**
 * The estimate's adjustments (decision 068): per transaction, group of property types and region,
 * the sizes the regression sweep derived from the region's listings. One row per cell exists from
 * the migration on (coefficients null: no adjustment until the sweep has run); a node claims a
 * due cell by setting `claimed_at` (FOR UPDATE SKIP LOCKED), fits it and writes it back.
 */
export const estimateAdjustments = pgTable(
  'estimate_adjustments',
  {
    transaction: text('transaction', { enum: ESTIMATE_TRANSACTIONS }).notNull(),
    comparableGroup: text('comparable_group', { enum: GROUPS }).notNull(),
    region: text('region', { enum: ADJUSTMENT_REGIONS }).notNull(),
    coefficients: jsonb('coefficients').$type<Coefficients>(),
    /** How many listings the last fit used (0: never fitted, or too few to fit). */
    sampleSize: integer('sample_size').notNull().default(0),
    /** When it was last fitted (or found too thin to fit); null: never. */
    fittedAt: timestamp('fitted_at', { withTimezone: true }),
    /** When a node took it to fit (a claim older than the stale limit is taken again: that node stopped). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.transaction, t.comparableGroup, t.region] }),
    check('estimate_adjustments_sample_nonneg', sql`${t.sampleSize} >= 0`),
  ],
);
