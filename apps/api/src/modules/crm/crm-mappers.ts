import type { z } from 'zod';
import type { TCustomer, ZCustomerRequest } from '@immora/shared/crm-customers';
import type { TCrmContact, ZCrmContactRequest } from '@immora/shared/crm-contacts';
import type { TLead, ZLeadRequest } from '@immora/shared/crm-leads';
import type { TOpportunity, ZOpportunityRequest } from '@immora/shared/crm-opportunities';
import type { crmContacts, crmCustomers, crmLeads, crmOpportunities } from '../../db/schema/crm.ts';
import type { CrmRecordRow } from './crm-records.repository.ts';
import type { CrmScope } from './crm-scope.ts';

/**
 * Answers are built here from rows, never sent raw; and form values become column values here.
 * `canEdit` is false for a record only its adder may change (customers) when the caller is not the adder.
 */
const meta = (row: CrmRecordRow, scope: CrmScope, adderOnly: boolean) => ({
  id: row.record.id,
  _id: row.record.id,
  addedBy: { id: row.record.ownerId, name: `${row.addedByFirst} ${row.addedByLast}`.trim() },
  agencyId: row.record.agencyId,
  canEdit: !adderOnly || row.record.ownerId === scope.userId,
  createdAt: row.record.createdAt.toISOString(),
  updatedAt: row.record.updatedAt.toISOString(),
});

export function toLead(row: CrmRecordRow<typeof crmLeads>, scope: CrmScope): TLead {
  const r = row.record;
  return {
    ...meta(row, scope, false),
    name: r.name,
    email: r.email,
    phone: r.phone,
    leadType: r.leadType as TLead['leadType'],
    propertyType: r.propertyType as TLead['propertyType'],
    targetPrice: r.targetPriceCents,
    targetDate: r.targetDate,
    leadSource: r.leadSource as TLead['leadSource'],
    status: r.status as TLead['status'],
    notes: r.notes,
    property: r.propertyId ? { id: r.propertyId, title: (row.propertyTitle as string | null) ?? '' } : null,
    customerId: (row.customerId as string | null) ?? null,
    opportunityId: (row.opportunityId as string | null) ?? null,
  };
}

export const leadValues = (v: z.output<typeof ZLeadRequest>) => ({
  name: v.name,
  email: v.email.toLowerCase(),
  phone: v.phone ?? null,
  leadType: v.leadType,
  propertyType: v.propertyType,
  targetPriceCents: v.targetPrice ?? null,
  targetDate: v.targetDate ?? null,
  leadSource: v.leadSource,
  status: v.status,
  notes: v.notes ?? '',
});

export function toCustomer(row: CrmRecordRow<typeof crmCustomers>, scope: CrmScope): TCustomer {
  const r = row.record;
  return {
    ...meta(row, scope, true),
    fullName: r.fullName,
    phone: r.phone,
    email: r.email,
    address: r.address,
    status: r.status as TCustomer['status'],
  };
}

export const customerValues = (v: z.output<typeof ZCustomerRequest>) => ({
  fullName: v.fullName,
  phone: v.phone,
  email: v.email.toLowerCase(),
  address: v.address ?? '',
  status: v.status,
});

export function toOpportunity(row: CrmRecordRow<typeof crmOpportunities>, scope: CrmScope): TOpportunity {
  const r = row.record;
  return {
    ...meta(row, scope, false),
    clientName: r.clientName,
    propertyDetails: r.propertyDetails,
    transactionType: r.transactionType as TOpportunity['transactionType'],
    price: r.priceCents,
    status: r.status as TOpportunity['status'],
    potentialMatches: r.potentialMatches,
    matchingListings: Number(row.matchingListings ?? 0),
    progress: `${r.progress}%`,
    lastContactDate: r.lastContactDate,
    nextAction: r.nextAction,
    notes: r.notes,
    customerId: r.customerId,
    leadId: r.leadId,
  };
}

export const opportunityValues = (v: z.output<typeof ZOpportunityRequest>) => ({
  clientName: v.clientName,
  propertyDetails: v.propertyDetails,
  transactionType: v.transactionType,
  priceCents: v.price,
  status: v.status,
  potentialMatches: v.potentialMatches,
  progress: Number.parseInt(v.progress, 10),
  lastContactDate: v.lastContactDate,
  nextAction: v.nextAction,
  notes: v.notes,
});

export function toContact(row: CrmRecordRow<typeof crmContacts>, scope: CrmScope): TCrmContact {
  const r = row.record;
  return {
    ...meta(row, scope, false),
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    budget: r.budgetCents,
    propertyTypes: r.propertyTypes as TCrmContact['propertyTypes'],
    type: r.type as TCrmContact['type'],
  };
}

export const contactValues = (v: z.output<typeof ZCrmContactRequest>) => ({
  firstName: v.firstName,
  lastName: v.lastName,
  email: v.email.toLowerCase(),
  phone: v.phone,
  budgetCents: v.budget,
  propertyTypes: v.propertyTypes,
  type: v.type,
});
