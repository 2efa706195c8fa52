import { and, count, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PUBLIC_STATUSES } from '@immora/shared/listing';
import { LISTING_SAMPLE_SIZE } from '@immora/shared/professionals';
import type { Db } from '../../db/client.ts';
import { cities } from '../../db/schema/cities.ts';
import { properties, propertyPhotos } from '../../db/schema/properties.ts';

/** Listings a visitor may see. */
export const isPublic = inArray(properties.status, [...PUBLIC_STATUSES]);

/** `%…%` for ILIKE, with the user's % and _ taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The newest public listings matching `where`, with the same columns as search (for its `toCard`), and their total. */
export async function newestListingCards(db: Db, where: SQL | undefined, limit = LISTING_SAMPLE_SIZE) {
  const condition = and(isPublic, where);
  const [totalRow] = await db.select({ n: count() }).from(properties).where(condition);
  const rows = await db
    .select({
      id: properties.id,
      title: properties.title,
      category: properties.category,
      type: properties.type,
      priceCents: properties.priceCents,
      city: properties.city,
      address: properties.address,
      latitude: properties.latitude,
      longitude: properties.longitude,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      areaM2: properties.areaM2,
      availableNow: properties.availableNow,
      publishedAt: properties.publishedAt,
      boosted: sql<boolean>`coalesce(${properties.boostedUntil} > now(), false)`,
      coverPhoto: propertyPhotos.url,
      thumbnail: propertyPhotos.thumbnailUrl,
    })
    .from(properties)
    .leftJoin(propertyPhotos, and(eq(propertyPhotos.propertyId, properties.id), eq(propertyPhotos.position, 0)))
    .where(condition)
    .orderBy(sql`${properties.publishedAt} desc nulls last`, properties.id)
    .limit(limit);
  return { rows, total: totalRow?.n ?? 0 };
}

/** Ids are UUIDs; anything else cannot be ours (and would make PostgreSQL fail on the cast). */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * A city by its English, Dutch or French name, case-insensitively, compared with `expr` (a city
 * name). `expr` must not read the plain `cities` table: join it under an alias.
 */
export function cityMatches(expr: SQL | AnyColumn, name: string): SQL {
  const n = name.toLowerCase();
  return sql`(lower(${expr}) = ${n} or lower(${expr}) in (select lower(${cities.name}) from ${cities} where lower(${cities.nameNl}) = ${n} or lower(${cities.nameFr}) = ${n}))`;
}
