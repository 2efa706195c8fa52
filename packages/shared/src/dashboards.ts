import { z } from 'zod';
import { APPOINTMENT_STATUSES, VISIT_TYPES } from './appointments.ts';
import { ZPhotoVariants } from './photo-variant-schema.ts';

/**
 * `GET /api/dashboard/stats`: the figures of a working area's home (spec 2 §2), counted from the
 * database for the signed-in user only. A figure the role has no use for is null (a seeker has no
 * listings; only an agency has agents). Appointments count every status but cancelled.
 */
export const ZDashboardStats = z.object({
  savedSearches: z.number().int(),
  favourites: z.number().int(),
  /** Viewings the user booked as a seeker (not cancelled). */
  bookedAppointments: z.number().int(),
  /** Listings the user works on (owned, assigned, or of the agency they own), drafts included. */
  properties: z.number().int().nullable(),
  /** Of those, the ones published. */
  published: z.number().int().nullable(),
  /** Views and contact-form leads of those listings, summed. */
  views: z.number().int().nullable(),
  leads: z.number().int().nullable(),
  /** Viewings booked on those listings (not cancelled). */
  appointments: z.number().int().nullable(),
  /** Verified agents working for the agency the user owns. */
  agents: z.number().int().nullable(),
  /** An agency's licence seats (its paid plans' licences x quantity); null for other roles. */
  licences: z.number().int().nullable(),
});
export type TDashboardStats = z.infer<typeof ZDashboardStats>;

/** How many upcoming appointments a home shows (the full list is one click away). */
export const UPCOMING_LIMIT = 4;

/**
 * `GET /api/dashboard/upcoming`: the user's next pending or confirmed viewings, soonest first, on
 * either side (booked as a seeker, or on a listing the user works on); `withName` is the other
 * party (the agent for the seeker, the client for the owner).
 */
export const ZUpcomingAppointment = z.object({
  id: z.string(),
  side: z.enum(['owner', 'seeker']),
  startsAt: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  visitType: z.enum(VISIT_TYPES),
  withName: z.string(),
  property: z.object({
    id: z.string(),
    title: z.string().nullable(),
    city: z.string().nullable(),
    thumbnail: z.string().nullable(),
    coverVariants: ZPhotoVariants,
  }),
});
export type TUpcomingAppointment = z.infer<typeof ZUpcomingAppointment>;
export const ZUpcomingAppointments = z.object({ items: z.array(ZUpcomingAppointment) });
export type TUpcomingAppointments = z.infer<typeof ZUpcomingAppointments>;
