import type { TLanguage } from '@immora/shared/languages';
import { cardTitle } from '@immora/shared/listing-title';
import { personShownAs } from '@immora/shared/account-closure';
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
import { notifyParties } from './appointment-notices.ts';
import type { AppointmentRow, appointmentsRepository } from './appointments.repository.ts';
import type { TWorkingHours } from '@immora/shared/working-hours';
import { withinWeek } from '../profiles/working-hours.service.ts';
import { freeSlots, notBooked, notBusy, notPast, type SlotFilter, type TimeSlots } from './free-slots.ts';
import type { Calendars } from '../calendar/calendars.ts';
import type { Db } from '../../db/client.ts';
import { syncCalendar } from './appointment-calendar.ts';

export type Deps = {
  repo: ReturnType<typeof appointmentsRepository>;
  mailer: Mailer;
  publicUrl: string;
  mailFrom: string;
  now?: () => Date;
  /** The host's working week (profiles module); none set means open whenever the listing offers. */
  workingWeek?: (userId: string) => Promise<TWorkingHours>;
  /** The hosts' connected calendars: events for confirmed viewings, busy times for free slots (decision 025). */
  calendars?: Calendars;
  /** Where a calendar sync takes its lock on the appointment (decision 054). */
  db: Db;
};

type BookableListing = { id: string; timeSlots: TimeSlots; hostId: string };
type Query = z.output<typeof ZAppointmentsQuery>;
type Booking = z.output<typeof ZBookingRequest>;

const clock = (deps: Deps) => deps.now?.() ?? new Date();

/** One party: a closed or erased account is 'Former user' in the reader's language, with no address or phone (decision 061). */
const party = (p: AppointmentRow['seeker'], phone: boolean, language: TLanguage | null) => ({
  id: p.id,
  name: personShownAs(p, language),
  email: p.closed ? '' : p.email,
  phone: phone && !p.closed ? p.phoneNumber : null,
});

/** An appointment as one party reads it; the other party's phone only where decision 021 allows. */
export function toAppointment(row: AppointmentRow, language: TLanguage | null = null): TAppointment {
  const side = row.ownerSide ? 'owner' : 'seeker';
  const settled = row.status === 'confirmed' || row.status === 'completed';
  return {
    id: row.id,
    _id: row.id,
    side,
    property: { id: row.property.id, title: cardTitle(row.property, language), city: row.property.city },
    startsAt: row.startsAt.toISOString(),
    endsAt: new Date(row.startsAt.getTime() + SLOT_MINUTES * 60_000).toISOString(),
    status: row.status,
    visitType: row.visitType,
    // A closed visitor's profile is shared no more (decision 061).
    profileShared: row.profileShared && !row.seeker.closed,
    message: row.message,
    // A seeker gets the owner's number once the viewing is confirmed.
    agent: party(row.agent, side === 'owner' || settled, language),
    client: party(row.seeker, side === 'seeker' || row.profileShared, language),
    // The visitor reviews a completed viewing with an agent or agency once (decision 032).
    canReview:
      side === 'seeker' &&
      row.status === 'completed' &&
      (row.agent.role === 'individual' || row.agent.role === 'agency') &&
      !row.reviewed,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The listing's free slots from now on: offered by `availableTimeSlots`, not past, not held by
 * another appointment, inside the host's working hours and not busy in the host's connected
 * calendar (decision 025), and passing any further filter. With the busy ranges it left out.
 */
async function listingFreeSlots(deps: Deps, listing: BookableListing, extra: SlotFilter[] = []) {
  const now = clock(deps);
  const held = await deps.repo.heldStarts(listing.id, now);
  const week = deps.workingWeek ? await deps.workingWeek(listing.hostId) : [];
  const until = new Date(now.getTime() + (SLOT_HORIZON_DAYS + 1) * 86_400_000);
  const busy = deps.calendars ? await deps.calendars.busyTimes(listing.hostId, now, until) : [];
  const slots = freeSlots(listing.timeSlots, {
    from: now,
    days: SLOT_HORIZON_DAYS,
    filters: [notPast(now), notBooked(held), (slot) => withinWeek(week, slot.start, slot.end), notBusy(busy), ...extra],
  });
  return { slots, busy };
}

/**
 * Refuses a start that is not one of the listing's free slots: taken by another booking or busy
 * in the host's calendar (the same message: the calendar's contents are not told), or never offered.
 */
async function assertFree(deps: Deps, listing: BookableListing, start: Date) {
  const { slots, busy } = await listingFreeSlots(deps, listing);
  if (slots.some((s) => s.start.getTime() === start.getTime())) return;
  const held = await deps.repo.heldStarts(listing.id, start);
  const slot = { start, end: new Date(start.getTime() + SLOT_MINUTES * 60_000) };
  const taken = held.some((d) => d.getTime() === start.getTime()) || !notBusy(busy)(slot);
  throw AppError.conflict(taken ? M.slotTaken : M.slotNotOffered);
}

export async function slotsOf(deps: Deps, propertyId: string, viewerId: string | null): Promise<TFreeSlots> {
  const listing = await deps.repo.bookableListing(propertyId, viewerId);
  if (!listing) throw AppError.notFound(M.propertyNotFound);
  const { slots } = await listingFreeSlots(deps, listing);
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

/** Re-reads the appointment after a change, tells both parties and brings the host's calendar in line. */
async function changed(
  deps: Deps,
  id: string,
  userId: string,
  event: Parameters<typeof notifyParties>[2],
  language: TLanguage | null,
) {
  const row = (await deps.repo.byId(id, userId))!;
  await notifyParties(deps, row, event);
  if (deps.calendars) await syncCalendar({ ...deps, calendars: deps.calendars }, id, userId);
  return toAppointment(row, language);
}

/** `language` (here and below): the reader's, for the listing's title in the answer (decision 055). */
export async function book(deps: Deps, userId: string, input: Booking, language: TLanguage | null = null) {
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
  return changed(deps, result.id, userId, 'booked', language);
}

export async function getAppointment(deps: Deps, id: string, userId: string, language: TLanguage | null = null) {
  return toAppointment(await visible(deps, id, userId), language);
}

export async function updateStatus(
  deps: Deps,
  opts: { id: string; userId: string; status: 'confirmed' | 'cancelled' | 'completed'; language?: TLanguage | null },
) {
  const language = opts.language ?? null;
  const row = await visible(deps, opts.id, opts.userId);
  if (!row.ownerSide) throw AppError.forbidden(M.ownerOnly);
  const refused = ownerTransitionError(row.status, opts.status, row.startsAt, clock(deps));
  if (refused) throw AppError.conflict(refused);
  if (!(await deps.repo.transition(row.id, row.status, opts.status))) throw AppError.conflict(M.changed);
  if (opts.status === 'completed') return toAppointment((await deps.repo.byId(row.id, opts.userId))!, language);
  return changed(deps, row.id, opts.userId, opts.status, language);
}

export async function cancel(deps: Deps, opts: { id: string; userId: string; language?: TLanguage | null }) {
  const row = await visible(deps, opts.id, opts.userId);
  const refused = closedError(row.status);
  if (refused) throw AppError.conflict(refused);
  if (!(await deps.repo.transition(row.id, row.status, 'cancelled'))) throw AppError.conflict(M.changed);
  return changed(deps, row.id, opts.userId, 'cancelled', opts.language ?? null);
}

export async function reschedule(
  deps: Deps,
  opts: { id: string; userId: string; startsAt: string; language?: TLanguage | null },
) {
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
  return changed(deps, row.id, opts.userId, 'rescheduled', opts.language ?? null);
}

function page(rows: AppointmentRow[], total: number, q: Query, language: TLanguage | null) {
  return { items: rows.map((row) => toAppointment(row, language)), total, page: q.page, pageSize: q.pageSize };
}

/** Appointments of the listings the owner works on (`propertyId`: one listing, 404 if not theirs). */
export async function ownerAppointments(
  deps: Deps,
  userId: string,
  q: Query,
  propertyId?: string,
  language: TLanguage | null = null,
) {
  if (propertyId && !(await deps.repo.manages(propertyId, userId))) throw AppError.notFound(M.propertyNotFound);
  const { rows, total } = await deps.repo.ownerPage(userId, q, clock(deps), propertyId);
  return page(rows, total, q, language);
}

export async function seekerAppointments(deps: Deps, userId: string, q: Query, language: TLanguage | null = null) {
  const { rows, total } = await deps.repo.seekerPage(userId, q, clock(deps));
  return page(rows, total, q, language);
}
