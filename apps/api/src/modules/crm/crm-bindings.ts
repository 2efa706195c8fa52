import type { z } from 'zod';
import type { ZCustomerRequest } from '@immora/shared/crm-customers';
import type { ZCrmContactRequest } from '@immora/shared/crm-contacts';
import type { ZLeadRequest } from '@immora/shared/crm-leads';
import type { ZOpportunityRequest } from '@immora/shared/crm-opportunities';
import { CONTACTS, CUSTOMERS, LEADS, OPPORTUNITIES } from './crm-kinds.ts';
import {
  contactValues,
  customerValues,
  leadValues,
  opportunityValues,
  toContact,
  toCustomer,
  toLead,
  toOpportunity,
} from './crm-mappers.ts';
import type { CrmBinding } from './crm.service.ts';

export const leadBinding: CrmBinding<ReturnType<typeof toLead>, z.output<typeof ZLeadRequest>> = {
  kind: LEADS,
  toAnswer: toLead,
  toValues: leadValues,
  // 'converted' is reached by converting only, and a converted lead stays converted.
  onUpdate: (values, stored) =>
    (stored.record as { status: string }).status === 'converted' ? { ...values, status: 'converted' } : values,
};

export const customerBinding: CrmBinding<ReturnType<typeof toCustomer>, z.output<typeof ZCustomerRequest>> = {
  kind: CUSTOMERS,
  toAnswer: toCustomer,
  toValues: customerValues,
};

export const opportunityBinding: CrmBinding<ReturnType<typeof toOpportunity>, z.output<typeof ZOpportunityRequest>> = {
  kind: OPPORTUNITIES,
  toAnswer: toOpportunity,
  toValues: opportunityValues,
};

export const contactBinding: CrmBinding<ReturnType<typeof toContact>, z.output<typeof ZCrmContactRequest>> = {
  kind: CONTACTS,
  toAnswer: toContact,
  toValues: contactValues,
};
