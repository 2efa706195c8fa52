import { z } from 'zod';
import { ZPropertyCard, ZPropertySearchQuery } from './properties.ts';
import { ZWorkingHours } from './working-hours.ts';

/**
 * Public directories of professionals: GET /api/agents, /api/agents/{id}, /api/agencies and
 * /api/agencies/{id}. Paging follows property search (page from 1, at most 48 a page).
 */
export const ZPageQuery = z.object({
  page: ZPropertySearchQuery.shape.page,
  pageSize: ZPropertySearchQuery.shape.pageSize,
});

const directoryQuery = ZPageQuery.extend({
  /** Free text: a person's or an agency's name, case-insensitive. */
  q: z.string().trim().max(120, 'Search text is too long').optional(),
  /** A city by its English, Dutch or French name, case-insensitive. */
  city: z.string().trim().max(80, 'City is too long').optional(),
});

export const ZAgentListQuery = directoryQuery;
export type TAgentListQuery = z.input<typeof ZAgentListQuery>;
export const ZAgencyListQuery = directoryQuery;
export type TAgencyListQuery = z.input<typeof ZAgencyListQuery>;

/** An id in a path; anything that is not one of ours is answered 404, never 500. */
export const ZIdParams = z.object({ id: z.string().max(100) });

/** Opening hours as the working-hours editor stores them (working-hours.ts). */
export { ZWorkingHours, type TWorkingHours } from './working-hours.ts';

/** Published listings of a professional: the newest ones as cards, and how many there are. */
export const ZListingSample = z.object({ items: z.array(ZPropertyCard), total: z.number().int() });
export const LISTING_SAMPLE_SIZE = 12;

export const ZAgentListItem = z.object({
  id: z.string(),
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  profilePicture: z.string().nullable(),
  agency: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The agency's name, or an independent agent's own agency (trading) name. */
  agencyName: z.string().nullable(),
  /** The agency's city, otherwise the city of most of the agent's listings. */
  city: z.string().nullable(),
  /** Number of published listings the agent handles. */
  listings: z.number().int(),
  phone: z.string().nullable(),
  companyEmail: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  /** Staff confirmed the BIV/IPI number and it is unchanged since (decision 077): the "Verified agent" badge. */
  verified: z.boolean(),
});
export type TAgentListItem = z.infer<typeof ZAgentListItem>;

export const ZAgentProfile = ZAgentListItem.extend({
  bio: z.string().nullable(),
  workingHours: ZWorkingHours.nullable(),
  /** The 12 newest published listings and their total. */
  properties: ZListingSample,
});
export type TAgentProfile = z.infer<typeof ZAgentProfile>;

export const ZAgencyListItem = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  address: z.string(),
  city: z.string().nullable(),
  /** Number of verified agents working for the agency. */
  agents: z.number().int(),
  /** Number of published listings of the agency. */
  listings: z.number().int(),
  /** Staff confirmed the BIV/IPI number and it is unchanged since (decision 077): the "Verified agent" badge. */
  verified: z.boolean(),
});
export type TAgencyListItem = z.infer<typeof ZAgencyListItem>;

export const ZAgencyAgent = z.object({
  id: z.string(),
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  profilePicture: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  /** Staff confirmed the BIV/IPI number and it is unchanged since (decision 077): the "Verified agent" badge. */
  verified: z.boolean(),
});
export type TAgencyAgent = z.infer<typeof ZAgencyAgent>;

export const ZAgencyProfile = ZAgencyListItem.extend({
  /** The agency's agents (their number is `agents`). */
  team: z.array(ZAgencyAgent),
  /** The 12 newest published listings and their total. */
  properties: ZListingSample,
  /** The owner's working hours, or null when none are set. */
  workingHours: ZWorkingHours.nullable(),
});
export type TAgencyProfile = z.infer<typeof ZAgencyProfile>;
