import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';

/** Every price a listing has had, newest last; the first row is its price at publication. */
export const propertyPriceHistory = pgTable(
  'property_price_history',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_price_history_idx').on(t.propertyId, t.changedAt)],
);

/** A contact request from a listing page: a lead for the listing's owner (and, later, the CRM). */
export const propertyLeads = pgTable(
  'property_leads',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('property_leads_owner_idx').on(t.ownerId, t.createdAt),
    index('property_leads_property_idx').on(t.propertyId),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] }), index('favourites_user_idx').on(t.userId, t.createdAt)],
);

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The search's query parameters, exactly as the search page keeps them in its URL. */
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_searches_user_title_key').on(t.userId, t.title),
  ],
);
