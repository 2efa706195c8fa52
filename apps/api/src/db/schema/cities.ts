import { doublePrecision, index, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

export const regionEnum = pgEnum('region', ['flanders', 'wallonia', 'brussels']);

/** Belgian municipalities with their real coordinates; listings point at one. */
export const cities = pgTable(
  'cities',
  {
    id: id(),
    name: text('name').notNull(),
    nameNl: text('name_nl').notNull(),
    nameFr: text('name_fr').notNull(),
    postalCode: text('postal_code').notNull(),
    province: text('province').notNull(),
    region: regionEnum('region').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [uniqueIndex('cities_name_key').on(t.name), index('cities_region_idx').on(t.region)],
);
