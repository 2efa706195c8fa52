import { z } from 'zod';

/**
 * `GET /api/dashboard/stats`: the figures of a working area's home (spec 2 §2) that exist today.
 * A figure the role has no use for is null (a seeker has no listings; only an agency has agents).
 * Appointment figures come with the appointments module.
 */
export const ZDashboardStats = z.object({
  savedSearches: z.number().int(),
  favourites: z.number().int(),
  /** Listings the user works on (owned, assigned, or of the agency they own), drafts included. */
  properties: z.number().int().nullable(),
  /** Of those, the ones published. */
  published: z.number().int().nullable(),
  /** Views and leads of those listings, summed. */
  views: z.number().int().nullable(),
  leads: z.number().int().nullable(),
  /** Verified agents working for the agency the user owns. */
  agents: z.number().int().nullable(),
});
export type TDashboardStats = z.infer<typeof ZDashboardStats>;
