import { and, count, eq, gte, ilike, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TAppointmentStatus, ZAppointmentsQuery } from '@immora/shared/appointments';
import { PUBLIC_STATUSES } from '@immora/shared/listing';
import { listOffset } from '@immora/shared/list-query';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { properties } from '../../db/schema/properties.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { users } from '../../db/schema/users.ts';
import { listOrder } from '../../lib/list-order.ts';
import { accountClosed } from '../users/closed-accounts.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { managedBy } from '../listings/listings.repository.ts';
import { likePattern } from '../search/listing-card.columns.ts';
import { listingTitles } from '../properties/listing-titles.ts';

type Query = z.output<typeof ZAppointmentsQuery>;

/** Who receives the visitor: the listing's assigned agent, else its owner (their working hours count). */
const host = sql<string>`coalesce(${properties.agentId}, ${properties.ownerId})`;

const seeker = alias(users, 'seeker');
/** The owner's side as the parties see it: the listing's assigned agent, else its owner. */
const agent = alias(users, 'agent');
const person = (u: typeof seeker | typeof agent) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  phoneNumber: u.phoneNumber,
  language: u.language,
  picture: u.profilePicture,
  closed: accountClosed(u),
});

const columns = (viewerId: string) => ({
  id: appointments.id,
  propertyId: appointments.propertyId,
  startsAt: appointments.startsAt,
  status: appointments.status,
  visitType: appointments.visitType,
  profileShared: appointments.profileShared,
  message: appointments.message,
  sequence: appointments.sequence,
  /** Where the viewing's event is in the host's calendar, and the last sync failure (decision 025). */
  calendar: {
    eventId: appointments.calendarEventId,
    provider: appointments.calendarProvider,
    ownerId: appointments.calendarOwnerId,
    error: appointments.calendarSyncError,
  },
  createdAt: appointments.createdAt,
  updatedAt: appointments.updatedAt,
  property: {
    id: properties.id,
    title: properties.title,
    /** Every version's title: each reader and recipient is given theirs (decision 055). */
    titles: listingTitles,
    city: properties.city,
    address: properties.address,
    timeSlots: properties.availableTimeSlots,
    hostId: host,
  },
  seeker: { ...person(seeker), role: seeker.role },
  agent: { ...person(agent), role: agent.role },
  /** Whether the reader works on the listing (owner, assigned agent, agency owner). */
  ownerSide: sql<boolean>`(${managedBy(viewerId)})`.mapWith(Boolean),
  /** Whether the visitor has reviewed the viewing (decision 032). */
  reviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.appointmentId} = ${appointments.id})`.mapWith(
    Boolean,
  ),
});

export type AppointmentRow = Awaited<ReturnType<ReturnType<typeof appointmentsRepository>['byId']>> & {};

const SORT_COLUMNS = {
  startsAt: appointments.startsAt,
  createdAt: appointments.createdAt,
  status: appointments.status,
};

/**
 * The list's order: `upcoming` (the default) puts the coming viewings first, soonest first, then the
 * past ones, latest first — nearest to `now` first on each side ('desc' is the exact reverse); the
 * other keys sort by their column. The id keeps pages stable.
 */
function order(q: Query, now: Date): SQL[] {
  const tieBreaker = sql`${appointments.id} asc`;
  if (q.sort !== 'upcoming')
    return listOrder(SORT_COLUMNS, { sort: q.sort, order: q.order }, sql`${appointments.startsAt} asc`, tieBreaker);
  const at = sql`${now.toISOString()}::timestamptz`;
  const direction = q.order === 'asc' ? sql`asc` : sql`desc`;
  return [
    sql`(${appointments.startsAt} < ${at}) ${direction}`,
    sql`abs(extract(epoch from ${appointments.startsAt} - ${at})) ${direction}`,
    tieBreaker,
  ];
}

/** The list filters every side shares: status, upcoming or past, a name or title. */
function filters(q: Query, now: Date): (SQL | undefined)[] {
  const pattern = q.q ? likePattern(q.q) : null;
  return [
    q.status ? eq(appointments.status, q.status) : undefined,
    q.when === 'upcoming'
      ? gte(appointments.startsAt, now)
      : q.when === 'past'
        ? lt(appointments.startsAt, now)
        : undefined,
    pattern
      ? or(
          ilike(properties.title, pattern),
          ilike(sql`${seeker.firstName} || ' ' || ${seeker.lastName}`, pattern),
          ilike(sql`${agent.firstName} || ' ' || ${agent.lastName}`, pattern),
        )
      : undefined,
  ];
}

/** From `since` on, hosted by the user or with an event in their calendar, and the last change did not reach it. */
const unsynced = (userId: string, since: Date) =>
  and(
    isNotNull(appointments.calendarSyncError),
    gte(appointments.startsAt, since),
    or(eq(appointments.calendarOwnerId, userId), eq(host, userId)),
  );

export type BookingResult = { id: string } | 'slotTaken' | 'alreadyBooked';

export function appointmentsRepository(db: Db) {
  const base = (viewerId: string) =>
    db
      .select(columns(viewerId))
      .from(appointments)
      .innerJoin(properties, eq(properties.id, appointments.propertyId))
      .innerJoin(seeker, eq(seeker.id, appointments.seekerId))
      .innerJoin(agent, eq(agent.id, sql`coalesce(${properties.agentId}, ${properties.ownerId})`))
      .$dynamic();

  async function page(viewerId: string, where: SQL | undefined, q: Query, now: Date) {
    const [rows, [total]] = await Promise.all([
      base(viewerId)
        .where(where)
        .orderBy(...order(q, now))
        .limit(q.pageSize)
        .offset(listOffset(q)),
      db
        .select({ n: count() })
        .from(appointments)
        .innerJoin(properties, eq(properties.id, appointments.propertyId))
        .innerJoin(seeker, eq(seeker.id, appointments.seekerId))
        .innerJoin(agent, eq(agent.id, sql`coalesce(${properties.agentId}, ${properties.ownerId})`))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  return {
    /** One appointment with its listing and both parties, as `viewerId` reads it. */
    async byId(id: string, viewerId: string) {
      const [row] = await base(viewerId).where(eq(appointments.id, id));
      return row;
    },

    /** Appointments of the listings the user works on (optionally one listing). */
    ownerPage(userId: string, q: Query, now: Date, propertyId?: string) {
      const where = and(
        managedBy(userId),
        propertyId ? eq(appointments.propertyId, propertyId) : undefined,
        ...filters(q, now),
      );
      return page(userId, where, q, now);
    },

    /** The user's appointments on either side from `since` on, not cancelled: their calendar feed. */
    feedRows(userId: string, since: Date, limit = 1000) {
      return base(userId)
        .where(
          and(
            or(eq(appointments.seekerId, userId), managedBy(userId)),
            ne(appointments.status, 'cancelled'),
            gte(appointments.startsAt, since),
          ),
        )
        .orderBy(appointments.startsAt)
        .limit(limit);
    },

    /** Appointments the user booked. */
    seekerPage(userId: string, q: Query, now: Date) {
      return page(userId, and(eq(appointments.seekerId, userId), ...filters(q, now)), q, now);
    },

    /** A public listing that can be booked, with whether `viewerId` works on it. */
    async bookableListing(propertyId: string, viewerId: string | null) {
      const [row] = await db
        .select({
          id: properties.id,
          timeSlots: properties.availableTimeSlots,
          hostId: host,
          ownerSide: viewerId ? sql<boolean>`(${managedBy(viewerId)})`.mapWith(Boolean) : sql<boolean>`false`,
        })
        .from(properties)
        .where(and(eq(properties.id, propertyId), inArray(properties.status, [...PUBLIC_STATUSES])));
      return row;
    },

    /** Whether the user works on the listing (any status). */
    async manages(propertyId: string, userId: string) {
      const [row] = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, propertyId), managedBy(userId)));
      return Boolean(row);
    },

    /** Starts of the listing's slots held by an appointment (not cancelled) from `from` on. */
    async heldStarts(propertyId: string, from: Date) {
      const rows = await db
        .select({ startsAt: appointments.startsAt })
        .from(appointments)
        .where(
          and(
            eq(appointments.propertyId, propertyId),
            ne(appointments.status, 'cancelled'),
            gte(appointments.startsAt, from),
          ),
        );
      return rows.map((r) => r.startsAt);
    },

    /** Books a slot; the partial unique indexes decide between concurrent bookings. */
    async book(row: typeof appointments.$inferInsert): Promise<BookingResult> {
      try {
        const [created] = await db.insert(appointments).values(row).returning();
        return created!;
      } catch (error) {
        if (isUniqueViolation(error, 'appointments_active_slot_key')) return 'slotTaken';
        if (isUniqueViolation(error, 'appointments_one_open_per_seeker_key')) return 'alreadyBooked';
        throw error;
      }
    },

    /**
     * Moves the appointment from `from` to `to` (raising the invitation's sequence) only if it is
     * still in `from`: of two concurrent changes, the second finds nothing and says so (false).
     */
    async transition(id: string, from: TAppointmentStatus, to: TAppointmentStatus) {
      const rows = await db
        .update(appointments)
        .set({ status: to, sequence: sql`${appointments.sequence} + 1` })
        .where(and(eq(appointments.id, id), eq(appointments.status, from)))
        .returning();
      return rows.length > 0;
    },

    /** Records where the viewing's calendar event is (or that it is gone), or why the change did not reach it. */
    async setCalendar(
      id: string,
      values: Partial<
        Pick<
          typeof appointments.$inferInsert,
          'calendarEventId' | 'calendarProvider' | 'calendarOwnerId' | 'calendarSyncError'
        >
      >,
    ) {
      await db.update(appointments).set(values).where(eq(appointments.id, id));
    },

    /**
     * Ids of the appointments from `since` on, hosted by the user or with an event in their
     * calendar, whose last change did not reach the calendar (at most `limit`, soonest first).
     */
    async calendarFailures(userId: string, since: Date, limit = 50) {
      const rows = await db
        .select({ id: appointments.id })
        .from(appointments)
        .innerJoin(properties, eq(properties.id, appointments.propertyId))
        .where(unsynced(userId, since))
        .orderBy(appointments.startsAt)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async calendarFailureCount(userId: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(appointments)
        .innerJoin(properties, eq(properties.id, appointments.propertyId))
        .where(unsynced(userId, since));
      return row?.n ?? 0;
    },

    /** Moves an open appointment to a new start and confirms it; 'slotTaken' when that start is held. */
    async reschedule(id: string, from: TAppointmentStatus, startsAt: Date) {
      try {
        const rows = await db
          .update(appointments)
          .set({ startsAt, status: 'confirmed', sequence: sql`${appointments.sequence} + 1` })
          .where(and(eq(appointments.id, id), eq(appointments.status, from)))
          .returning();
        return rows.length > 0;
      } catch (error) {
        if (isUniqueViolation(error, 'appointments_active_slot_key')) return 'slotTaken' as const;
        throw error;
      }
    },
  };
}
