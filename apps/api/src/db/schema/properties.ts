import { sql } from 'drizzle-orm';
import type { TPhotoVariant } from '@immora/shared/photo-variants';
import {
  customType,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  point,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CATEGORIES, LISTING_TYPES, PROPERTY_STATUSES } from '@immora/shared/listing';
import type { ListingTranslations } from '@immora/shared/listing-form';
import { LANGUAGES } from '@immora/shared/languages';
import { listingTextVector } from './listing-text-search.ts';
import { photoContentAddress } from './signal-keys.ts';
import { agencies } from './agencies.ts';
import { cities } from './cities.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const categoryEnum = pgEnum('category', CATEGORIES);
export const listingTypeEnum = pgEnum('listing_type', LISTING_TYPES);
export const propertyStatusEnum = pgEnum('property_status', PROPERTY_STATUSES);

/** PostgreSQL's full-text document type. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type TimeSlots = Partial<Record<string, string[]>>;

/**
 * A listing. Money in euro cents; `location` is a core PostgreSQL point (x = longitude,
 * y = latitude) with a GiST index, so map boxes and drawn polygons work on PGlite and PostgreSQL.
 */
export const properties = pgTable(
  'properties',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    // A draft may lack any of the listing's own fields; `properties_complete_unless_draft` below
    // makes the database refuse a non-draft row without them (docs/decisions/007).
    // The original version's title and description; `language` says which language that is and
    // `translations` holds the other versions (decision 023).
    title: text('title'),
    description: text('description'),
    language: text('language').notNull().default('en'),
    translations: jsonb('translations').$type<ListingTranslations>().notNull().default({}),
    category: categoryEnum('category'),
    type: listingTypeEnum('type'),
    status: propertyStatusEnum('status').notNull().default('draft'),
    /** The status a public listing had when its owner closed the account: reopening gives it back (decision 061). */
    statusBeforeClosure: propertyStatusEnum('status_before_closure'),
    /**
     * What staff decided about the listing (decision 076): 'correction' (asked to correct it, still
     * public) or 'hidden' (off the market: status 'pending', the former one in `statusBeforeHidden`),
     * with the reason shown to the owner and the case it came from; null otherwise.
     */
    moderationState: text('moderation_state', { enum: ['correction', 'hidden'] }),
    moderationReason: text('moderation_reason'),
    moderationCaseId: uuid('moderation_case_id'),
    statusBeforeHidden: propertyStatusEnum('status_before_hidden'),
    priceCents: integer('price_cents'),
    availableNow: boolean('available_now').notNull().default(true),
    address: text('address'),
    postalCode: text('postal_code'),
    cityId: uuid('city_id').references(() => cities.id),
    city: text('city'),
    country: text('country').notNull().default('Belgium'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    location: point('location', { mode: 'xy' }),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    areaM2: integer('area_m2'),
    yearBuilt: integer('year_built'),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    availableTimeSlots: jsonb('available_time_slots').$type<TimeSlots>().notNull().default({}),
    /** Belgian facts by region (EPC/PEB, flood risk, planning codes, cadastral income, asbestos). */
    facts: jsonb('facts').$type<Record<string, string | number | boolean>>().notNull().default({}),
    /**
     * Free-text search (kept by PostgreSQL itself): city and address as words, and the title and
     * description of every language version with its language's dictionary (decision 023).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(listingTextVector()),
    publicCode: text('public_code').notNull(),
    referenceCode: text('reference_code'),
    views: integer('views').notNull().default(0),
    leads: integer('leads').notNull().default(0),
    boostedUntil: timestamp('boosted_until', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('properties_public_code_key').on(t.publicCode),
    index('properties_owner_idx').on(t.ownerId),
    index('properties_agency_idx').on(t.agencyId),
    // "My properties" of an agent: the listings assigned to them.
    index('properties_agent_idx').on(t.agentId),
    index('properties_search_idx').on(t.status, t.type, t.category, t.priceCents),
    index('properties_city_idx').on(t.cityId),
    index('properties_published_idx').on(t.publishedAt),
    // Map searches only ever look at public listings. Migration 0048 adds INCLUDE (id, type,
    // category, area_m2, bedrooms) by hand (Drizzle cannot write it): the estimate's nearest scan.
    index('properties_location_gist')
      .using('gist', t.location)
      .where(sql`${t.status} in ('published', 'active')`),
    // Free text: word prefixes against the full-text document of public listings.
    index('properties_search_vector_gin')
      .using('gin', t.searchVector)
      .where(sql`${t.status} in ('published', 'active')`),
    // Search reads these in the order of its pages, so a LIMIT stops the scan early; the columns
    // after the order are what filters check without visiting the table (index-only scans).
    // docs/decisions/013-one-statement-search.md
    // City: the count of a city's matches (city itself too: index-only needs the column, not only lower(city)).
    index('properties_city_lower_idx')
      .on(sql`lower(${t.city})`, t.type, t.priceCents, t.city)
      .where(sql`${t.status} in ('published', 'active')`),
    // City: a page in the default order (boosted ones first, each part newest first).
    index('properties_city_newest_idx')
      .on(sql`lower(${t.city})`, t.publishedAt.desc(), t.id, t.city, t.type, t.category, t.priceCents, t.boostedUntil)
      .where(sql`${t.status} in ('published', 'active')`),
    // Newest first, for any other filter. (It carried the text document until descriptions joined
    // it: a B-tree row holds at most 2,704 bytes; decision 023.)
    index('properties_public_newest_idx')
      .on(t.publishedAt.desc(), t.id, t.boostedUntil, t.type, t.category, t.priceCents, t.latitude, t.longitude)
      .where(sql`${t.status} in ('published', 'active')`),
    index('properties_public_category_price_idx')
      .on(t.category, t.priceCents, t.publishedAt.desc(), t.id)
      .where(sql`${t.status} in ('published', 'active')`),
    index('properties_public_type_price_idx')
      .on(t.type, t.priceCents)
      .where(sql`${t.status} in ('published', 'active')`),
    index('properties_boosted_idx')
      .on(t.boostedUntil, t.status)
      .where(sql`${t.boostedUntil} is not null`),
    // Boosted listings newest first (the default sort's first part), without sorting them all.
    index('properties_boosted_newest_idx')
      .on(t.publishedAt.desc(), t.id, t.boostedUntil, t.type, t.category, t.priceCents, t.latitude, t.longitude, t.city)
      .where(sql`${t.boostedUntil} is not null and ${t.status} in ('published', 'active')`),
    // Public listings by position: a small map box finds its few matches here, where reading
    // every listing newest first until a page is full would read them all (docs/performance.md,
    // session 18). A large box is still paged from the newest-first indexes.
    index('properties_public_position_idx')
      .on(t.latitude, t.longitude, t.publishedAt.desc(), t.id, t.boostedUntil)
      .where(sql`${t.status} in ('published', 'active')`),
    // A city's boosted listings, newest first: the boosted part of a city's default page reads
    // its own few entries instead of every listing of the city (docs/performance.md, session 18).
    index('properties_city_boosted_newest_idx')
      .on(sql`lower(${t.city})`, t.publishedAt.desc(), t.id, t.boostedUntil, t.type, t.category, t.priceCents, t.city)
      .where(sql`${t.boostedUntil} is not null and ${t.status} in ('published', 'active')`),
    index('properties_amenities_gin').using('gin', t.amenities),
    // The estimate's recently agreed comparables (decision 068): agreed listings by position.
    index('properties_agreed_location_gist')
      .using('gist', t.location)
      .where(sql`${t.status} = 'processing'`),
    check('properties_price_nonneg', sql`${t.priceCents} >= 0`),
    check('properties_language_known', sql.raw(`language in (${LANGUAGES.map((l) => `'${l}'`).join(', ')})`)),
    // The original version lives in title and description, never among the translations.
    check('properties_translations_other_languages', sql`not (${t.translations} ? ${t.language})`),
    check('properties_counts_nonneg', sql`${t.views} >= 0 AND ${t.leads} >= 0`),
    check(
      'properties_complete_unless_draft',
      sql`${t.status} = 'draft' OR (${t.title} IS NOT NULL AND ${t.description} IS NOT NULL AND ${t.category} IS NOT NULL AND ${t.type} IS NOT NULL AND ${t.priceCents} IS NOT NULL AND ${t.address} IS NOT NULL AND ${t.city} IS NOT NULL AND ${t.latitude} IS NOT NULL AND ${t.longitude} IS NOT NULL AND ${t.location} IS NOT NULL AND ${t.bedrooms} IS NOT NULL AND ${t.bathrooms} IS NOT NULL AND ${t.areaM2} IS NOT NULL)`,
    ),
  ],
);

/** The listing's own fields a draft may still lack (nullable columns, guarded by the CHECK above). */
/**
 * A public listing's full-text document in a narrow row, kept by a trigger on `properties`
 * (migration 0033): the capped count of a text search reads a few columns here instead of
 * walking some sixty in the wide row (docs/performance.md, session 17).
 */
export const propertySearchDocs = pgTable(
  'property_search_docs',
  {
    propertyId: uuid('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    status: propertyStatusEnum('status').notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    index('property_search_docs_gin')
      .using('gin', t.searchVector)
      .where(sql`${t.status} in ('published', 'active')`),
  ],
);

export const DRAFT_OPTIONAL_COLUMNS = [
  'title',
  'description',
  'category',
  'type',
  'priceCents',
  'address',
  'city',
  'latitude',
  'longitude',
  'location',
  'bedrooms',
  'bathrooms',
  'areaM2',
] as const;

/** A row of a listing that is not a draft: `properties_complete_unless_draft` guarantees these fields. */
export type CompleteListing<T> = {
  [K in keyof T]: K extends (typeof DRAFT_OPTIONAL_COLUMNS)[number] ? NonNullable<T[K]> : T[K];
};

/** Narrows a row read with a public-status (or any non-draft) filter; no runtime change. */
export const asComplete = <T extends object>(row: T) => row as CompleteListing<T>;

/** Photos of a listing, in display order; one is the cover. Paths point into the storage adapter. */
export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    isCover: boolean('is_cover').notNull().default(false),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /**
     * Every stored width and format (decision 014), narrowest first; null until they exist
     * (photos stored before them get theirs from the start-up backfill, `lib/photo-backfill.ts`).
     */
    variants: jsonb('variants').$type<TPhotoVariant[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('property_photos_order_key').on(t.propertyId, t.position),
    // shared_photo (decision 078): the listings holding a photo with a given content address.
    index('property_photos_content_address_idx').on(photoContentAddress(t.url, t.variants)),
  ],
);
