import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * A CRM customer's refusal to share their data with one holder (decision 038): an agency (its
 * records, whoever of it added them) or an independent agent (the records they keep without an
 * agency). Keyed by the customer's e-mail in lower case, as the records carry it. While a row
 * exists, `visibleTo` (modules/crm/crm-scope.ts) hides the holder's records about that e-mail.
 */
export const crmSharingRefusals = pgTable(
  'crm_sharing_refusals',
  {
    id: id(),
    customerEmail: text('customer_email').notNull(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    holderUserId: uuid('holder_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('crm_sharing_refusals_agency_key')
      .on(t.customerEmail, t.agencyId)
      .where(sql`${t.agencyId} is not null`),
    uniqueIndex('crm_sharing_refusals_agent_key')
      .on(t.customerEmail, t.holderUserId)
      .where(sql`${t.holderUserId} is not null`),
    check('crm_sharing_refusals_one_holder', sql`(${t.agencyId} is null) <> (${t.holderUserId} is null)`),
    check('crm_sharing_refusals_email_lower', sql`${t.customerEmail} = lower(${t.customerEmail})`),
  ],
);
