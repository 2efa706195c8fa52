import { and, count, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { LISTING_SAMPLE_SIZE } from '@immora/shared/professionals';
import type { Db } from '../../db/client.ts';
import { cities } from '../../db/schema/cities.ts';
import { properties, propertyPhotos } from '../../db/schema/properties.ts';
import { cardColumns, coverPhotoJoin, isPublic, likePattern } from '../search/listing-card.columns.ts';

export { isPublic, likePattern };

/** The newest public listings matching `where`, with the same columns as search (for its `toCard`), and their total. */
export async function newestListingCards(db: Db, where: SQL | undefined, limit = LISTING_SAMPLE_SIZE) {
  const condition = and(isPublic, where);
  const [totalRow] = await db.select({ n: count() }).from(properties).where(condition);
  const rows = await db
    .select(cardColumns)
    .from(properties)
    .leftJoin(propertyPhotos, coverPhotoJoin)
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
