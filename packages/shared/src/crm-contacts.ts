import { z } from 'zod';
import { personName, ZAccountEmail, ZPhoneNumber } from './auth.ts';
import { CRM_MESSAGES as M, cents, ZCrmRecordMeta } from './crm-records.ts';
import { CRM_PROPERTY_TYPES, ZCrmPropertyType } from './crm-property-types.ts';
import { listQuery } from './list-query.ts';

/** Contact (spec 2 §3, §5): names 2–50, e-mail, phone 10–15 digits, budget, property types, type. */
export const CONTACT_TYPES = ['buy', 'sale', 'rent'] as const;

export const ZCrmContactRequest = z.object({
  firstName: personName('first'),
  lastName: personName('last'),
  email: ZAccountEmail,
  phone: ZPhoneNumber,
  budget: cents(M.budgetRequired),
  propertyTypes: z
    .array(ZCrmPropertyType, { error: M.propertyTypeRequired })
    .min(1, M.propertyTypeRequired)
    .max(CRM_PROPERTY_TYPES.length, M.propertyType)
    .refine((v) => new Set(v).size === v.length, M.propertyType),
  type: z.enum(CONTACT_TYPES, { error: M.contactType }),
});
export type TCrmContactRequest = z.input<typeof ZCrmContactRequest>;

export const ZCrmContact = ZCrmRecordMeta.extend({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  budget: z.number().int(),
  propertyTypes: z.array(z.enum(CRM_PROPERTY_TYPES)),
  type: z.enum(CONTACT_TYPES),
});
export type TCrmContact = z.infer<typeof ZCrmContact>;

export const CONTACT_SORTS = ['createdAt', 'lastName', 'budget', 'type'] as const;
export const ZCrmContactsQuery = listQuery({
  sorts: CONTACT_SORTS,
  defaultSort: 'createdAt',
  filters: { type: z.enum(CONTACT_TYPES, { error: M.contactType }).optional() },
});
export type TCrmContactsQuery = z.input<typeof ZCrmContactsQuery>;
