import { z } from 'zod';
import { CRM_MESSAGES as M, cents, crmText, isoDay, ZCrmRecordMeta } from './crm-records.ts';
import { listQuery } from './list-query.ts';

/** Opportunity (spec 2 §3, §4, §5, §9). */
export const TRANSACTION_TYPES = ['selling', 'buying', 'renting'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const OPPORTUNITY_STATUSES = ['active', 'negotiating', 'pending', 'closed'] as const;

/** 'XX%': a whole percentage from 0% to 100%. */
export const PROGRESS_PATTERN = /^(100|[1-9]?\d)%$/;

export const ZOpportunityRequest = z.object({
  clientName: crmText(M.clientNameRequired, 2, M.clientNameMin, 100),
  propertyDetails: crmText(M.propertyDetailsRequired, 10, M.propertyDetailsMin),
  transactionType: z.enum(TRANSACTION_TYPES, { error: M.transactionType }),
  price: cents(M.priceRequired),
  status: z.enum(OPPORTUNITY_STATUSES, { error: M.status }),
  potentialMatches: z
    .number({ error: M.potentialMatchesRequired })
    .int(M.potentialMatchesMin)
    .min(0, M.potentialMatchesMin)
    .max(1_000_000, M.tooLong),
  progress: z
    .string({ error: M.progressRequired })
    .trim()
    .min(1, M.progressRequired)
    .regex(PROGRESS_PATTERN, M.progressFormat),
  lastContactDate: isoDay(M.lastContactRequired),
  nextAction: crmText(M.nextActionRequired, 5, M.nextActionMin, 500),
  notes: crmText(M.notesRequired, 10, M.notesMin),
});
export type TOpportunityRequest = z.input<typeof ZOpportunityRequest>;

export const ZOpportunity = ZCrmRecordMeta.extend({
  clientName: z.string(),
  propertyDetails: z.string(),
  transactionType: z.enum(TRANSACTION_TYPES),
  price: z.number().int(),
  status: z.enum(OPPORTUNITY_STATUSES),
  potentialMatches: z.number().int(),
  /** Published listings on Immora that fit it now (decision 035), counted when read. */
  matchingListings: z.number().int(),
  progress: z.string(),
  lastContactDate: z.string(),
  nextAction: z.string(),
  notes: z.string(),
  customerId: z.string().nullable(),
  leadId: z.string().nullable(),
});
export type TOpportunity = z.infer<typeof ZOpportunity>;

export const OPPORTUNITY_SORTS = ['createdAt', 'clientName', 'price', 'lastContactDate', 'status'] as const;
export const ZOpportunitiesQuery = listQuery({
  sorts: OPPORTUNITY_SORTS,
  defaultSort: 'createdAt',
  filters: {
    status: z.enum(OPPORTUNITY_STATUSES, { error: M.status }).optional(),
    type: z.enum(TRANSACTION_TYPES, { error: M.transactionType }).optional(),
  },
});
export type TOpportunitiesQuery = z.input<typeof ZOpportunitiesQuery>;
