import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { properties, propertyPhotos } from '../../db/schema/properties.ts';

export type PhotoRow = typeof propertyPhotos.$inferSelect;
/** A transaction (or the database): what these helpers need of it. */
type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
type NewPhoto = Pick<
  typeof propertyPhotos.$inferInsert,
  'id' | 'url' | 'thumbnailUrl' | 'width' | 'height' | 'variants'
>;

/** A listing's photos in display order. */
const listOf = (db: Tx, propertyId: string) =>
  db
    .select()
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId))
    .orderBy(asc(propertyPhotos.position));

/**
 * Every change of a listing's photos runs in a transaction that first locks the listing's row,
 * so two requests on the same listing take turns (positions and the photo limit stay right).
 */
/** Locks the listing's row for the transaction; its status, or null for an unknown listing. */
async function lockListing(tx: Tx, propertyId: string) {
  const [row] = await tx
    .select({ status: properties.status })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('update');
  return row?.status ?? null;
}

/**
 * Positions are unique per listing and the index is checked row by row, so a new order is
 * written in two steps: every position made negative (still distinct), then the final ones.
 */
async function writeOrder(tx: Tx, propertyId: string, orderedIds: string[]) {
  await tx
    .update(propertyPhotos)
    .set({ position: sql`-1 - ${propertyPhotos.position}` })
    .where(eq(propertyPhotos.propertyId, propertyId));
  if (!orderedIds.length) return;
  const ids = sql`array[${sql.join(
    orderedIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  await tx
    .update(propertyPhotos)
    .set({ position: sql`array_position(${ids}, ${propertyPhotos.id}) - 1` })
    .where(eq(propertyPhotos.propertyId, propertyId));
}

export function photosRepository(db: Db) {
  return {
    /** The people who may manage a listing; null when there is no such listing. */
    async listing(propertyId: string) {
      const [row] = await db
        .select({
          id: properties.id,
          ownerId: properties.ownerId,
          agentId: properties.agentId,
          agencyId: properties.agencyId,
        })
        .from(properties)
        .where(eq(properties.id, propertyId));
      return row ?? null;
    },

    list: (propertyId: string) => listOf(db, propertyId),

    async count(propertyId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(propertyPhotos)
        .where(eq(propertyPhotos.propertyId, propertyId));
      return row?.n ?? 0;
    },

    /**
     * Appends photos after the existing ones; the first photo of a listing without a cover
     * becomes its cover. 'tooMany' (nothing written) when the listing would exceed `limit`.
     */
    async append(propertyId: string, photos: NewPhoto[], limit: number) {
      return db.transaction(async (tx) => {
        if (!(await lockListing(tx, propertyId))) return 'notFound' as const;
        const [stats] = await tx
          .select({
            n: count(),
            last: max(propertyPhotos.position),
            covers: sql<number>`count(*) filter (where ${propertyPhotos.isCover})`.mapWith(Number),
          })
          .from(propertyPhotos)
          .where(eq(propertyPhotos.propertyId, propertyId));
        if ((stats?.n ?? 0) + photos.length > limit) return 'tooMany' as const;
        const start = (stats?.last ?? -1) + 1;
        const needsCover = (stats?.covers ?? 0) === 0;
        await tx
          .insert(propertyPhotos)
          .values(photos.map((p, i) => ({ ...p, propertyId, position: start + i, isCover: needsCover && i === 0 })));
        return listOf(tx, propertyId);
      });
    },

    /** Writes a new order; 'mismatch' (nothing written) unless `photoIds` lists every photo once. */
    async reorder(propertyId: string, photoIds: string[]) {
      return db.transaction(async (tx) => {
        if (!(await lockListing(tx, propertyId))) return 'notFound' as const;
        const current = await listOf(tx, propertyId);
        const wanted = new Set(photoIds);
        const same =
          wanted.size === photoIds.length &&
          photoIds.length === current.length &&
          current.every((p) => wanted.has(p.id));
        if (!same) return 'mismatch' as const;
        await writeOrder(tx, propertyId, photoIds);
        return listOf(tx, propertyId);
      });
    },

    /** Makes one photo the listing's only cover; 'photoNotFound' when it is not one of its photos. */
    async setCover(propertyId: string, photoId: string) {
      return db.transaction(async (tx) => {
        if (!(await lockListing(tx, propertyId))) return 'notFound' as const;
        const [photo] = await tx
          .select({ id: propertyPhotos.id })
          .from(propertyPhotos)
          .where(and(eq(propertyPhotos.propertyId, propertyId), eq(propertyPhotos.id, photoId)));
        if (!photo) return 'photoNotFound' as const;
        await tx
          .update(propertyPhotos)
          .set({ isCover: sql`${propertyPhotos.id} = ${photoId}` })
          .where(eq(propertyPhotos.propertyId, propertyId));
        return listOf(tx, propertyId);
      });
    },

    /**
     * Removes a photo, closes the gap in the positions and, when it was the cover, makes the
     * first remaining photo the cover. Answers the removed row (for its files) and the rest.
     */
    async remove(propertyId: string, photoId: string) {
      return db.transaction(async (tx) => {
        const status = await lockListing(tx, propertyId);
        if (!status) return 'notFound' as const;
        const current = await listOf(tx, propertyId);
        if (!current.some((p) => p.id === photoId)) return 'photoNotFound' as const;
        // As a listing's fields (listings.service.ts updateListing): only a draft may become incomplete.
        if (status !== 'draft' && current.length === 1) return 'lastPhoto' as const;
        const [removed] = await tx
          .delete(propertyPhotos)
          .where(and(eq(propertyPhotos.propertyId, propertyId), eq(propertyPhotos.id, photoId)))
          .returning();
        if (!removed) return 'photoNotFound' as const;
        const rest = await listOf(tx, propertyId);
        await writeOrder(
          tx,
          propertyId,
          rest.map((p) => p.id),
        );
        if (rest.length && !rest.some((p) => p.isCover)) {
          await tx.update(propertyPhotos).set({ isCover: true }).where(eq(propertyPhotos.id, rest[0]!.id));
        }
        return { removed, photos: await listOf(tx, propertyId) };
      });
    },
  };
}
