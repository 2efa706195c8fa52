import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { CRM_MESSAGES as M } from '@immora/shared/crm-records';
import type { TLanguage } from '@immora/shared/languages';
import { crmContacts, crmCustomers, crmLeads, crmOpportunities } from '../../db/schema/crm.ts';
import { properties } from '../../db/schema/properties.ts';
import { titleIn } from '../properties/listing-titles.ts';

/**
 * The four CRM record kinds, told apart only by their table, what a search reads, how they sort,
 * which list filters map to which column, and whether only the adder may change them (customers,
 * spec 2 §6). Everything else (visibility, paging, answers) is one code path (crm.service.ts).
 */
export type CrmTable = typeof crmLeads | typeof crmCustomers | typeof crmOpportunities | typeof crmContacts;

export type CrmKind = {
  table: CrmTable;
  notFound: string;
  /** Customers: edited or deleted only by the user who added them. */
  adderOnly: boolean;
  /** What the list's search (`q`) looks in. */
  search: (AnyColumn | SQL)[];
  sorts: Record<string, AnyColumn | SQL>;
  /** Query parameter → column it filters. */
  filters: Record<string, AnyColumn>;
  /** Columns computed when read, for a reader of `language` (null: unknown). */
  extra?: (language: TLanguage | null) => Record<string, SQL>;
};

/**
 * Published listings that fit an opportunity (decision 035): the listing type its transaction
 * needs (selling/buying: sale or auction, renting: rent), priced within 20% of its price.
 */
// Written out: drizzle leaves a column of the outer table unqualified inside a select's subquery.
export const matchingListings = sql<number>`(
  select count(*)::int from properties p
  where p.status in ('published', 'active')
    and p.type::text = any(case when "crm_opportunities"."transaction_type" = 'renting' then array['rent'] else array['sale', 'auction'] end)
    and p.price_cents between "crm_opportunities"."price_cents" * 0.8 and "crm_opportunities"."price_cents" * 1.2
)`;
export const LEADS: CrmKind = {
  table: crmLeads,
  notFound: M.leadNotFound,
  adderOnly: false,
  search: [crmLeads.name, crmLeads.email, crmLeads.phone, crmLeads.notes],
  sorts: {
    createdAt: crmLeads.createdAt,
    name: sql`lower(${crmLeads.name})`,
    targetPrice: crmLeads.targetPriceCents,
    targetDate: crmLeads.targetDate,
    status: crmLeads.status,
  },
  filters: { status: crmLeads.status, type: crmLeads.leadType },
  extra: (language) => ({
    propertyTitle: sql<
      string | null
    >`(select ${titleIn(language)} from ${properties} where ${properties.id} = "crm_leads"."property_id")`,
    customerId: sql<string | null>`(select c.id from crm_customers c where c.lead_id = "crm_leads"."id")`,
    opportunityId: sql<string | null>`(select o.id from crm_opportunities o where o.lead_id = "crm_leads"."id")`,
  }),
};

export const CUSTOMERS: CrmKind = {
  table: crmCustomers,
  notFound: M.customerNotFound,
  adderOnly: true,
  search: [crmCustomers.fullName, crmCustomers.email, crmCustomers.phone, crmCustomers.address],
  sorts: {
    createdAt: crmCustomers.createdAt,
    fullName: sql`lower(${crmCustomers.fullName})`,
    email: crmCustomers.email,
    status: crmCustomers.status,
  },
  filters: { status: crmCustomers.status },
};

export const OPPORTUNITIES: CrmKind = {
  table: crmOpportunities,
  notFound: M.opportunityNotFound,
  adderOnly: false,
  search: [
    crmOpportunities.clientName,
    crmOpportunities.propertyDetails,
    crmOpportunities.nextAction,
    crmOpportunities.notes,
  ],
  sorts: {
    createdAt: crmOpportunities.createdAt,
    clientName: sql`lower(${crmOpportunities.clientName})`,
    price: crmOpportunities.priceCents,
    lastContactDate: crmOpportunities.lastContactDate,
    status: crmOpportunities.status,
  },
  filters: { status: crmOpportunities.status, type: crmOpportunities.transactionType },
  extra: () => ({ matchingListings }),
};

export const CONTACTS: CrmKind = {
  table: crmContacts,
  notFound: M.contactNotFound,
  adderOnly: false,
  search: [sql`${crmContacts.firstName} || ' ' || ${crmContacts.lastName}`, crmContacts.email, crmContacts.phone],
  sorts: {
    createdAt: crmContacts.createdAt,
    lastName: sql`lower(${crmContacts.lastName})`,
    budget: crmContacts.budgetCents,
    type: crmContacts.type,
  },
  filters: { type: crmContacts.type },
};
