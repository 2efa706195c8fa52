import {
  APPOINTMENT_MESSAGES as M,
  SLOT_HORIZON_DAYS,
  SLOT_MINUTES,
  SLOT_TIME_ZONE,
  type TAppointment,
  type TFreeSlots,
  type ZAppointmentsQuery,
  type ZBookingRequest,
} from '@immora/shared/appointments';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import { closedError, ownerTransitionError } from './appointment-rules.ts';
import { fullName, notifyParties } from './appointment-notices.ts';
import type { AppointmentRow, appointmentsRepository } from './appointments.repository.ts';
import type { TWorkingHours } from '@immora/shared/working-hours';
import { withinWeek } from '../profiles/working-hours.service.ts';
import { freeSlots, notBooked, notPast, type SlotFilter, type TimeSlots } from './free-slots.ts';

export type Deps = {
  repo: ReturnType<typeof appointmentsRepository>;
  mailer: Mailer;
  publicUrl: string;
  mailFrom: string;
  now?: () => Date;
  /** The host's working week (profiles module); none set means open whenever the listing offers. */
  workingWeek?: (userId: string) => Promise<TWorkingHours>;
};

type BookableListing = { id: string; timeSlots: TimeSlots; hostId: string };
type Query = z.output<typeof ZAppointmentsQuery>;
type Booking = z.output<typeof ZBookingRequest>;

const clock = (deps: Deps) => deps.now?.() ?? new Date();

/** An appointment as one party reads it; the other party's phone only where decision 021 allows. */
export function toAppointment(row: AppointmentRow): TAppointment {
  const side = row.ownerSide ? 'owner' : 'seeker';
  const settled = row.status === 'confirmed' || row.status === 'completed';
  return {
    id: row.id,
    _id: row.id,
    side,
    property: { id: row.property.id, title: row.property.title, city: row.property.city },
    startsAt: row.startsAt.toISOString(),
    endsAt: new Date(row.startsAt.getTime() + SLOT_MINUTES * 60_000).toISOString(),
    status: row.status,
    visitType: row.visitType,
    profileShared: row.profileShared,
    message: row.message,
    agent: {
      id: row.agent.id,
      name: fullName(row.agent),
      email: row.agent.email,
      // A seeker gets the owner's number once the viewing is confirmed.
      phone: side === 'owner' || settled ? row.agent.phoneNumber : null,
    },
    client: {
      id: row.seeker.id,
      name: fullName(row.seeker),
      email: row.seeker.email,
      phone: side === 'seeker' || row.profileShared ? row.seeker.phoneNumber : null,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The listing's free slots from now on: offered by `availableTimeSlots`, not past, not held by
 * another appointment, and passing any further filter (working hours, calendar busy times).
 */
async function listingFreeSlots(deps: Deps, listing: BookableListing, extra: SlotFilter[] = []) {
  const now = clock(deps);
  const held = await deps.repo.heldStarts(listing.id, now);
  const week = deps.workingWeek ? await deps.workingWeek(listing.hostId) : [];
  return freeSlots(listing.timeSlots, {
    from: now,
    days: SLOT_HORIZON_DAYS,
    filters: [notPast(now), notBooked(held), (slot) => withinWeek(week, slot.start, slot.end), ...extra],
  });
}

/** Refuses a start that is not one of the listing's free slots: taken by another booking, or never offered. */
async function assertFree(deps: Deps, listing: BookableListing, start: Date) {
  const free = await listingFreeSlots(deps, listing);
  if (free.some((s) => s.start.getTime() === start.getTime())) return;
  const held = await deps.repo.heldStarts(listing.id, start);
  throw AppError.conflict(held.some((d) => d.getTime() === start.getTime()) ? M.slotTaken : M.slotNotOffered);
}

export async function slotsOf(deps: Deps, propertyId: string, viewerId: string | null): Promise<TFreeSlots> {
  const listing = await deps.repo.bookableListing(propertyId, viewerId);
  if (!listing) throw AppError.notFound(M.propertyNotFound);
  const slots = await listingFreeSlots(deps, listing);
  return {
    bookable: !listing.ownerSide,
    slotMinutes: SLOT_MINUTES,
    timeZone: SLOT_TIME_ZONE,
    slots: slots.map((s) => ({ startsAt: s.start.toISOString(), endsAt: s.end.toISOString() })),
  };
}

/** A party's appointment, or 404 for anyone else (its existence is not told). */
export async function visible(deps: Deps, id: string, userId: string) {
  const row = await deps.repo.byId(id, userId);
  if (!row || (!row.ownerSide && row.seeker.id !== userId)) throw AppError.notFound(M.notFound);
  return row;
}

/** Re-reads the appointment after a change and tells both parties. */
async function changed(deps: Deps, id: string, userId: string, event: Parameters<typeof notifyParties>[2]) {
  const row = (await deps.repo.byId(id, userId))!;
  await notifyParties(deps, row, event);
  return toAppointment(row);
}

export async function book(deps: Deps, userId: string, input: Booking) {
  const listing = await deps.repo.bookableListing(input.propertyId, userId);
  if (!listing) throw AppError.notFound(M.propertyNotFound);
  if (listing.ownerSide) throw AppError.forbidden(M.ownListing);
  const start = new Date(input.startsAt);
  await assertFree(deps, listing, start);
  const result = await deps.repo.book({
    propertyId: listing.id,
    seekerId: userId,
    startsAt: start,
    visitType: input.visitType,
    profileShared: input.profileShared,
    message: input.message,
  });
  if (result === 'slotTaken') throw AppError.conflict(M.slotTaken);
  if (result === 'alreadyBooked') throw AppError.conflict(M.alreadyBooked);
  return changed(deps, result.id, userId, 'booked');
}

export async function getAppointment(deps: Deps, id: string, userId: string) {
  return toAppointment(await visible(deps, id, userId));
}

export async function updateStatus(
  deps: Deps,
  opts: { id: string; userId: string; status: 'confirmed' | 'cancelled' | 'completed' },
) {
  const row = await visible(deps, opts.id, opts.userId);
  if (!row.ownerSide) throw AppError.forbidden(M.ownerOnly);
  const refused = ownerTransitionError(row.status, opts.status, row.startsAt, clock(deps));
  if (refused) throw AppError.conflict(refused);
  if (!(await deps.repo.transition(row.id, row.status, opts.status))) throw AppError.conflict(M.changed);
  if (opts.status === 'completed') return toAppointment((await deps.repo.byId(row.id, opts.userId))!);
  return changed(deps, row.id, opts.userId, opts.status);
}

export async function cancel(deps: Deps, opts: { id: string; userId: string }) {
  const row = await visible(deps, opts.id, opts.userId);
  const refused = closedError(row.status);
  if (refused) throw AppError.conflict(refused);
  if (!(await deps.repo.transition(row.id, row.status, 'cancelled'))) throw AppError.conflict(M.changed);
  return changed(deps, row.id, opts.userId, 'cancelled');
}

export async function reschedule(deps: Deps, opts: { id: string; userId: string; startsAt: string }) {
  const row = await visible(deps, opts.id, opts.userId);
  if (!row.ownerSide) throw AppError.forbidden(M.ownerOnly);
  const refused = closedError(row.status);
  if (refused) throw AppError.conflict(refused);
  const start = new Date(opts.startsAt);
  if (start.getTime() === row.startsAt.getTime()) throw AppError.conflict(M.sameTime);
  await assertFree(deps, { id: row.propertyId, timeSlots: row.property.timeSlots, hostId: row.property.hostId }, start);
  const moved = await deps.repo.reschedule(row.id, row.status, start);
  if (moved === 'slotTaken') throw AppError.conflict(M.slotTaken);
  if (!moved) throw AppError.conflict(M.changed);
  return changed(deps, row.id, opts.userId, 'rescheduled');
}

function page(rows: AppointmentRow[], total: number, q: Query) {
  return { items: rows.map(toAppointment), total, page: q.page, pageSize: q.pageSize };
}

/** Appointments of the listings the owner works on (`propertyId`: one listing, 404 if not theirs). */
export async function ownerAppointments(deps: Deps, userId: string, q: Query, propertyId?: string) {
  if (propertyId && !(await deps.repo.manages(propertyId, userId))) throw AppError.notFound(M.propertyNotFound);
  const { rows, total } = await deps.repo.ownerPage(userId, q, clock(deps), propertyId);
  return page(rows, total, q);
}

export async function seekerAppointments(deps: Deps, userId: string, q: Query) {
  const { rows, total } = await deps.repo.seekerPage(userId, q, clock(deps));
  return page(rows, total, q);
}
