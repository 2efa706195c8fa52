import { and, asc, count, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACTIVE_STATUSES } from '@immora/shared/appointments';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { favourites, savedSearches } from '../../db/schema/marketplace.ts';
import { properties, propertyPhotos } from '../../db/schema/properties.ts';
import { users } from '../../db/schema/users.ts';
import { managedBy } from '../listings/listings.repository.ts';
import { titleIn } from '../properties/listing-titles.ts';
import type { TLanguage } from '@immora/shared/languages';
import { coverPhotoJoin, isPublic } from '../search/listing-card.columns.ts';
import { licenceSeats } from '../licences/licences.repository.ts';

const n = (value: unknown) => Number(value ?? 0);

const notCancelled = ne(appointments.status, 'cancelled');
const seeker = alias(users, 'seeker');
/** The owner's side as the parties see it: the listing's assigned agent, else its owner. */
const agent = alias(users, 'agent');
const name = (u: typeof seeker | typeof agent) => sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

export function dashboardsRepository(db: Db) {
  return {
    async seekerCounts(userId: string) {
      const [[searches], [favs], [booked]] = await Promise.all([
        db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId)),
        db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId)),
        db
          .select({ n: count() })
          .from(appointments)
          .where(and(eq(appointments.seekerId, userId), notCancelled)),
      ]);
      return { savedSearches: n(searches?.n), favourites: n(favs?.n), bookedAppointments: n(booked?.n) };
    },
    /** Viewings booked on the listings the user works on, not cancelled. */
    async ownerAppointmentCount(userId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(appointments)
        .innerJoin(properties, eq(properties.id, appointments.propertyId))
        .where(and(managedBy(userId), notCancelled));
      return n(row?.n);
    },
    /** The user's next pending or confirmed viewings on either side, soonest first. */
    upcoming(userId: string, now: Date, limit: number, language: TLanguage | null) {
      const ownerSide = sql<boolean>`(${managedBy(userId)})`.mapWith(Boolean);
      return db
        .select({
          id: appointments.id,
          startsAt: appointments.startsAt,
          status: appointments.status,
          visitType: appointments.visitType,
          ownerSide,
          seekerName: name(seeker),
          agentName: name(agent),
          property: {
            id: properties.id,
            title: titleIn(language),
            city: properties.city,
            thumbnail: propertyPhotos.thumbnailUrl,
            coverVariants: propertyPhotos.variants,
          },
        })
        .from(appointments)
        .innerJoin(properties, eq(properties.id, appointments.propertyId))
        .innerJoin(seeker, eq(seeker.id, appointments.seekerId))
        .innerJoin(agent, eq(agent.id, sql`coalesce(${properties.agentId}, ${properties.ownerId})`))
        .leftJoin(propertyPhotos, coverPhotoJoin)
        .where(
          and(
            or(eq(appointments.seekerId, userId), managedBy(userId)),
            inArray(appointments.status, [...ACTIVE_STATUSES]),
            gte(appointments.startsAt, now),
          ),
        )
        .orderBy(asc(appointments.startsAt), asc(appointments.id))
        .limit(limit);
    },
    /** One pass over the listings the user works on. */
    async listingCounts(userId: string) {
      const [row] = await db
        .select({
          properties: count(),
          published: sql<number>`count(*) filter (where ${isPublic})`,
          views: sql<number>`coalesce(sum(${properties.views}), 0)`,
          leads: sql<number>`coalesce(sum(${properties.leads}), 0)`,
        })
        .from(properties)
        .where(managedBy(userId));
      return {
        properties: n(row?.properties),
        published: n(row?.published),
        views: n(row?.views),
        leads: n(row?.leads),
      };
    },
    /** Licence seats of the agency's paid periods covering now (the licences module's count). */
    licenceSeats: (ownerId: string) => licenceSeats(db, ownerId),

    async agentCount(ownerId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .innerJoin(agencies, eq(agencies.id, users.agencyId))
        .where(and(eq(agencies.ownerId, ownerId), eq(users.role, 'individual'), eq(users.isVerified, true)));
      return n(row?.n);
    },
  };
}

export type DashboardsRepository = ReturnType<typeof dashboardsRepository>;
