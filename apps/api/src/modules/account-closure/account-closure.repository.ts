import { and, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { PUBLIC_STATUSES } from '@immora/shared/listing';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { auctions, bids } from '../../db/schema/auctions.ts';
import { properties } from '../../db/schema/properties.ts';
import { users } from '../../db/schema/users.ts';
import { listingTitles } from '../properties/listing-titles.ts';

/** The reads and writes of closing and reopening an account (decision 061). */
export function accountClosureRepository(db: Db) {
  return {
    /**
     * Closes the account and takes its public listings down (to 'pending', the former status kept
     * for a reopening), in one transaction; false when it was closed already.
     */
    async close(userId: string, closedAt: Date, eraseAfter: Date) {
      return db.transaction(async (tx) => {
        const closed = await tx
          .update(users)
          .set({ closedAt, eraseAfter })
          .where(and(eq(users.id, userId), isNull(users.closedAt)))
          .returning();
        if (!closed.length) return false;
        await tx
          .update(properties)
          .set({ statusBeforeClosure: properties.status, status: 'pending' })
          .where(and(eq(properties.ownerId, userId), inArray(properties.status, [...PUBLIC_STATUSES])));
        return true;
      });
    },

    /** Reopens a closed, not yet erased account and gives its listings their former status back; false otherwise. */
    async reopen(userId: string) {
      return db.transaction(async (tx) => {
        const opened = await tx
          .update(users)
          .set({ closedAt: null, eraseAfter: null })
          .where(and(eq(users.id, userId), isNotNull(users.closedAt), isNull(users.erasedAt)))
          .returning();
        if (!opened.length) return false;
        await tx
          .update(properties)
          .set({ status: sql`${properties.statusBeforeClosure}`, statusBeforeClosure: null })
          .where(and(eq(properties.ownerId, userId), isNotNull(properties.statusBeforeClosure)));
        return true;
      });
    },

    /** Viewings still to happen that the user booked or hosts on a listing they own. */
    async openAppointments(userId: string) {
      const rows = await db
        .select({ id: appointments.id })
        .from(appointments)
        .innerJoin(properties, eq(properties.id, appointments.propertyId))
        .where(
          and(
            inArray(appointments.status, ['pending', 'confirmed']),
            or(eq(appointments.seekerId, userId), eq(properties.ownerId, userId)),
          ),
        );
      return rows.map((r) => r.id);
    },

    /**
     * Ends every auction of the user's that has not ended (now, marked cancelled and announced, so
     * the end sweep names no winner); answers them with their listing's titles and their bidders.
     */
    async cancelAuctions(userId: string, now: Date) {
      const cancelled = await db
        .update(auctions)
        .set({
          cancelledAt: now,
          notifiedAt: now,
          endsAt: now,
          startsAt: sql`least(${auctions.startsAt}, ${new Date(now.getTime() - 1000).toISOString()}::timestamptz)`,
        })
        .where(and(eq(auctions.ownerId, userId), gt(auctions.endsAt, now), isNull(auctions.cancelledAt)))
        .returning();
      if (!cancelled.length) return [];
      const ids = cancelled.map((a) => a.id);
      const [titles, bidders] = await Promise.all([
        db
          .select({ id: properties.id, title: properties.title, titles: listingTitles })
          .from(properties)
          .where(
            inArray(
              properties.id,
              cancelled.map((a) => a.propertyId),
            ),
          ),
        db
          .selectDistinct({
            auctionId: bids.auctionId,
            email: users.email,
            firstName: users.firstName,
            language: users.language,
          })
          .from(bids)
          .innerJoin(users, eq(users.id, bids.bidderId))
          .where(and(inArray(bids.auctionId, ids), isNull(users.closedAt))),
      ]);
      return cancelled.map((a) => ({
        listing: titles.find((t) => t.id === a.propertyId) ?? null,
        bidders: bidders.filter((b) => b.auctionId === a.id),
      }));
    },

    /** The agency an agency account owns (with its agents), or the agency an agent works for (with its owner). */
    async agencyLinks(userId: string, agencyId: string | null) {
      const [owned] = await db.select().from(agencies).where(eq(agencies.ownerId, userId));
      const agents = owned
        ? await db
            .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
            .from(users)
            .where(eq(users.agencyId, owned.id))
        : [];
      const [employer] = agencyId
        ? await db.select({ ownerId: agencies.ownerId }).from(agencies).where(eq(agencies.id, agencyId))
        : [];
      return { owned: owned ?? null, agents, employerOwnerId: employer?.ownerId ?? null };
    },
  };
}

export type AccountClosureRepository = ReturnType<typeof accountClosureRepository>;
