import { sql } from 'drizzle-orm';
import { CRM_PROPERTY_TYPE_OF_CATEGORY } from '@immora/shared/crm-property-types';
import type { Db } from '../../db/client.ts';

type Tx = Pick<Db, 'execute'>;

/** The CRM property type of a listing's category (decision 053), as SQL. */
const crmPropertyType = (category: ReturnType<typeof sql>) =>
  sql`case ${category} ${sql.join(
    Object.entries(CRM_PROPERTY_TYPE_OF_CATEGORY).map(([from, to]) => sql`when ${from} then ${to}`),
    sql` `,
  )} else 'apartments' end`;

/**
 * A listing's contact form (modules/properties) records a row in property_leads; in the same
 * transaction this makes it a CRM lead of the person who received it (the listing's agent, else
 * its owner), in the listing's agency or the recipient's (decision 035); a private seller has no CRM, so
 * their leads stay in property_leads only. Migration 0026 did the
 * same once for the rows recorded before. Whoever writes about a rental is renting, about a sale
 * or an auction buying; the listing's category becomes the nearest CRM property type (decision 053).
 */
export async function crmLeadFromContactForm(tx: Tx, propertyLeadId: string) {
  await tx.execute(sql`
    insert into crm_leads (owner_id, agency_id, name, email, phone, lead_type, property_type,
      target_price_cents, lead_source, status, notes, property_id, property_lead_id)
    select pl.owner_id,
      coalesce(p.agency_id, u.agency_id, (select a.id from agencies a where a.owner_id = u.id limit 1)),
      pl.name, lower(pl.email), nullif(pl.phone, ''),
      case p.type when 'rent' then 'renting' else 'buying' end,
      ${crmPropertyType(sql`p.category::text`)},
      p.price_cents, 'website', 'new', pl.message, pl.property_id, pl.id
    from property_leads pl
    join properties p on p.id = pl.property_id
    join users u on u.id = pl.owner_id
    where pl.id = ${propertyLeadId} and u.role in ('individual', 'agency')`);
}
