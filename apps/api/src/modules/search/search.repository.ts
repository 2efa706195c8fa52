import { and, arrayContains, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_STATUSES } from '@immora/shared/listing';
import type { ZPropertySearchQuery } from '@immora/shared/properties';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { cities } from '../../db/schema/cities.ts';
import { properties, propertyPhotos } from '../../db/schema/properties.ts';
import { cardColumns, coverPhotoJoin, likePattern } from './listing-card.columns.ts';
import { users } from '../../db/schema/users.ts';

type Query = z.output<typeof ZPropertySearchQuery>;

const isBoosted = sql<boolean>`coalesce(${properties.boostedUntil} > now(), false)`;

function filters(q: Query): SQL | undefined {
  const where: (SQL | undefined)[] = [inArray(properties.status, [...PUBLIC_STATUSES])];
  if (q.type) where.push(eq(properties.type, q.type));
  if (q.category) where.push(eq(properties.category, q.category));
  if (q.minPrice !== undefined) where.push(gte(properties.priceCents, q.minPrice * 100));
  if (q.maxPrice !== undefined) where.push(lte(properties.priceCents, q.maxPrice * 100));
  if (q.city) {
    // A city is found by its English, Dutch or French name, case-insensitively.
    const name = q.city.toLowerCase();
    where.push(
      or(
        sql`lower(${properties.city}) = ${name}`,
        inArray(
          properties.cityId,
          sql`(select ${cities.id} from ${cities} where lower(${cities.nameNl}) = ${name} or lower(${cities.nameFr}) = ${name})`,
        ),
      ),
    );
  }
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
  if (q.q) {
    const like = likePattern(q.q);
    where.push(or(ilike(properties.title, like), ilike(properties.city, like), ilike(properties.address, like)));
  }
  return and(...where);
}

function orderBy(sort: Query['sort']): SQL[] {
  switch (sort) {
    case 'priceAsc':
      return [asc(properties.priceCents), desc(properties.publishedAt)];
    case 'priceDesc':
      return [desc(properties.priceCents), desc(properties.publishedAt)];
    case 'newest':
      return [sql`${properties.publishedAt} desc nulls last`, asc(properties.id)];
    default:
      return [desc(isBoosted), sql`${properties.publishedAt} desc nulls last`, asc(properties.id)];
  }
}

export function searchRepository(db: Db) {
  return {
    async search(q: Query) {
      const where = filters(q);
      const [totalRow] = await db.select({ n: count() }).from(properties).where(where);
      const rows = await db
        .select(cardColumns)
        .from(properties)
        .leftJoin(propertyPhotos, coverPhotoJoin)
        .where(where)
        .orderBy(...orderBy(q.sort))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
      return { rows, total: totalRow?.n ?? 0 };
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
      return row ?? { listings: 0, professionals: 0, cities: 0 };
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
