import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';

/**
 * An auction of a listing. Open or closed is derived from starts_at/ends_at when read; the row
 * holds the running state (price, leader and the leader's hidden maximum), changed only under
 * a row lock. `notified_at` marks the end e-mails as sent (an idempotent sweep).
 */
export const auctions = pgTable(
  'auctions',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startingPriceCents: integer('starting_price_cents').notNull(),
    reservePriceCents: integer('reserve_price_cents').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    currentPriceCents: integer('current_price_cents'),
    leaderId: uuid('leader_id').references(() => users.id, { onDelete: 'set null' }),
    leaderMaxCents: integer('leader_max_cents'),
    bidCount: integer('bid_count').notNull().default(0),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** Ended early because its owner closed the account; bidders were told (decision 061). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('auctions_property_idx').on(t.propertyId),
    index('auctions_ends_idx')
      .on(t.endsAt)
      .where(sql`${t.notifiedAt} is null`),
    check('auctions_prices', sql`${t.startingPriceCents} > 0 AND ${t.reservePriceCents} >= ${t.startingPriceCents}`),
    check('auctions_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('auctions_leader_max', sql`${t.leaderMaxCents} IS NULL OR ${t.leaderMaxCents} >= ${t.currentPriceCents}`),
  ],
);

/** Every bid, in order; automatic ones were placed by the server for a bidder's maximum. */
export const bids = pgTable(
  'bids',
  {
    id: id(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    automatic: boolean('automatic').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('bids_auction_idx').on(t.auctionId, t.createdAt), check('bids_positive', sql`${t.amountCents} > 0`)],
);
