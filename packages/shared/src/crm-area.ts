import { z } from 'zod';

/**
 * The CRM area (spec 1 §2, spec 2 'CRM shared-agencies page', decision 038): a person about whom
 * agencies and independent agents keep CRM records sees who holds them and stops or enables
 * each holder's access.
 */
export const CRM_AREA_MESSAGES = {
  agencyNotFound: 'This agency holds no data about you',
  agentNotFound: 'This agent holds no data about you',
  sharingRequired: 'Say whether sharing is on (true) or off (false)',
} as const;

/** Who holds records: an agency (its records, seen by its agents) or an independent agent. */
export const CRM_HOLDER_ROLES = ['agency', 'agent'] as const;
export type TCrmHolderRole = (typeof CRM_HOLDER_ROLES)[number];

export const CRM_SHARING_STATUSES = ['sharing', 'stopped'] as const;
export type TCrmSharingStatus = (typeof CRM_SHARING_STATUSES)[number];

/** One row of the dashboard's table (spec 2 'Shared agency': name, email, status, role). */
export const ZCrmHolder = z.object({
  id: z.string(),
  _id: z.string(),
  role: z.enum(CRM_HOLDER_ROLES),
  name: z.string(),
  email: z.string(),
  /** The agency's logo or the agent's picture, when there is one. */
  picture: z.string().nullable(),
  status: z.enum(CRM_SHARING_STATUSES),
  /** Records of every kind the holder keeps about the customer. */
  records: z.number().int(),
  lastUpdate: z.string(),
});
export type TCrmHolder = z.infer<typeof ZCrmHolder>;

export const ZCrmHolderList = z.object({ items: z.array(ZCrmHolder), total: z.number().int() });

/** What kinds of records a holder keeps about the customer. */
export const CRM_RECORD_KINDS = ['leads', 'customers', 'opportunities', 'contacts'] as const;
export const ZCrmRecordCounts = z.object(
  Object.fromEntries(CRM_RECORD_KINDS.map((k) => [k, z.number().int()])) as Record<
    (typeof CRM_RECORD_KINDS)[number],
    z.ZodNumber
  >,
);

/** A holder's page: its public details and what it holds. */
export const ZCrmHolderDetail = ZCrmHolder.extend({
  phone: z.string().nullable(),
  city: z.string().nullable(),
  counts: ZCrmRecordCounts,
});
export type TCrmHolderDetail = z.infer<typeof ZCrmHolderDetail>;

/** PUT …/sharing: true gives the holder its access back, false stops it (idempotent). */
export const ZCrmSharingRequest = z.object({
  sharing: z.boolean({ error: CRM_AREA_MESSAGES.sharingRequired }),
});
export type TCrmSharingRequest = z.infer<typeof ZCrmSharingRequest>;
