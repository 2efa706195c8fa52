import { and, arrayContains, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_STATUSES } from '@immora/shared/listing';
import type { ZPropertySearchQuery } from '@immora/shared/properties';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { properties, propertyPhotos } from '../../db/schema/properties.ts';
import { cardColumns, coverPhotoJoin } from './listing-card.columns.ts';

export type SearchQuery = z.output<typeof ZPropertySearchQuery>;

/** The words of a search text as a tsquery of prefixes ('canal view' → 'canal:* & view:*'); null when it has none. */
export function prefixQuery(text: string): string | null {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * The WHERE clause of a search. `box`: how the map view is written. The same rows either way
 * (`location` is always (longitude, latitude)): `location <@ box(…)` for the count, where the
 * GiST index finds the first 1,001 matches by itself; latitude and longitude ranges for a page,
 * which B-tree indexes check while reading in the page's order, with the planner's row estimates
 * from column statistics rather than a fixed guess for `<@`.
 * `names`: the lower-case names the searched city goes by (city-names.ts).
 */
function filters(q: SearchQuery, names: string[], box: 'gist' | 'ranges'): SQL | undefined {
  const where: (SQL | undefined)[] = [inArray(properties.status, [...PUBLIC_STATUSES])];
  if (q.type) where.push(eq(properties.type, q.type));
  if (q.category) where.push(eq(properties.category, q.category));
  if (q.minPrice !== undefined) where.push(gte(properties.priceCents, q.minPrice * 100));
  if (q.maxPrice !== undefined) where.push(lte(properties.priceCents, q.maxPrice * 100));
  // A city is found by its English, Dutch or French name, case-insensitively (indexes on lower(city)).
  if (names.length) where.push(inArray(sql`lower(${properties.city})`, names));
  if (q.bedrooms !== undefined) where.push(gte(properties.bedrooms, q.bedrooms));
  if (q.bathrooms !== undefined) where.push(gte(properties.bathrooms, q.bathrooms));
  if (q.minArea !== undefined) where.push(gte(properties.areaM2, q.minArea));
  if (q.maxArea !== undefined) where.push(lte(properties.areaM2, q.maxArea));
  if (q.amenities?.length) where.push(arrayContains(properties.amenities, q.amenities));
  if (q.availableNow) where.push(eq(properties.availableNow, q.availableNow === 'true'));
  if (q.bbox) {
    const { west, south, east, north } = q.bbox;
    where.push(
      ...(box === 'gist'
        ? [sql`${properties.location} <@ box(point(${west}, ${south}), point(${east}, ${north}))`]
        : [
            gte(properties.longitude, west),
            lte(properties.longitude, east),
            gte(properties.latitude, south),
            lte(properties.latitude, north),
          ]),
    );
  }
  if (q.polygon) {
    // Drawn area: a core PostgreSQL polygon, answered by the GiST index on `location`.
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

/** Every order search pages in; the id keeps pages stable. `boosted`: boosted now first, then newest. */
const ORDER: Record<SearchQuery['sort'], SQL[]> = {
  boosted: newestFirst,
  priceAsc: [asc(properties.priceCents), ...newestFirst],
  priceDesc: [desc(properties.priceCents), ...newestFirst],
  newest: newestFirst,
};

const orderBy = (order: SQL[]) => sql.join(order, sql`, `);

/**
 * One statement per search: the page's ids (read from indexes in the page's order, so the
 * LIMIT stops the scan early), the capped count of matches, and the cards of the page's rows.
 * Boosted-first pages take the boosted matches and the others from two ordered scans instead
 * of sorting every match by "boosted now" (docs/decisions/013-one-statement-search.md).
 */
export function searchStatement(db: Db, q: SearchQuery, opts: { cityNames: string[]; countLimit: number }) {
  const where = filters(q, opts.cityNames, 'ranges');
  const offset = (q.page - 1) * q.pageSize;
  const end = offset + q.pageSize;
  const order = orderBy(ORDER[q.sort]);

  // "N properties found" counts at most countLimit + 1 matches (docs/decisions/009). A text
  // search counts in publication order: that makes the planner read the index that carries the
  // text document instead of whole table rows (the order itself changes nothing in a count).
  const countOrder = q.q !== undefined ? sql` order by ${orderBy(newestFirst)}` : sql``;
  const hits = db
    .$with('hits', { matchCount: sql<number>`match_count`.as('match_count') })
    .as(
      sql`select count(*)::int as match_count from (select 1 from ${properties} where ${filters(q, opts.cityNames, 'gist')}${countOrder} limit ${opts.countLimit + 1}) as m`,
    );

  // Boosted now: at most `end` of them, in order; the other matches fill the page after them.
  const boosted = db.$with('boosted', { boostedId: sql<string>`boosted_id`.as('boosted_id') }).as(
    sql`select ${properties.id} as boosted_id, ${properties.publishedAt} as boosted_published_at from ${properties}
        where ${and(where, sql`${properties.boostedUntil} > now()`)} order by ${order} limit ${end}`,
  );
  const boostedCount = sql`(select count(*) from boosted)`;
  const notBoostedNow = sql`(${properties.boostedUntil} is null or ${properties.boostedUntil} <= now())`;
  const page = db
    .$with('page', { pageId: sql<string>`page_id`.as('page_id'), pagePart: sql<number>`page_part`.as('page_part') })
    .as(
      q.sort === 'boosted'
        ? sql`(select boosted_id as page_id, 0 as page_part from boosted order by boosted_published_at desc nulls last, boosted_id offset ${offset})
          union all
          (select others_id, 1 from (
            select ${properties.id} as others_id from ${properties} where ${and(where, notBoostedNow)} order by ${order}
            limit greatest(0, ${end} - greatest(${offset}, ${boostedCount})) offset greatest(0, ${offset} - ${boostedCount})
          ) as others limit ${q.pageSize})`
        : sql`select ${properties.id} as page_id, 0 as page_part from ${properties} where ${where} order by ${order}
            limit ${q.pageSize} offset ${offset}`,
    );
  return db
    .with(...(q.sort === 'boosted' ? [boosted, page, hits] : [page, hits]))
    .select({ ...cardColumns, matchCount: hits.matchCount })
    .from(page)
    .innerJoin(properties, eq(properties.id, page.pageId))
    .leftJoin(propertyPhotos, coverPhotoJoin)
    .rightJoin(hits, sql`true`)
    .orderBy(page.pagePart, ...ORDER[q.sort]);
}
