import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_ERASURE_MESSAGES } from '@immora/shared/crm-erasure';
import { CRM_MESSAGES } from '@immora/shared/crm-records';
import { appointments } from '../../db/schema/appointments.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { signedInAgency } from '../../../test/agency-factories.ts';
import { CONTACT, CUSTOMER, LEAD, OPPORTUNITY } from '../../../test/crm-fixtures.ts';
import { createProperty, createUser } from '../../../test/factories.ts';
import { signedInUser } from '../../../test/session.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const call = async (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) => {
  const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};
const added = async (kind: string, headers: Headers, payload: object) => {
  const res = await call('POST', `/api/crm/${kind}`, headers, payload);
  expect(res.status).toBe(201);
  return res.body.data as { id: string };
};

/** A person only in the CRMs (and, for the viewing, with a buyer account of the same address). */
const person = () => {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `Erika Vandamme${tag}`,
    email: `erika.${tag}@example.be`,
    phone: `04791${tag.replace(/\D/g, '7').slice(0, 5)}`,
  };
};

/**
 * Every row of every table of the database whose text holds one of `needles` (case-insensitive):
 * each row as JSON, so every text and JSON column is read. Answers the tables scanned too.
 */
async function scan(needles: string[]) {
  const tables = await ctx.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const names = (('rows' in tables ? tables.rows : tables) as { table_name: string }[]).map((r) => r.table_name);
  const hits: { table: string; row: string }[] = [];
  for (const table of names) {
    const result = await ctx.database.db.execute(
      sql`select row_to_json(t)::text as j from ${sql.identifier(table)} t where ${sql.join(
        needles.map((n) => sql`lower(row_to_json(t)::text) like ${`%${n.toLowerCase()}%`}`),
        sql` or `,
      )}`,
    );
    for (const r of ('rows' in result ? result.rows : result) as { j: string }[]) hits.push({ table, row: r.j });
  }
  return { tables: names, hits };
}

/** Agency A's whole history with the person, through the routes people use; the same person at agency B. */
async function history() {
  const p = person();
  const a = await signedInAgency(ctx.app, ctx.database, 'Maison Dubois');
  const b = await signedInAgency(ctx.app, ctx.database, 'Schelde Vastgoed');
  const listingA = await createProperty(ctx.database, a.user.id, {
    agencyId: a.agency.id,
    title: 'Loft by the Scheldt',
  });
  const listingB = await createProperty(ctx.database, b.user.id, { agencyId: b.agency.id });
  // The contact form of both agencies' listings: a message, a CRM lead and a notice e-mail each.
  for (const listing of [listingA, listingB]) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/contact`,
      payload: { name: p.name, email: p.email, phone: p.phone, message: `Please call me on ${p.phone}, ${p.name}` },
    });
    expect(res.statusCode).toBeLessThan(300);
  }
  // A lead typed in (the address in capitals), converted: a customer and an opportunity.
  const typed = await added('leads', a.headers, {
    ...LEAD,
    name: p.name,
    email: p.email.toUpperCase(),
    phone: p.phone,
  });
  expect((await call('POST', `/api/crm/leads/${typed.id}/convert`, a.headers)).status).toBe(201);
  const contact = await added('contacts', a.headers, {
    ...CONTACT,
    firstName: 'Erika',
    lastName: p.name.slice('Erika '.length),
    email: p.email,
    phone: p.phone,
  });
  // An opportunity typed by hand under the person's name, and A's records about someone else.
  await added('opportunities', a.headers, { ...OPPORTUNITY, clientName: p.name, notes: `Call ${p.phone}` });
  const other = await added('customers', a.headers, { ...CUSTOMER, email: `other-${randomUUID()}@example.be` });
  await added('contacts', b.headers, {
    ...CONTACT,
    firstName: 'Erika',
    lastName: 'Vandamme',
    email: p.email,
    phone: p.phone,
  });
  // An e-mail from the E-mails page, and a viewing the person booked with an account of that address.
  const sent = await call('POST', '/api/emails/send', a.headers, {
    subject: 'Your visit',
    body: 'Dear {{fullName}}, see you soon.',
    recipients: [{ kind: 'contact', id: contact.id }],
  });
  expect(sent.body.data).toMatchObject({ sent: 1 });
  const seeker = await createUser(ctx.database, { role: 'buyer', email: p.email, firstName: 'Erika', lastName: 'V' });
  await ctx.database.db.insert(appointments).values({
    propertyId: listingA.id,
    seekerId: seeker.id,
    startsAt: new Date(Date.now() + 5 * 86_400_000),
    message: `My number is ${p.phone}`,
    profileShared: true,
  });
  return { p, a, b, contact, other, seeker };
}

describe('Erase this person', () => {
  it('erases everything the agency keeps about the person, in one go, and nothing of agency B', async () => {
    const { p, a, b, contact, other, seeker } = await history();
    const preview = await call('GET', `/api/crm/contacts/${contact.id}/erasure`, a.headers);
    expect(preview.status).toBe(200);
    const counts = {
      leads: 2, // the contact form's and the typed one
      customers: 1,
      opportunities: 2, // the conversion's and the one typed under the name
      contacts: 1,
      contactForms: 1,
      sentEmails: 1,
      mailCopies: 2, // the e-mail to the person and the contact form's notice to the agency
      viewings: 1,
    };
    expect(preview.body.data).toEqual({ person: { name: p.name, email: p.email }, counts, erased: false });
    expect((await scan([p.email])).hits.length).toBeGreaterThan(10); // the preview changed nothing

    const erased = await call('POST', `/api/crm/contacts/${contact.id}/erasure`, a.headers);
    expect(erased.status).toBe(200);
    expect(erased.body.data).toEqual({ person: { name: p.name, email: p.email }, counts, erased: true });

    // Every text and JSON column of every table: the e-mail, the name and the phone are left only
    // in agency B's data and in the person's own account.
    const { tables, hits } = await scan([p.email, p.name, p.phone]);
    expect(tables).toEqual(expect.arrayContaining(['crm_leads', 'sent_emails', 'email_outbox', 'appointments']));
    const theirs = [b.agency.id, b.user.id, b.user.email, seeker.id];
    expect(hits.filter((h) => !theirs.some((id) => h.row.includes(id)))).toEqual([]);
    expect(hits.map((h) => h.table).sort()).toEqual([
      'crm_contacts',
      'crm_leads',
      'email_outbox',
      'property_leads',
      'users',
    ]);

    // The viewing stays for the person, without what they wrote; A's other records are untouched.
    const [viewing] = await ctx.database.db
      .select()
      .from(appointments)
      .where(sql`${appointments.seekerId} = ${seeker.id}`);
    expect(viewing).toMatchObject({ message: '', profileShared: false, status: 'pending' });
    expect((await call('GET', `/api/crm/customers/${other.id}`, a.headers)).status).toBe(200);
    expect((await call('GET', '/api/crm/contacts', b.headers)).body.data.total).toBe(1);
    expect((await call('GET', '/api/crm/leads', b.headers)).body.data.total).toBe(1);
    // Erased: the record is gone, so asking again is 404.
    expect((await call('POST', `/api/crm/contacts/${contact.id}/erasure`, a.headers)).status).toBe(404);
  });

  it('starts from a lead or a customer as well, and is for the holder only', async () => {
    const p = person();
    const a = await signedInAgency(ctx.app, ctx.database, 'Maison Dubois');
    const b = await signedInAgency(ctx.app, ctx.database, 'Schelde Vastgoed');
    const lead = await added('leads', a.headers, { ...LEAD, name: p.name, email: p.email });
    const customer = await added('customers', a.headers, { ...CUSTOMER, fullName: p.name, email: p.email });
    const refusals = [
      // Another agency's record: 403 as on every CRM route (decision 037); an unknown one 404.
      [b.headers, `/api/crm/leads/${lead.id}/erasure`, 403, CRM_MESSAGES.notYours],
      [b.headers, `/api/crm/leads/${randomUUID()}/erasure`, 404, CRM_MESSAGES.leadNotFound],
      [b.headers, '/api/crm/customers/not-an-id/erasure', 404, CRM_MESSAGES.customerNotFound],
    ] as const;
    for (const [headers, url, status, message] of refusals) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(method, url, headers);
        expect(res.status).toBe(status);
        expect(res.body.error.message).toBe(message);
      }
    }
    // An agent of the agency sees the records, but the agency decides to erase.
    const agentSession = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    await ctx.database.db.execute(sql`update users set agency_id = ${a.agency.id} where id = ${agentSession.user.id}`);
    const byAgent = await call('POST', `/api/crm/leads/${lead.id}/erasure`, agentSession.headers);
    expect(byAgent.status).toBe(403);
    expect(byAgent.body.error.message).toBe(CRM_ERASURE_MESSAGES.onlyHolder);
    const buyer = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    expect((await call('POST', `/api/crm/leads/${lead.id}/erasure`, buyer.headers)).status).toBe(403);
    // Nothing was erased by those; then the agency erases from the customer.
    expect((await call('GET', `/api/crm/leads/${lead.id}`, a.headers)).status).toBe(200);
    const erased = await call('POST', `/api/crm/customers/${customer.id}/erasure`, a.headers);
    expect(erased.body.data.counts).toMatchObject({ leads: 1, customers: 1 });
    expect((await call('GET', `/api/crm/leads/${lead.id}`, a.headers)).status).toBe(404);
  });

  it("an independent agent erases their own records, not an agency's about the same person", async () => {
    const p = person();
    const me = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    const a = await signedInAgency(ctx.app, ctx.database, 'Maison Dubois');
    const mine = await added('leads', me.headers, { ...LEAD, name: p.name, email: p.email });
    const theirs = await added('leads', a.headers, { ...LEAD, name: p.name, email: p.email });
    const res = await call('POST', `/api/crm/leads/${mine.id}/erasure`, me.headers);
    expect(res.body.data.counts).toMatchObject({ leads: 1, customers: 0, contacts: 0 });
    expect((await call('GET', `/api/crm/leads/${theirs.id}`, a.headers)).status).toBe(200);
  });
});
