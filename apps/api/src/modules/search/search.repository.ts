import { and, arrayContains, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_STATUSES } from '@immora/shared/listing';
import type { ZPropertySearchQuery } from '@immora/shared/properties';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { cities } from '../../db/schema/cities.ts';
import { asComplete, properties, propertyPhotos } from '../../db/schema/properties.ts';
import { cardColumns, coverPhotoJoin } from './listing-card.columns.ts';
import { users } from '../../db/schema/users.ts';

type Query = z.output<typeof ZPropertySearchQuery>;

/** Listings boosted right now (a boost ends at its stored time; nothing sweeps it). */
const boostedNow = sql`${properties.boostedUntil} > now()`;
const notBoostedNow = sql`(${properties.boostedUntil} is null or ${properties.boostedUntil} <= now())`;

/**
 * The lower-case names a city goes by: what was typed, plus the English name of a city whose
 * Dutch or French name it is ("Antwerpen", "Anvers" → "antwerp"). Listings store the English name.
 */
async function cityNames(db: Db, typed: string): Promise<string[]> {
  const name = typed.toLowerCase();
  const rows = await db
    .select({ name: cities.name })
    .from(cities)
    .where(or(sql`lower(${cities.nameNl}) = ${name}`, sql`lower(${cities.nameFr}) = ${name}`));
  return [...new Set([name, ...rows.map((r) => r.name.toLowerCase())])];
}

/** The words of a search text as a tsquery of prefixes ('canal view' → 'canal:* & view:*'); null when it has none. */
export function prefixQuery(text: string): string | null {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

function filters(q: Query, names: string[]): SQL | undefined {
  const where: (SQL | undefined)[] = [inArray(properties.status, [...PUBLIC_STATUSES])];
  if (q.type) where.push(eq(properties.type, q.type));
  if (q.category) where.push(eq(properties.category, q.category));
  if (q.minPrice !== undefined) where.push(gte(properties.priceCents, q.minPrice * 100));
  if (q.maxPrice !== undefined) where.push(lte(properties.priceCents, q.maxPrice * 100));
  // A city is found by its English, Dutch or French name, case-insensitively (index on lower(city)).
  if (names.length) where.push(inArray(sql`lower(${properties.city})`, names));
  if (q.bedrooms !== undefined) where.push(gte(properties.bedrooms, q.bedrooms));
  if (q.bathrooms !== undefined) where.push(gte(properties.bathrooms, q.bathrooms));
  if (q.minArea !== undefined) where.push(gte(properties.areaM2, q.minArea));
  if (q.maxArea !== undefined) where.push(lte(properties.areaM2, q.maxArea));
  if (q.amenities?.length) where.push(arrayContains(properties.amenities, q.amenities));
  if (q.availableNow) where.push(eq(properties.availableNow, q.availableNow === 'true'));
  if (q.bbox) {
    // Map view: the GiST index on `location` answers `<@ box`.
    const { west, south, east, north } = q.bbox;
    where.push(sql`${properties.location} <@ box(point(${west}, ${south}), point(${east}, ${north}))`);
  }
  if (q.polygon) {
    // Drawn area: a core PostgreSQL polygon, also answered by the GiST index.
    const path = `(${q.polygon.map(([x, y]) => `(${x},${y})`).join(',')})`;
    where.push(sql`${properties.location} <@ ${path}::polygon`);
  }
  if (q.q !== undefined) {
    // Every word, as a prefix ("gard" finds "garden"), against title, city and address.
    const query = prefixQuery(q.q);
    where.push(query ? sql`${properties.searchVector} @@ to_tsquery('simple', ${query})` : sql`false`);
  }
  return and(...where);
}

const newestFirst = [sql`${properties.publishedAt} desc nulls last`, asc(properties.id)];

/** Orders other than the default (boosted first, see search()); the id keeps pages stable. */
const ORDER: Record<Exclude<Query['sort'], 'boosted'>, SQL[]> = {
  priceAsc: [asc(properties.priceCents), ...newestFirst],
  priceDesc: [desc(properties.priceCents), ...newestFirst],
  newest: newestFirst,
};

export function searchRepository(db: Db) {
  return {
    async search(q: Query) {
      const where = filters(q, q.city ? await cityNames(db, q.city) : []);
      const page = (cond: SQL | undefined, order: SQL[], offset: number, limit: number) =>
        db
          .select(cardColumns)
          .from(properties)
          .leftJoin(propertyPhotos, coverPhotoJoin)
          .where(cond)
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
      const offset = (q.page - 1) * q.pageSize;
      const [totalRow] = await db.select({ n: count() }).from(properties).where(where);
      const total = totalRow?.n ?? 0;
      if (q.sort !== 'boosted') return { rows: await page(where, ORDER[q.sort], offset, q.pageSize), total };

      // Boosted first, then newest. Sorting every match by "boosted now" would read them all;
      // instead: the few boosted matches (partial index), then the others by publication date.
      const [boostedRow] = await db.select({ n: count() }).from(properties).where(and(where, boostedNow));
      const boosted = boostedRow?.n ?? 0;
      const rows = offset < boosted ? await page(and(where, boostedNow), newestFirst, offset, q.pageSize) : [];
      if (rows.length < q.pageSize && offset + rows.length < total) {
        rows.push(
          ...(await page(
            and(where, notBoostedNow),
            newestFirst,
            Math.max(0, offset - boosted),
            q.pageSize - rows.length,
          )),
        );
      }
      return { rows, total };
    },

    /** Public counts for the home page: published listings, professionals, cities with listings. */
    async stats() {
      const [row] = await db
        .execute<{ listings: number; professionals: number; cities: number }>(
          sql`
        select
          (select count(*)::int from ${properties} where ${inArray(properties.status, [...PUBLIC_STATUSES])}) as listings,
          (select count(*)::int from ${users} where ${users.role} in ('individual', 'agency') and ${users.isVerified}) as professionals,
          (select count(distinct ${properties.cityId})::int from ${properties} where ${inArray(properties.status, [...PUBLIC_STATUSES])}) as cities
      `,
        )
        .then((r) => ('rows' in r ? r.rows : r) as { listings: number; professionals: number; cities: number }[]);
      const categories = await db
        .select({ category: properties.category, count: count() })
        .from(properties)
        .where(inArray(properties.status, [...PUBLIC_STATUSES]))
        .groupBy(properties.category)
        .orderBy(desc(count()))
        .then((rows) => rows.map(asComplete));
      return { ...(row ?? { listings: 0, professionals: 0, cities: 0 }), categories };
    },

    async cities() {
      return db
        .select({
          id: cities.id,
          name: cities.name,
          nameNl: cities.nameNl,
          nameFr: cities.nameFr,
          province: cities.province,
          region: cities.region,
          latitude: cities.latitude,
          longitude: cities.longitude,
          listings: sql<number>`(select count(*)::int from ${properties} where ${properties.cityId} = ${cities.id} and ${inArray(properties.status, [...PUBLIC_STATUSES])})`,
        })
        .from(cities)
        .orderBy(asc(cities.name));
    },
  };
}
