import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { savedSearches } from './marketplace.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';

export const alertKindEnum = pgEnum('alert_kind', ['search', 'price_drop']);
/** 'off' is no row: turning an alert off deletes it (and what it sent). */
export const alertFrequencyEnum = pgEnum('alert_frequency', ['instant', 'daily']);

/**
 * An alert a user switched on (decision 024): new listings matching a saved search, or price drops
 * of the user's favourites (one per user). `since`: when it was switched on (only listings
 * published after it count); `checkedAt`: the last sweep that looked at it.
 */
export const alertSubscriptions = pgTable(
  'alert_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: alertKindEnum('kind').notNull(),
    savedSearchId: uuid('saved_search_id').references(() => savedSearches.id, { onDelete: 'cascade' }),
    frequency: alertFrequencyEnum('frequency').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('alert_subscriptions_saved_search_key').on(t.savedSearchId),
    uniqueIndex('alert_subscriptions_price_drop_key')
      .on(t.userId)
      .where(sql`${t.kind} = 'price_drop'`),
    index('alert_subscriptions_user_idx').on(t.userId),
    check(
      'alert_subscriptions_search_has_saved_search',
      sql`(${t.kind} = 'search') = (${t.savedSearchId} is not null)`,
    ),
  ],
);

/**
 * What an alert has sent: a listing once per saved-search alert, a favourite once per dropped price.
 * The unique indexes decide which of two sweeping nodes sends (insert … on conflict do nothing).
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The price announced by a price-drop alert; null for a saved-search match. */
    priceCents: integer('price_cents'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alert_deliveries_match_key')
      .on(t.subscriptionId, t.propertyId)
      .where(sql`${t.priceCents} is null`),
    uniqueIndex('alert_deliveries_price_drop_key')
      .on(t.subscriptionId, t.propertyId, t.priceCents)
      .where(sql`${t.priceCents} is not null`),
    // The retention sweep's (decision 059): match rows sent over a day ago.
    index('alert_deliveries_match_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.priceCents} is null`),
  ],
);
