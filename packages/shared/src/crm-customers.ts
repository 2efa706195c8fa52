import { z } from 'zod';
import { ZAccountEmail, ZPhoneNumber } from './auth.ts';
import { CRM_MESSAGES as M, crmText, ZCrmRecordMeta } from './crm-records.ts';
import { listQuery } from './list-query.ts';

/** Customer (spec 2 §3, §4): full name, phone, email, address, create date, status. */
export const CUSTOMER_STATUSES = ['active', 'inactive'] as const;

export const ZCustomerRequest = z.object({
  fullName: crmText(M.fullNameRequired, 2, M.fullNameMin, 100),
  phone: ZPhoneNumber,
  email: ZAccountEmail,
  address: z.string().trim().max(200, M.addressMax).optional(),
  status: z.enum(CUSTOMER_STATUSES, { error: M.status }),
});
export type TCustomerRequest = z.input<typeof ZCustomerRequest>;

export const ZCustomer = ZCrmRecordMeta.extend({
  fullName: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  address: z.string(),
  status: z.enum(CUSTOMER_STATUSES),
});
export type TCustomer = z.infer<typeof ZCustomer>;

export const CUSTOMER_SORTS = ['createdAt', 'fullName', 'email', 'status'] as const;
export const ZCustomersQuery = listQuery({
  sorts: CUSTOMER_SORTS,
  defaultSort: 'createdAt',
  filters: { status: z.enum(CUSTOMER_STATUSES, { error: M.status }).optional() },
});
export type TCustomersQuery = z.input<typeof ZCustomersQuery>;
