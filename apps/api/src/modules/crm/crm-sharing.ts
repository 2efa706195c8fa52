import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { CrmTable } from './crm-kinds.ts';

/**
 * Sharing refusals in the CRM's queries (decision 038). A record is about the customer whose
 * e-mail it carries (an opportunity: its customer's or its lead's); its holder is its agency, or
 * the user who added it when it has none. Written with the outer table's name: drizzle leaves an
 * outer column unqualified inside a subquery.
 */
export function customerEmails(table: CrmTable): SQL {
  const t = sql.raw(`"${getTableName(table)}"`);
  if (getTableName(table) !== 'crm_opportunities') return sql`(lower(${t}."email"))`;
  return sql`(
    select lower(c.email) from crm_customers c where c.id = ${t}."customer_id"
    union all select lower(l.email) from crm_leads l where l.id = ${t}."lead_id")`;
}

/** The record's customer has stopped sharing with the record's holder. */
export function sharingRefused(table: CrmTable): SQL {
  const t = sql.raw(`"${getTableName(table)}"`);
  return sql`exists (
    select 1 from crm_sharing_refusals s
    where s.customer_email in ${customerEmails(table)}
      and (s.agency_id = ${t}."agency_id" or (${t}."agency_id" is null and s.holder_user_id = ${t}."owner_id")))`;
}

/** The records a holder may still see: no refusal of their customer applies to them. */
export const sharingAllowed = (table: CrmTable): SQL => sql`not ${sharingRefused(table)}`;

/** The records about the customer of this e-mail (lower case), by the e-mail indexes of decision 038. */
export function aboutCustomer(table: CrmTable, email: string): SQL {
  const t = sql.raw(`"${getTableName(table)}"`);
  if (getTableName(table) !== 'crm_opportunities') return sql`lower(${t}."email") = ${email}`;
  return sql`(${t}."customer_id" in (select c.id from crm_customers c where lower(c.email) = ${email})
    or ${t}."lead_id" in (select l.id from crm_leads l where lower(l.email) = ${email}))`;
}
