import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MARKET_CATEGORIES, MARKET_TRANSACTIONS } from '@immora/shared/market';
import { cities } from './cities.ts';

/**
 * The market figures of a municipality (decision 074): one row per transaction, property category
 * (or 'all') and month, written by the market sweep; the API reads these, never the listings.
 * The current month's rows are rewritten by every sweep of the municipality; a past month's rows,
 * written once (reconstructed from publication dates and price history when missing), stay as the
 * last sweep of that month left them.
 */
export const marketFigures = pgTable(
  'market_figures',
  {
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    transaction: text('transaction', { enum: MARKET_TRANSACTIONS }).notNull(),
    category: text('category', { enum: MARKET_CATEGORIES }).notNull(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    /** Public listings on the market (at the sweep for the current month, at the month's end before). */
    listings: integer('listings').notNull(),
    medianPriceCents: integer('median_price_cents'),
    medianPricePerM2Cents: integer('median_price_per_m2_cents'),
    medianDaysOnMarket: integer('median_days_on_market'),
    /** Listings by EPC/PEB class ('A+'…'G'; listings without a class are not counted). */
    epcCounts: jsonb('epc_counts').$type<Record<string, number>>().notNull().default({}),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cityId, t.transaction, t.category, t.month] }),
    check('market_figures_listings_nonneg', sql`${t.listings} >= 0`),
  ],
);

/**
 * Each municipality's turn in the market sweep: a node claims a due municipality by setting
 * `claimed_at` (FOR UPDATE SKIP LOCKED), writes its figures and sets `swept_at`. Rows are added
 * by the sweep for every `cities` row that has none.
 */
export const marketSweeps = pgTable(
  'market_sweeps',
  {
    cityId: uuid('city_id')
      .primaryKey()
      .references(() => cities.id, { onDelete: 'cascade' }),
    sweptAt: timestamp('swept_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [index('market_sweeps_due_idx').on(t.sweptAt)],
);
