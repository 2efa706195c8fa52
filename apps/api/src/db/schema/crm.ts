import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEAD_TYPES } from '@immora/shared/crm-leads';
import { CRM_PROPERTY_TYPES } from '@immora/shared/crm-property-types';
import { agencies } from './agencies.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { propertyLeads } from './marketplace.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';

/** A list of the shared codes as SQL literals, for a check (the codes are plain words). */
const literals = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The CRM records (spec 2 §3, decision 035). Each has the user who added it (`owner_id`) and, when
 * that user is an agency or one of its agents, the agency (`agency_id`): agency records are seen
 * by the agency and its agents, the others by their owner only. Money in cents.
 */
const ownership = () => ({
  id: id(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const crmLeads = pgTable(
  'crm_leads',
  {
    ...ownership(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    leadType: text('lead_type').notNull(),
    propertyType: text('property_type').notNull(),
    targetPriceCents: bigint('target_price_cents', { mode: 'number' }),
    targetDate: date('target_date', { mode: 'string' }),
    leadSource: text('lead_source').notNull(),
    status: text('status').notNull().default('new'),
    notes: text('notes').notNull().default(''),
    /** The listing whose contact form brought it, and that form's row (one CRM lead per row). */
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    propertyLeadId: uuid('property_lead_id').references(() => propertyLeads.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('crm_leads_agency_idx').on(t.agencyId, t.createdAt),
    index('crm_leads_owner_idx').on(t.ownerId, t.createdAt),
    // The CRM area finds a customer's records by e-mail (decision 038).
    index('crm_leads_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('crm_leads_property_lead_key').on(t.propertyLeadId),
    check('crm_leads_status_check', sql`${t.status} in ('new', 'inProgress', 'converted', 'lost')`),
    // Spec 2 §9's lead and property types (decision 053).
    check('crm_leads_lead_type_check', sql`${t.leadType} in (${literals(LEAD_TYPES)})`),
    check('crm_leads_property_type_check', sql`${t.propertyType} in (${literals(CRM_PROPERTY_TYPES)})`),
  ],
);

export const crmCustomers = pgTable(
  'crm_customers',
  {
    ...ownership(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    status: text('status').notNull().default('active'),
    leadId: uuid('lead_id').references(() => crmLeads.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('crm_customers_agency_idx').on(t.agencyId, t.createdAt),
    index('crm_customers_owner_idx').on(t.ownerId, t.createdAt),
    // The CRM area finds a customer's records by e-mail (decision 038).
    index('crm_customers_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('crm_customers_lead_key').on(t.leadId),
    check('crm_customers_status_check', sql`${t.status} in ('active', 'inactive')`),
  ],
);

export const crmOpportunities = pgTable(
  'crm_opportunities',
  {
    ...ownership(),
    clientName: text('client_name').notNull(),
    propertyDetails: text('property_details').notNull(),
    transactionType: text('transaction_type').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('active'),
    potentialMatches: integer('potential_matches').notNull().default(0),
    progress: integer('progress').notNull().default(0),
    lastContactDate: date('last_contact_date', { mode: 'string' }).notNull(),
    nextAction: text('next_action').notNull(),
    notes: text('notes').notNull(),
    customerId: uuid('customer_id').references(() => crmCustomers.id, { onDelete: 'set null' }),
    leadId: uuid('lead_id').references(() => crmLeads.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('crm_opportunities_agency_idx').on(t.agencyId, t.createdAt),
    index('crm_opportunities_owner_idx').on(t.ownerId, t.createdAt),
    uniqueIndex('crm_opportunities_lead_key').on(t.leadId),
    check('crm_opportunities_progress_check', sql`${t.progress} between 0 and 100`),
    check('crm_opportunities_matches_check', sql`${t.potentialMatches} >= 0`),
    check('crm_opportunities_status_check', sql`${t.status} in ('active', 'negotiating', 'pending', 'closed')`),
  ],
);

export const crmContacts = pgTable(
  'crm_contacts',
  {
    ...ownership(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    budgetCents: bigint('budget_cents', { mode: 'number' }).notNull(),
    propertyTypes: text('property_types').array().notNull(),
    type: text('type').notNull(),
  },
  (t) => [
    index('crm_contacts_agency_idx').on(t.agencyId, t.createdAt),
    index('crm_contacts_owner_idx').on(t.ownerId, t.createdAt),
    // The CRM area finds a customer's records by e-mail (decision 038).
    index('crm_contacts_email_idx').on(sql`lower(${t.email})`),
    check('crm_contacts_type_check', sql`${t.type} in ('buy', 'sale', 'rent')`),
    check(
      'crm_contacts_property_types_check',
      sql`${t.propertyTypes} <@ array[${literals(CRM_PROPERTY_TYPES)}]::text[]`,
    ),
  ],
);
