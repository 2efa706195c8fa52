import { and, desc, eq, inArray } from 'drizzle-orm';
import { PUBLIC_STATUSES } from '@immora/shared/listing';
import type { Db } from '../../db/client.ts';
import { favourites } from '../../db/schema/marketplace.ts';
import { properties, propertyPhotos } from '../../db/schema/properties.ts';
import { cardColumns, coverPhotoJoin } from '../search/listing-card.columns.ts';

export function favouritesRepository(db: Db) {
  return {
    /** The user's favourites that are still public, newest first, as card rows. */
    async list(userId: string) {
      return db
        .select({
          ...cardColumns,
          favouritedAt: favourites.createdAt,
        })
        .from(favourites)
        .innerJoin(properties, eq(properties.id, favourites.propertyId))
        .leftJoin(propertyPhotos, coverPhotoJoin)
        .where(and(eq(favourites.userId, userId), inArray(properties.status, [...PUBLIC_STATUSES])))
        .orderBy(desc(favourites.createdAt));
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
