import { and, arrayContains, asc, desc, eq, fillPlaceholders, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PUBLIC_STATUSES } from '@immora/shared/listing';
import type { ZPropertySearchQuery } from '@immora/shared/properties';
import type { z } from 'zod';
import { properties, propertyPhotos, propertySearchDocs } from '../../db/schema/properties.ts';
import { cardColumns, coverPhotoJoin } from './listing-card.columns.ts';

export type SearchQuery = z.output<typeof ZPropertySearchQuery>;

/**
 * A search's values, by placeholder name; `cityNames`: the lower-case names the city goes by
 * (city-names.ts); `textQuery`: the tsquery of its words (text-query.ts), null when it has none
 * with a form; `ids`: only these listings (the alert sweep asks which new listings match).
 */
type Input = { q: SearchQuery; cityNames: string[]; textQuery: string | null; countLimit: number; ids?: string[] };

const $ = (name: string) => sql.placeholder(name);

/** The search's text query, a constant the planner reads (its selectivity picks the plan). */
const textMatch = sql`${$('q')}::tsquery`;

/**
 * The WHERE clause of a search, with placeholders for every value: its text depends only on
 * which filters are set (see `shape`). `box`: how the map view is written. The same rows either
 * way (`location` is always (longitude, latitude)): `location <@ box(…)` for the count, where the
 * GiST index finds the first 1,001 matches by itself; latitude and longitude ranges for a page,
 * which B-tree indexes check while reading in the page's order, with the planner's row estimates
 * from column statistics rather than a fixed guess for `<@`.
 */
function filters({ q, cityNames, textQuery, ids }: Input, box: 'gist' | 'ranges'): SQL | undefined {
  const where: (SQL | undefined)[] = [inArray(properties.status, [...PUBLIC_STATUSES])];
  if (ids) where.push(sql`${properties.id} = any(${$('ids')}::uuid[])`);
  if (q.type) where.push(eq(properties.type, $('type')));
  if (q.category) where.push(eq(properties.category, $('category')));
  if (q.minPrice !== undefined) where.push(gte(properties.priceCents, $('minPrice')));
  if (q.maxPrice !== undefined) where.push(lte(properties.priceCents, $('maxPrice')));
  // A city is found by its English, Dutch or French name, case-insensitively (indexes on lower(city)).
  if (cityNames.length)
    where.push(
      inArray(
        sql`lower(${properties.city})`,
        cityNames.map((_, i) => $(`city${i}`)),
      ),
    );
  if (q.bedrooms !== undefined) where.push(gte(properties.bedrooms, $('bedrooms')));
  if (q.bathrooms !== undefined) where.push(gte(properties.bathrooms, $('bathrooms')));
  if (q.minArea !== undefined) where.push(gte(properties.areaM2, $('minArea')));
  if (q.maxArea !== undefined) where.push(lte(properties.areaM2, $('maxArea')));
  if (q.amenities?.length) where.push(arrayContains(properties.amenities, $('amenities')));
  if (q.availableNow) where.push(eq(properties.availableNow, $('availableNow')));
  if (q.bbox)
    where.push(
      ...(box === 'gist'
        ? [sql`${properties.location} <@ box(point(${$('west')}, ${$('south')}), point(${$('east')}, ${$('north')}))`]
        : [
            gte(properties.longitude, $('west')),
            lte(properties.longitude, $('east')),
            gte(properties.latitude, $('south')),
            lte(properties.latitude, $('north')),
          ]),
    );
  // Drawn area: a core PostgreSQL polygon, answered by the GiST index on `location`.
  if (q.polygon) where.push(sql`${properties.location} <@ ${$('polygon')}::polygon`);
  // Every word, as a prefix ("gard" finds "garden"), against city, address and the title and
  // description of every language version, each in its own dictionary (decisions 023, 051).
  if (q.q !== undefined) where.push(textQuery === null ? sql`false` : sql`${properties.searchVector} @@ ${textMatch}`);
  return and(...where);
}

/** The values of the placeholders above and below. */
function values({ q, cityNames, textQuery, countLimit, ids }: Input): Record<string, unknown> {
  const offset = (q.page - 1) * q.pageSize;
  return {
    ids,
    ...q.bbox,
    type: q.type,
    category: q.category,
    minPrice: q.minPrice === undefined ? undefined : q.minPrice * 100,
    maxPrice: q.maxPrice === undefined ? undefined : q.maxPrice * 100,
    ...Object.fromEntries(cityNames.map((name, i) => [`city${i}`, name])),
    bedrooms: q.bedrooms,
    bathrooms: q.bathrooms,
    minArea: q.minArea,
    maxArea: q.maxArea,
    amenities: q.amenities,
    availableNow: q.availableNow === undefined ? undefined : q.availableNow === 'true',
    polygon: q.polygon && `(${q.polygon.map(([x, y]) => `(${x},${y})`).join(',')})`,
    q: textQuery ?? undefined,
    countLimit: countLimit + 1,
    offset,
    end: offset + q.pageSize,
    pageSize: q.pageSize,
  };
}

/** The filters a search sets (its words among them), by name. */
const filtersSet = (q: SearchQuery) =>
  Object.entries(q)
    .filter(([key, value]) => value !== undefined && !['page', 'pageSize', 'sort'].includes(key))
    .map(([key]) => key);

/** What the statement's text depends on: which filters are set, how many names, the sort, an id list. */
function shape({ q, cityNames, textQuery, ids }: Input): string {
  const set = filtersSet(q);
  const text = q.q === undefined ? '' : textQuery === null ? 'none' : 'words';
  return `${q.sort}|${set.sort().join(',')}|${cityNames.length}|${text}|${ids ? 'ids' : ''}`;
}

/** A search by words and nothing else (no other filter, city or id list). */
function textOnly({ q, cityNames, textQuery, ids }: Input): boolean {
  return (
    q.q !== undefined && textQuery !== null && filtersSet(q).length === 1 && cityNames.length === 0 && ids === undefined
  );
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

/** The card's columns under their own names, so rows need no mapping. */
const cardSelection = sql.join(
  Object.entries(cardColumns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
  sql`, `,
);

/**
 * One statement per search: the page's ids (read from indexes in the page's order, so the
 * LIMIT stops the scan early), the capped count of matches, and the cards of the page's rows,
 * plus `match_count` on every row (one row of nulls when the page is empty). Boosted-first pages
 * take the boosted matches and the others from two ordered scans instead of sorting every match
 * by "boosted now" (docs/decisions/013-one-statement-search.md).
 */
function statement(input: Input): SQL {
  const { q } = input;
  const where = filters(input, 'ranges');
  const order = orderBy(ORDER[q.sort]);
  // "N properties found" counts at most countLimit + 1 matches (docs/decisions/009). A search by
  // its words alone counts in the narrow copy of each listing's status and document: reaching the
  // document in the wide row cost most of the statement (migration 0033, docs/performance.md).
  const hits = textOnly(input)
    ? sql`select count(*)::int as match_count from (
      select 1 from ${propertySearchDocs} where ${propertySearchDocs.status} in ('published', 'active')
      and ${propertySearchDocs.searchVector} @@ ${textMatch} limit ${$('countLimit')}) as m`
    : sql`select count(*)::int as match_count from (
      select 1 from ${properties} where ${filters(input, 'gist')} limit ${$('countLimit')}) as m`;
  // Boosted now: at most `end` of them, in order; the other matches fill the page after them.
  const boostedCount = sql`(select count(*) from boosted)`;
  const notBoostedNow = sql`(${properties.boostedUntil} is null or ${properties.boostedUntil} <= now())`;
  const page =
    q.sort === 'boosted'
      ? sql`boosted as (
          select ${properties.id} as boosted_id, ${properties.publishedAt} as boosted_published_at from ${properties}
          where ${and(where, sql`${properties.boostedUntil} > now()`)} order by ${order} limit ${$('end')}),
        page as (
          (select boosted_id as page_id, 0 as page_part from boosted
            order by boosted_published_at desc nulls last, boosted_id offset ${$('offset')})
          union all
          (select others_id, 1 from (
            select ${properties.id} as others_id from ${properties} where ${and(where, notBoostedNow)} order by ${order}
            limit greatest(0, ${$('end')} - greatest(${$('offset')}, ${boostedCount}))
            offset greatest(0, ${$('offset')} - ${boostedCount})
          ) as others limit ${$('pageSize')}))`
      : sql`page as (
          select ${properties.id} as page_id, 0 as page_part from ${properties} where ${where} order by ${order}
          limit ${$('pageSize')} offset ${$('offset')})`;
  return sql`with ${page}, hits as (${hits})
    select ${cardSelection}, hits.match_count as "matchCount"
    from page inner join ${properties} on ${properties.id} = page.page_id
    left join ${propertyPhotos} on ${coverPhotoJoin}
    right join hits on true
    order by page.page_part, ${order}`;
}

/** A row of the statement: a card (`id` null when the page is empty), and the capped count. */
export type SearchRow = { [K in keyof typeof cardColumns]: unknown } & { id: string | null; matchCount: number };

const dialect = new PgDialect();
/** Compiled statements by shape; bounded, since every set of filters has its own. */
const compiled = new Map<string, { sql: string; params: unknown[] }>();
const MAX_SHAPES = 500;

/**
 * The search as SQL text and parameters. The text is built once per shape and kept: building it
 * through Drizzle took longer than PostgreSQL took to run it.
 */
export function searchStatement(
  q: SearchQuery,
  opts: { cityNames: string[]; textQuery: string | null; countLimit: number; ids?: string[] },
) {
  const input = { q, ...opts };
  const key = shape(input);
  let query = compiled.get(key);
  if (!query) {
    query = dialect.sqlToQuery(statement(input));
    if (compiled.size >= MAX_SHAPES) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, query);
  }
  return { sql: query.sql, params: fillPlaceholders(query.params, values(input)) };
}
