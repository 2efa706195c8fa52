import { asc, count, desc, inArray, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { PUBLIC_STATUSES } from '@immora/shared/listing';
import { SEARCH_COUNT_LIMIT, type TCityPostalCode } from '@immora/shared/properties';
import type { Db } from '../../db/client.ts';
import { cities, postalCodes } from '../../db/schema/cities.ts';
import { asComplete, properties } from '../../db/schema/properties.ts';
import type { cardColumns } from './listing-card.columns.ts';
import { cityNameLookup } from './city-names.ts';
import { searchStatement, type SearchQuery, type SearchRow } from './search.statement.ts';
import { searchWords, textQueryLookup } from './text-query.ts';
import { users } from '../../db/schema/users.ts';
import { accountOpen } from '../users/closed-accounts.ts';

/** A card's columns for a row of the page (the listing's are then never null; the cover may be). */
type CardRow = Omit<SelectResultFields<typeof cardColumns>, 'coverPhoto' | 'thumbnail'> & {
  coverPhoto: string | null;
  thumbnail: string | null;
};

/** What the pg pool and PGlite have in common: a query with positional parameters. */
type SqlClient = { query: <T>(sql: string, params: unknown[]) => Promise<{ rows: T[] }> };

/** `countLimit`: where counting stops (SEARCH_COUNT_LIMIT; smaller in tests). */
export function searchRepository(db: Db, { countLimit = SEARCH_COUNT_LIMIT } = {}) {
  const cityNames = cityNameLookup(db);
  // Through the driver itself: the statement's text is kept per shape, and its columns are
  // named as the card's fields, with the types both drivers give (timestamps as Date).
  const run = async <T>(text: string, params: unknown[]) =>
    (await (db.$client as SqlClient).query<T>(text, params)).rows;
  const textQuery = textQueryLookup(run);
  /** The one statement of a search, with its city's names and its words' query looked up. */
  const statement = async (q: SearchQuery, opts: { ids?: string[] } = {}) => {
    const words = q.q === undefined ? null : searchWords(q.q);
    return searchStatement(q, {
      cityNames: q.city ? await cityNames(q.city) : [],
      textQuery: words === null ? null : await textQuery(words),
      countLimit,
      ids: opts.ids,
    });
  };
  return {
    statement,

    /**
     * A page of cards in the query's order, and the number of matches (capped, docs/decisions/009);
     * with `ids`, among those listings only (the alert sweep's question: which of these match?).
     */
    async search(q: SearchQuery, opts: { ids?: string[] } = {}) {
      const search = await statement(q, opts);
      const rows = await run<SearchRow>(search.sql, search.params);
      const counted = rows[0]?.matchCount ?? 0;
      return {
        rows: rows.filter((r) => r.id !== null).map(({ matchCount: _, ...card }) => card as CardRow),
        total: Math.min(counted, countLimit),
        totalCapped: counted > countLimit,
      };
    },

    /** Public counts for the home page: published listings, professionals, cities with listings. */
    async stats() {
      const [row] = await db
        .execute<{ listings: number; professionals: number; cities: number }>(
          sql`
        select
          (select count(*)::int from ${properties} where ${inArray(properties.status, [...PUBLIC_STATUSES])}) as listings,
          (select count(*)::int from ${users} where ${users.role} in ('individual', 'agency') and ${users.isVerified} and ${accountOpen(users)}) as professionals,
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

    /**
     * The municipalities with their postal codes (and the places each names) and their public
     * listings; with `q`, those a postal code belongs to (the one whose own code it is first), or
     * whose name in any language, or one of whose places, starts with `q` (decision 082).
     */
    async cities(q?: string) {
      const code = q && /^\d{4}$/.test(q) ? q : null;
      const prefix = q && !code ? `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const matches = code
        ? sql`exists (select 1 from ${postalCodes} pc where pc.city_id = ${cities.id} and pc.code = ${code})`
        : prefix
          ? sql`(lower(${cities.name}) like ${prefix} or lower(${cities.nameNl}) like ${prefix}
              or lower(${cities.nameFr}) like ${prefix} or lower(coalesce(${cities.nameDe}, '')) like ${prefix}
              or exists (select 1 from ${postalCodes} pc, unnest(pc.places) place
                          where pc.city_id = ${cities.id} and lower(place) like ${prefix}))`
          : undefined;
      const rows = await db
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
          postalCode: cities.postalCode,
          postalCodes: sql<
            TCityPostalCode[] | string
          >`coalesce((select json_agg(json_build_object('code', pc.code, 'places', pc.places) order by pc.code)
              from ${postalCodes} pc where pc.city_id = ${cities.id}), '[]'::json)`,
        })
        .from(cities)
        .where(matches)
        .orderBy(...(code ? [desc(sql`${cities.postalCode} = ${code}`)] : []), asc(cities.name));
      return rows.map((r) => ({
        ...r,
        postalCodes:
          typeof r.postalCodes === 'string' ? (JSON.parse(r.postalCodes) as TCityPostalCode[]) : r.postalCodes,
      }));
    },
  };
}
