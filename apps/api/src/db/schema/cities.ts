import { doublePrecision, index, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

export const regionEnum = pgEnum('region', ['flanders', 'wallonia', 'brussels']);

/**
 * Belgian municipalities with their coordinates; listings point at one. Migration 0051 loads all
 * 565 (decision 082); a row without a NIS code is a place the demo seed adds that is not a
 * municipality of its own (Louvain-la-Neuve, Tongeren before its 2025 merger).
 */
export const cities = pgTable(
  'cities',
  {
    id: id(),
    /** The name in English: an established exonym (Antwerp), else the municipality's own name. */
    name: text('name').notNull(),
    nameNl: text('name_nl').notNull(),
    nameFr: text('name_fr').notNull(),
    nameDe: text('name_de'),
    /** Statbel's municipality code (NIS/INS). */
    nisCode: text('nis_code'),
    /** The municipality's own postal code; all its codes are in `postal_codes`. */
    postalCode: text('postal_code').notNull(),
    province: text('province').notNull(),
    region: regionEnum('region').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [
    uniqueIndex('cities_name_key').on(t.name),
    uniqueIndex('cities_nis_code_key').on(t.nisCode),
    index('cities_region_idx').on(t.region),
  ],
);

/** Every Belgian postal code with the municipality (or municipalities) it serves and the places it names. */
export const postalCodes = pgTable(
  'postal_codes',
  {
    code: text('code').notNull(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    /** Sub-municipalities and former municipalities the code covers, as the source names them. */
    places: text('places').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.cityId] }), index('postal_codes_city_idx').on(t.cityId)],
);
