import { z } from 'zod';
import { ZAccountEmail, ZPhoneNumber } from './auth.ts';
import { CRM_MESSAGES as M, cents, crmText, isoDay, ZCrmRecordMeta } from './crm-records.ts';
import { CRM_PROPERTY_TYPES, ZCrmPropertyType } from './crm-property-types.ts';
import { listQuery } from './list-query.ts';

/**
 * Lead (spec 2 §3, §4): who asks, for what, through which channel, and how far it went. The lead
 * types are spec 2 §9's, word for word; every lead, whoever makes it, takes one of these.
 */
export const LEAD_TYPES = ['selling', 'buying', 'renting'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
/** Spec: Direct Contact, Referral, Website, Social Media. A listing's contact form is 'website'. */
export const LEAD_SOURCES = ['directContact', 'referral', 'website', 'socialMedia'] as const;
export const LEAD_STATUSES = ['new', 'inProgress', 'converted', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** Statuses a form may set: 'converted' is reached only by converting the lead. */
export const LEAD_FORM_STATUSES = ['new', 'inProgress', 'lost'] as const;

const blank = z.literal('').transform(() => null);

export const ZLeadRequest = z.object({
  name: crmText(M.fullNameRequired, 2, M.fullNameMin, 100),
  email: ZAccountEmail,
  phone: ZPhoneNumber.nullable().or(blank).optional(),
  leadType: z.enum(LEAD_TYPES, { error: M.leadType }),
  propertyType: ZCrmPropertyType,
  targetPrice: cents(M.priceRequired).nullable().optional(),
  /** YYYY-MM-DD or null (the form sends null for an empty date). */
  targetDate: isoDay(M.dateInvalid).nullable().optional(),
  leadSource: z.enum(LEAD_SOURCES, { error: M.leadSource }),
  status: z.enum(LEAD_FORM_STATUSES, { error: M.status }),
  notes: z.string().trim().max(2000, M.tooLong).optional(),
});
export type TLeadRequest = z.input<typeof ZLeadRequest>;

export const ZLead = ZCrmRecordMeta.extend({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  leadType: z.enum(LEAD_TYPES),
  propertyType: z.enum(CRM_PROPERTY_TYPES),
  targetPrice: z.number().int().nullable(),
  targetDate: z.string().nullable(),
  leadSource: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  notes: z.string(),
  /** The listing whose contact form brought the lead, if any. */
  property: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** After conversion: the customer and opportunity made from it. */
  customerId: z.string().nullable(),
  opportunityId: z.string().nullable(),
});
export type TLead = z.infer<typeof ZLead>;

export const LEAD_SORTS = ['createdAt', 'name', 'targetPrice', 'targetDate', 'status'] as const;
export const ZLeadsQuery = listQuery({
  sorts: LEAD_SORTS,
  defaultSort: 'createdAt',
  filters: {
    status: z.enum(LEAD_STATUSES, { error: M.status }).optional(),
    type: z.enum(LEAD_TYPES, { error: M.leadType }).optional(),
  },
});
export type TLeadsQuery = z.input<typeof ZLeadsQuery>;

/** POST /api/crm/leads/{id}/convert: the customer and opportunity made in one transaction. */
export const ZLeadConversion = z.object({ leadId: z.string(), customerId: z.string(), opportunityId: z.string() });
export type TLeadConversion = z.infer<typeof ZLeadConversion>;
