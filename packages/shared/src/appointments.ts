import { z } from 'zod';
import { listQuery } from './list-query.ts';

/**
 * Viewing appointments (issue 13, decision 021). A booking starts `pending`; the owner confirms
 * it (or cancels it); a confirmed viewing is completed once its time has come; either party may
 * cancel while it is pending or confirmed. Completed and cancelled are final.
 */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type TAppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const VISIT_TYPES = ['inPerson', 'video'] as const;
export type TVisitType = (typeof VISIT_TYPES)[number];

/** Every viewing lasts one slot: the listing's slots are whole hours ('09:00'), so an hour. */
export const SLOT_MINUTES = 60;
/** How far ahead the listing page offers slots. */
export const SLOT_HORIZON_DAYS = 28;
/** The listing's weekdays and hours are Belgian local time. */
export const SLOT_TIME_ZONE = 'Europe/Brussels';

/** The statuses an owner may move an appointment to, from each status (the seeker may only cancel). */
export const OWNER_TRANSITIONS: Record<TAppointmentStatus, readonly TAppointmentStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  cancelled: [],
  completed: [],
};
/** Statuses in which the appointment still holds its slot and can be cancelled or rescheduled. */
export const ACTIVE_STATUSES: readonly TAppointmentStatus[] = ['pending', 'confirmed'];

export const APPOINTMENT_MESSAGES = {
  notFound: 'Appointment not found',
  propertyNotFound: 'Property not found',
  slotTaken: 'This time slot is no longer available. Please choose another one.',
  slotNotOffered: 'This listing does not offer viewings at that time. Please choose one of its free slots.',
  ownListing: 'You cannot book a viewing of your own listing.',
  alreadyBooked: 'You already have a viewing of this listing booked. Cancel it to choose another time.',
  startsAt: 'Choose a date and time for the viewing',
  visitType: 'Choose in person or video',
  status: 'Choose confirmed, cancelled or completed',
  message: 'The message can be at most 1000 characters',
  final: (status: TAppointmentStatus) => `This appointment is ${status} and can no longer be changed.`,
  transition: (from: TAppointmentStatus, to: TAppointmentStatus) => `A ${from} appointment cannot be marked ${to}.`,
  same: (status: TAppointmentStatus) => `This appointment is already ${status}.`,
  notYet: 'A viewing can be marked completed only once its time has come.',
  passed: 'This viewing’s time has passed: it can only be completed or cancelled.',
  changed: 'This appointment was changed in the meantime. Please reload it and try again.',
  ownerOnly: 'Only the listing’s owner can change this appointment’s status. You can cancel it.',
  sameTime: 'The appointment is already at this time. Please choose another one.',
  profileNotShared: 'The client did not share their profile for this appointment.',
  profileOwnerOnly: 'Only the listing’s side can view the client’s profile.',
  // The screens' texts (spec 2 §8).
  loadFailed: 'Error loading appointments',
  rescheduleFailed: 'Failed to reschedule the appointment. Please try again.',
  statusFailed: 'Failed to update appointment status.',
  rescheduled: 'Appointment Rescheduled',
} as const;

const ZStartsAt = z.iso.datetime({ offset: true, error: APPOINTMENT_MESSAGES.startsAt });

export const ZAppointmentIdParams = z.object({ id: z.uuid({ error: APPOINTMENT_MESSAGES.notFound }) });

/** POST /api/appointments: a seeker books one of a listing's free slots. */
export const ZBookingRequest = z.object({
  propertyId: z.uuid({ error: APPOINTMENT_MESSAGES.propertyNotFound }),
  startsAt: ZStartsAt,
  visitType: z.enum(VISIT_TYPES, { error: APPOINTMENT_MESSAGES.visitType }).default('inPerson'),
  profileShared: z.boolean({ error: 'Profile shared must be true or false' }).default(false),
  message: z.string().trim().max(1000, APPOINTMENT_MESSAGES.message).default(''),
});
export type TBookingRequest = z.input<typeof ZBookingRequest>;

/** PATCH /api/appointments/:id/status: the owner's update-status dialog. */
export const ZStatusUpdateRequest = z.object({
  status: z.enum(['confirmed', 'cancelled', 'completed'], { error: APPOINTMENT_MESSAGES.status }),
});
export type TStatusUpdateRequest = z.infer<typeof ZStatusUpdateRequest>;

/** PATCH /api/appointments/:id/schedule: the owner's reschedule dialog (a new free start). */
export const ZRescheduleRequest = z.object({ startsAt: ZStartsAt });
export type TRescheduleRequest = z.infer<typeof ZRescheduleRequest>;

/** One party as the other sees it: phone only when the seeker shares their profile (decision 021). */
const ZParty = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

/** An appointment as either party sees it (`side` says which one the reader is). */
export const ZAppointment = z.object({
  id: z.string(),
  _id: z.string(),
  side: z.enum(['owner', 'seeker']),
  property: z.object({ id: z.string(), title: z.string().nullable(), city: z.string().nullable() }),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  visitType: z.enum(VISIT_TYPES),
  profileShared: z.boolean(),
  message: z.string(),
  agent: ZParty,
  client: ZParty,
  /** The reader is its visitor and may review it now (completed, with an agent or agency, not reviewed yet). */
  canReview: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAppointment = z.infer<typeof ZAppointment>;

/** GET /api/appointments/:id/profile: the profile a seeker shared with the listing's side (the owner's "profile view"). */
export const ZSharedProfile = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  picture: z.string().nullable(),
});
export type TSharedProfile = z.infer<typeof ZSharedProfile>;

/**
 * GET /api/appointments…: by default the coming viewings first, soonest first, then the past ones,
 * latest first (`upcoming`; 'desc' reverses it); filter by status, upcoming or past; search a name or title.
 */
export const APPOINTMENT_SORTS = ['upcoming', 'startsAt', 'createdAt', 'status'] as const;
export const ZAppointmentsQuery = listQuery({
  sorts: APPOINTMENT_SORTS,
  defaultSort: 'upcoming',
  defaultOrder: 'asc',
  filters: {
    status: z.enum(APPOINTMENT_STATUSES, { error: 'Unknown appointment status' }).optional(),
    when: z.enum(['upcoming', 'past'], { error: "When must be 'upcoming' or 'past'" }).optional(),
  },
});
export type TAppointmentsQuery = z.input<typeof ZAppointmentsQuery>;

/** A free viewing slot of a listing (UTC instants; the page shows them in Belgian time). */
export const ZSlot = z.object({ startsAt: z.string(), endsAt: z.string() });
export type TSlot = z.infer<typeof ZSlot>;
export const ZFreeSlots = z.object({
  /** False for a reader who works on the listing: the page shows no booking form to its owner. */
  bookable: z.boolean(),
  slotMinutes: z.number().int(),
  timeZone: z.string(),
  slots: z.array(ZSlot),
});
export type TFreeSlots = z.infer<typeof ZFreeSlots>;

/** The private calendar feed: its address is shown once, when it is made. */
export const FEED_MESSAGES = { notFound: 'Calendar feed not found' } as const;
export const ZFeedLink = z.object({ url: z.string(), createdAt: z.string() });
export type TFeedLink = z.infer<typeof ZFeedLink>;
export const ZFeedStatus = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type TFeedStatus = z.infer<typeof ZFeedStatus>;
export const ZFeedParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, { error: FEED_MESSAGES.notFound }),
});
