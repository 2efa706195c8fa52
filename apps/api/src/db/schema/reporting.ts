import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';

/**
 * A listing's page views per Belgian calendar day (decision 033), counted with the listing's total
 * (`properties.views`) by one upsert per view. Reports read views over a period from here.
 */
export const propertyViewDays = pgTable(
  'property_view_days',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);
