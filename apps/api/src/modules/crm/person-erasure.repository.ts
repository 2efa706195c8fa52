import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CrmErasurePart } from '@immora/shared/crm-erasure';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { emailOutbox } from '../../db/schema/auth.ts';
import { crmContacts, crmCustomers, crmLeads, crmOpportunities } from '../../db/schema/crm.ts';
import { sentEmails } from '../../db/schema/emails.ts';
import { propertyLeads } from '../../db/schema/marketplace.ts';
import { heldBy, type CrmScope } from './crm-scope.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Ids = string[];

/** The users who act for the holder: the agency's owner and its agents, or the independent agent. */
const holderUsers = (scope: CrmScope): SQL =>
  scope.agencyId
    ? sql`(select a.owner_id from agencies a where a.id = ${scope.agencyId}
           union select u.id from users u where u.agency_id = ${scope.agencyId})`
    : sql`(select ${scope.userId}::uuid)`;

/** The holder's listings: the agency's and its people's, or the agent's own and assigned ones. */
const holderListings = (scope: CrmScope): SQL =>
  sql`(select p.id from properties p where p.owner_id in ${holderUsers(scope)} or p.agent_id in ${holderUsers(scope)}
       ${scope.agencyId ? sql`or p.agency_id = ${scope.agencyId}` : sql``})`;

const ids = async (rows: Promise<{ id: string }[]>) => (await rows).map((r) => r.id);
const none = sql`false`;
/** `= any(…)` of a list of ids as one array parameter (an empty list matches nothing). */
const anyOf = (list: Ids) => sql`any(${`{${list.join(',')}}`}::uuid[])`;
const within = (column: Parameters<typeof inArray>[0], list: Ids) => (list.length ? inArray(column, list) : none);

/**
 * Everything a holder keeps about one person (decision 062), by the person's e-mail (lower case):
 * its leads, customers and contacts with that e-mail, the opportunities of those (or under one of
 * their names), the contact-form messages and sent e-mails of the holder's people to it, the
 * outbox copies of both, and the holder's viewings booked by an account with that e-mail (whose
 * message and shared profile are the person's details). `tx` reads (and later deletes) under one
 * transaction.
 */
export async function findPerson(tx: Tx, scope: CrmScope, email: string) {
  const lowerEmail = (column: unknown) => sql`lower(${column}) = ${email}`;
  const leads = await ids(
    tx
      .select({ id: crmLeads.id })
      .from(crmLeads)
      .where(and(heldBy(crmLeads, scope), lowerEmail(crmLeads.email))),
  );
  const customers = await ids(
    tx
      .select({ id: crmCustomers.id })
      .from(crmCustomers)
      .where(and(heldBy(crmCustomers, scope), or(lowerEmail(crmCustomers.email), within(crmCustomers.leadId, leads)))),
  );
  const contacts = await ids(
    tx
      .select({ id: crmContacts.id })
      .from(crmContacts)
      .where(and(heldBy(crmContacts, scope), lowerEmail(crmContacts.email))),
  );
  // The names the holder wrote for the person: an opportunity typed by hand is theirs by its client name.
  const names = sql`(
    select lower(btrim(l.name)) from crm_leads l where l.id = ${anyOf(leads)}
    union select lower(btrim(c.full_name)) from crm_customers c where c.id = ${anyOf(customers)}
    union select lower(btrim(k.first_name || ' ' || k.last_name)) from crm_contacts k
      where k.id = ${anyOf(contacts)})`;
  const opportunities = await ids(
    tx
      .select({ id: crmOpportunities.id })
      .from(crmOpportunities)
      .where(
        and(
          heldBy(crmOpportunities, scope),
          or(
            within(crmOpportunities.customerId, customers),
            within(crmOpportunities.leadId, leads),
            sql`lower(btrim(${crmOpportunities.clientName})) in ${names}`,
          ),
        ),
      ),
  );
  const contactForms = await ids(
    tx
      .select({ id: propertyLeads.id })
      .from(propertyLeads)
      .where(
        and(
          lowerEmail(propertyLeads.email),
          or(
            sql`${propertyLeads.ownerId} in ${holderUsers(scope)}`,
            sql`${propertyLeads.propertyId} in ${holderListings(scope)}`,
          ),
        ),
      ),
  );
  const sent = await ids(
    tx
      .select({ id: sentEmails.id })
      .from(sentEmails)
      .where(and(lowerEmail(sentEmails.recipientEmail), sql`${sentEmails.ownerId} in ${holderUsers(scope)}`)),
  );
  // The outbox keeps a copy of each message for a while (decision 059): the holder's e-mails to the
  // person (the sent log's text starts it), and the lead notices to the holder's people naming them.
  const copies = await ids(
    tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        or(
          and(
            eq(emailOutbox.kind, 'contact'),
            lowerEmail(emailOutbox.to),
            sent.length
              ? sql`exists (select 1 from sent_emails se where se.id = ${anyOf(sent)}
                  and se.subject = ${emailOutbox.subject} and position(se.body in ${emailOutbox.text}) = 1)`
              : none,
          ),
          and(
            eq(emailOutbox.kind, 'lead'),
            sql`lower(${emailOutbox.to}) in (select lower(coalesce(u.company_email, u.email)) from users u where u.id in ${holderUsers(scope)})`,
            sql`position(${email} in lower(${emailOutbox.text})) > 0`,
          ),
        ),
      ),
  );
  const viewings = await ids(
    tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          sql`${appointments.propertyId} in ${holderListings(scope)}`,
          sql`${appointments.seekerId} in (select u.id from users u where lower(u.email) = ${email})`,
          or(sql`${appointments.message} <> ''`, eq(appointments.profileShared, true)),
        ),
      ),
  );
  return { leads, customers, opportunities, contacts, contactForms, sentEmails: sent, mailCopies: copies, viewings };
}

export type FoundPerson = Record<CrmErasurePart, Ids>;

/** Erases what `findPerson` found: rows deleted, the viewings kept for the other side without the person's details. */
export async function erasePerson(tx: Tx, found: FoundPerson) {
  await tx.delete(crmOpportunities).where(within(crmOpportunities.id, found.opportunities));
  await tx.delete(crmCustomers).where(within(crmCustomers.id, found.customers));
  await tx.delete(crmContacts).where(within(crmContacts.id, found.contacts));
  await tx.delete(crmLeads).where(within(crmLeads.id, found.leads));
  await tx.delete(propertyLeads).where(within(propertyLeads.id, found.contactForms));
  await tx.delete(emailOutbox).where(within(emailOutbox.id, found.mailCopies));
  await tx.delete(sentEmails).where(within(sentEmails.id, found.sentEmails));
  await tx
    .update(appointments)
    .set({ message: '', profileShared: false, updatedAt: new Date() })
    .where(within(appointments.id, found.viewings));
}
