import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZFavouritesQuery } from '@immora/shared/favourites';
import { listOffset } from '@immora/shared/list-query';
import { PUBLIC_STATUSES } from '@immora/shared/listing';
import type { Db } from '../../db/client.ts';
import { favourites } from '../../db/schema/marketplace.ts';
import { properties, propertyPhotos } from '../../db/schema/properties.ts';
import { listOrder } from '../../lib/list-order.ts';
import { cardColumns, coverPhotoJoin, likePattern } from '../search/listing-card.columns.ts';

const FAVOURITE_SORT_COLUMNS = {
  createdAt: favourites.createdAt,
  price: properties.priceCents,
  title: sql`lower(${properties.title})`,
};

export function favouritesRepository(db: Db) {
  return {
    /** One page of the user's favourites that are still public, as card rows, in the asked order. */
    async list(userId: string, q: z.output<typeof ZFavouritesQuery>) {
      const where = and(
        eq(favourites.userId, userId),
        inArray(properties.status, [...PUBLIC_STATUSES]),
        q.type ? eq(properties.type, q.type) : undefined,
        q.q ? ilike(properties.title, likePattern(q.q)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...cardColumns, favouritedAt: favourites.createdAt })
          .from(favourites)
          .innerJoin(properties, eq(properties.id, favourites.propertyId))
          .leftJoin(propertyPhotos, coverPhotoJoin)
          .where(where)
          .orderBy(...listOrder(FAVOURITE_SORT_COLUMNS, q, desc(favourites.createdAt), desc(properties.id)))
          .limit(q.pageSize)
          .offset(listOffset(q)),
        db
          .select({ n: count() })
          .from(favourites)
          .innerJoin(properties, eq(properties.id, favourites.propertyId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async ids(userId: string) {
      const rows = await db.select({ id: favourites.propertyId }).from(favourites).where(eq(favourites.userId, userId));
      return rows.map((r) => r.id);
    },
    async isPublic(propertyId: string) {
      const [row] = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, propertyId), inArray(properties.status, [...PUBLIC_STATUSES])));
      return Boolean(row);
    },
    /** Idempotent: favouriting twice keeps one row. */
    async add(userId: string, propertyId: string) {
      await db.insert(favourites).values({ userId, propertyId }).onConflictDoNothing();
    },
    async remove(userId: string, propertyId: string) {
      const rows = await db
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.propertyId, propertyId)))
        .returning();
      return rows.length > 0;
    },
  };
}
