import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_STATUSES, type PropertyStatus } from '@immora/shared/listing';
import type { ZMyPropertiesExportQuery, ZMyPropertiesQuery } from '@immora/shared/listing-form';
import { listOffset } from '@immora/shared/list-query';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { auctions } from '../../db/schema/auctions.ts';
import { cities, postalCodes } from '../../db/schema/cities.ts';
import { propertyPriceHistory } from '../../db/schema/marketplace.ts';
import { properties, propertyPhotos } from '../../db/schema/properties.ts';
import { users } from '../../db/schema/users.ts';
import { listOrder } from '../../lib/list-order.ts';
import { likePattern } from '../search/listing-card.columns.ts';
import { titleIn } from '../properties/listing-titles.ts';
import type { TLanguage } from '@immora/shared/languages';
import type { ListingRow, NewListingRow } from './listing.mapper.ts';

type MyQuery = z.output<typeof ZMyPropertiesQuery>;
type MyFilters = z.output<typeof ZMyPropertiesExportQuery>;
type Executor = Pick<Db, 'insert' | 'select' | 'update'>;

/** Listings a user works on: owned, assigned to them, or of the agency they own. */
export const managedBy = (userId: string) =>
  or(
    eq(properties.ownerId, userId),
    eq(properties.agentId, userId),
    inArray(properties.agencyId, sql`(select ${agencies.id} from ${agencies} where ${agencies.ownerId} = ${userId})`),
  );

/** The filters of My properties / Advertisements: search by title, status, scope. */
function mineWhere(userId: string, q: MyFilters) {
  const where: SQL[] = [managedBy(userId)!];
  if (q.q) where.push(ilike(properties.title, likePattern(q.q)));
  if (q.status) where.push(eq(properties.status, q.status));
  if (q.scope === 'advertised') where.push(inArray(properties.status, [...PUBLIC_STATUSES]));
  return and(...where);
}

const MY_SORT_COLUMNS = {
  createdAt: properties.createdAt,
  price: properties.priceCents,
  title: sql`lower(${properties.title})`,
  publishedAt: properties.publishedAt,
  views: properties.views,
  leads: properties.leads,
};
const mineOrder = (q: MyFilters) => listOrder(MY_SORT_COLUMNS, q, desc(properties.createdAt), desc(properties.id));

/** Appends a price to the listing's history unless it is already the latest one. */
async function recordPrice(db: Executor, propertyId: string, priceCents: number, at: Date) {
  const [last] = await db
    .select({ priceCents: propertyPriceHistory.priceCents })
    .from(propertyPriceHistory)
    .where(eq(propertyPriceHistory.propertyId, propertyId))
    .orderBy(desc(propertyPriceHistory.changedAt), desc(propertyPriceHistory.id))
    .limit(1);
  if (last?.priceCents === priceCents) return;
  await db.insert(propertyPriceHistory).values({ propertyId, priceCents, changedAt: at });
}

/**
 * Locks the listing's row for a change. Every transaction that touches a listing and its auctions
 * locks the listing first, then the auctions (bids, auction creation, edits, status, delete).
 */
async function lockListing(db: Executor, id: string) {
  const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, id)).for('update');
  return Boolean(row);
}

/** Whether an auction of the listing is scheduled or open (has not ended). Read under the listing's lock. */
async function auctionRunning(db: Executor, propertyId: string, now: Date) {
  const [row] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.propertyId, propertyId), gt(auctions.endsAt, now)))
    .limit(1);
  return Boolean(row);
}

export function listingsRepository(db: Db) {
  return {
    async byId(id: string): Promise<ListingRow | undefined> {
      const [row] = await db.select().from(properties).where(eq(properties.id, id));
      return row;
    },

    async photos(propertyId: string) {
      return db
        .select()
        .from(propertyPhotos)
        .where(eq(propertyPhotos.propertyId, propertyId))
        .orderBy(asc(propertyPhotos.position));
    },

    async agencyOwnedBy(userId: string): Promise<string | null> {
      const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.ownerId, userId));
      return row?.id ?? null;
    },

    /**
     * The municipality of an address: by its English, Dutch, French or German name (the one with
     * that postal code first, when several share the name), else by postal code, its own or one
     * of `postal_codes` (decision 082). A name match also gives the English name listings store
     * (search finds them by any name).
     */
    async resolveCity(city: string | null, postalCode: string | null) {
      const serves = (code: string) =>
        sql`(${cities.postalCode} = ${code} OR EXISTS (SELECT 1 FROM ${postalCodes} WHERE ${postalCodes.cityId} = ${cities.id} AND ${postalCodes.code} = ${code}))`;
      if (city) {
        const name = city.toLowerCase();
        const [byName] = await db
          .select({ id: cities.id, name: cities.name })
          .from(cities)
          .where(
            or(
              sql`lower(${cities.name}) = ${name}`,
              sql`lower(${cities.nameNl}) = ${name}`,
              sql`lower(${cities.nameFr}) = ${name}`,
              sql`lower(${cities.nameDe}) = ${name}`,
            ),
          )
          .orderBy(postalCode ? sql`${serves(postalCode)} DESC` : sql`1`, asc(cities.name))
          .limit(1);
        if (byName) return byName;
      }
      if (postalCode) {
        const [byCode] = await db
          .select({ id: cities.id })
          .from(cities)
          .where(serves(postalCode))
          .orderBy(sql`${cities.postalCode} = ${postalCode} DESC`, asc(cities.name))
          .limit(1);
        if (byCode) return { id: byCode.id, name: null };
      }
      return null;
    },

    async insert(values: NewListingRow): Promise<ListingRow> {
      const [row] = await db.insert(properties).values(values).returning();
      return row!;
    },

    /**
     * Updates the listing; a price change of a listing that is not a draft goes into its history.
     * `auctionLocked`: the change touches what an auction depends on, so it is refused ('auction')
     * while one is scheduled or open.
     */
    async update(id: string, set: Partial<NewListingRow>, opts: { recordPrice: boolean; auctionLocked: boolean }) {
      return db.transaction(async (tx) => {
        if (!(await lockListing(tx, id))) return undefined;
        if (opts.auctionLocked && (await auctionRunning(tx, id, new Date()))) return 'auction' as const;
        const [row] = await tx
          .update(properties)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(properties.id, id))
          .returning();
        if (row && opts.recordPrice && row.priceCents !== null) await recordPrice(tx, id, row.priceCents, new Date());
        return row;
      });
    },

    /**
     * Moves the listing to `to` when it is still in one of `from` (one statement: two owners
     * acting at once cannot both move it). Publishing also stamps the dates and the first price.
     * `offMarket`: the move takes the listing off the market, so it is refused ('auction') while
     * one of its auctions is scheduled or open.
     */
    async transition(
      id: string,
      change: { from: readonly PropertyStatus[]; to: PropertyStatus; offMarket: boolean },
      extra: Partial<NewListingRow>,
    ) {
      const { from, to } = change;
      return db.transaction(async (tx) => {
        const now = new Date();
        if (change.offMarket) {
          if (!(await lockListing(tx, id))) return undefined;
          if (await auctionRunning(tx, id, now)) return 'auction' as const;
        }
        const [row] = await tx
          .update(properties)
          .set({ ...extra, status: to, updatedAt: now })
          .where(and(eq(properties.id, id), inArray(properties.status, [...from])))
          .returning();
        if (row && to === 'published' && row.priceCents !== null) await recordPrice(tx, id, row.priceCents, now);
        return row;
      });
    },

    /**
     * Deletes the listing unless one of its auctions has bids or has not ended. The listing, then
     * its auctions are locked first, so a bid arriving meanwhile either is seen here or finds the
     * auction gone.
     */
    async deleteUnlessAuction(id: string): Promise<'deleted' | 'auction' | 'gone'> {
      return db.transaction(async (tx) => {
        if (!(await lockListing(tx, id))) return 'gone';
        const held = await tx
          .select({ bidCount: auctions.bidCount, endsAt: auctions.endsAt })
          .from(auctions)
          .where(eq(auctions.propertyId, id))
          .for('update');
        const now = new Date();
        if (held.some((a) => a.bidCount > 0 || a.endsAt > now)) return 'auction';
        const gone = await tx.delete(properties).where(eq(properties.id, id)).returning();
        return gone.length ? 'deleted' : 'gone';
      });
    },

    /** One page of the user's listings with what the list view shows beside the row itself. */
    async mine(userId: string, q: MyQuery, language: TLanguage | null) {
      const where = mineWhere(userId, q);
      const [rows, [total]] = await Promise.all([
        mineRows(where, q, language, q.pageSize, listOffset(q)),
        db.select({ n: count() }).from(properties).where(where),
      ]);
      return { total: total?.n ?? 0, rows: await withListExtras(rows) };
    },

    /**
     * Every listing of the list (same filters and order, no paging), `batch` rows at a time, for
     * the CSV export: memory stays flat however many listings an agency has.
     */
    async *eachMine(userId: string, q: MyFilters, language: TLanguage | null, batch = 500) {
      const where = mineWhere(userId, q);
      for (let offset = 0; ; offset += batch) {
        const rows = await mineRows(where, q, language, batch, offset);
        if (rows.length > 0) yield await withListExtras(rows);
        if (rows.length < batch) return;
      }
    },
  };

  /** Listings of the user's list in its order, with the title the reader is shown and the name of the agent each is assigned to. */
  function mineRows(where: SQL | undefined, q: MyFilters, language: TLanguage | null, limit: number, offset: number) {
    return db
      .select({
        property: properties,
        title: titleIn(language),
        agentFirst: users.firstName,
        agentLast: users.lastName,
      })
      .from(properties)
      .leftJoin(users, eq(users.id, properties.agentId))
      .where(where)
      .orderBy(...mineOrder(q))
      .limit(limit)
      .offset(offset);
  }

  /** Cover, photo count, latest auction and agent name beside each listing row. */
  async function withListExtras(rows: Awaited<ReturnType<typeof mineRows>>) {
    const ids = rows.map((r) => r.property.id);
    const [covers, photoCounts, latest] = ids.length
      ? await Promise.all([
          // The cover: the photo marked as such, else the first one.
          db
            .selectDistinctOn([propertyPhotos.propertyId], {
              propertyId: propertyPhotos.propertyId,
              thumbnailUrl: propertyPhotos.thumbnailUrl,
            })
            .from(propertyPhotos)
            .where(inArray(propertyPhotos.propertyId, ids))
            .orderBy(propertyPhotos.propertyId, desc(propertyPhotos.isCover), asc(propertyPhotos.position)),
          db
            .select({ propertyId: propertyPhotos.propertyId, n: count() })
            .from(propertyPhotos)
            .where(inArray(propertyPhotos.propertyId, ids))
            .groupBy(propertyPhotos.propertyId),
          db
            .selectDistinctOn([auctions.propertyId], {
              propertyId: auctions.propertyId,
              id: auctions.id,
              startsAt: auctions.startsAt,
              endsAt: auctions.endsAt,
            })
            .from(auctions)
            .where(inArray(auctions.propertyId, ids))
            .orderBy(auctions.propertyId, desc(auctions.createdAt), desc(auctions.startsAt)),
        ])
      : [[], [], []];
    const coverOf = new Map(covers.map((c) => [c.propertyId, c.thumbnailUrl]));
    const countOf = new Map(photoCounts.map((c) => [c.propertyId, c.n]));
    const auctionOf = new Map(latest.map((a) => [a.propertyId, a]));
    return rows.map((r) => ({
      row: r.property,
      title: r.title,
      agentName: r.agentFirst !== null ? `${r.agentFirst} ${r.agentLast ?? ''}`.trim() : null,
      coverUrl: coverOf.get(r.property.id) ?? null,
      photoCount: countOf.get(r.property.id) ?? 0,
      auction: auctionOf.get(r.property.id) ?? null,
    }));
  }
}

export type ListingsRepository = ReturnType<typeof listingsRepository>;
