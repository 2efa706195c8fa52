import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { CRM_AREA_MESSAGES } from '@immora/shared/crm-area';
import { crmSharingRefusals } from '../../db/schema/crm-sharing.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createAccount, DEFAULT_PASSWORD } from '../../../test/account-factories.ts';
import { signedInAgency } from '../../../test/agency-factories.ts';
import { signedInUser } from '../../../test/session.ts';
import { CONTACT, CUSTOMER, LEAD } from '../../../test/crm-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Headers = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const crmLogin = (email: string, password = DEFAULT_PASSWORD) =>
  call('POST', '/api/crm/login', {}, { email, password });

/** A verified account signed in to the CRM area, as a customer. */
async function crmCustomer() {
  const account = await createAccount(ctx.database, { firstName: 'Laura', lastName: 'Vermeersch' });
  const res = await crmLogin(account.email);
  expect(res.statusCode).toBe(200);
  return { account, headers: { authorization: `Bearer ${res.json().data.token as string}` } };
}

const agentOf = async (agencyId: string | null) => {
  const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
  if (agencyId) await ctx.database.db.update(users).set({ agencyId }).where(eq(users.id, agent.user.id));
  return agent;
};

const add = async (headers: Headers, path: string, body: object) => {
  const res = await call('POST', `/api/crm/${path}`, headers, body);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string };
};
const ids = async (headers: Headers, path: string) =>
  (await call('GET', `/api/crm/${path}`, headers)).json().data.items.map((r: { id: string }) => r.id) as string[];

// The shared valid bodies (test/crm-fixtures.ts), about the customer with this address.
const customerRecord = (email: string) => ({ ...CUSTOMER, fullName: 'Laura Vermeersch', email });
const leadRecord = (email: string) => ({ ...LEAD, name: 'Laura Vermeersch', email });
const contactRecord = (email: string) => ({ ...CONTACT, firstName: 'Laura', lastName: 'Vermeersch', email });

/**
 * A customer, an agency whose agent keeps a customer record and whose owner keeps a lead about
 * them (the lead converted: a customer and an opportunity more), an independent agent with a
 * contact about them, and another agency that knows someone else only.
 */
async function world() {
  const customer = await crmCustomer();
  const email = customer.account.email;
  const agency = await signedInAgency(ctx.app, ctx.database, 'Maison Dubois Immobilier');
  const agent = await agentOf(agency.agency.id);
  const independent = await agentOf(null);
  const other = await signedInAgency(ctx.app, ctx.database, 'Schelde Vastgoed');
  // The e-mail as typed by people: its case does not matter.
  const record = await add(agent.headers, 'customers', customerRecord(email.toUpperCase()));
  const lead = await add(agency.headers, 'leads', leadRecord(email));
  const conversion = (await call('POST', `/api/crm/leads/${lead.id}/convert`, agency.headers)).json().data as {
    customerId: string;
    opportunityId: string;
  };
  const unrelated = await add(agency.headers, 'customers', customerRecord('someone.else@example.be'));
  const contact = await add(independent.headers, 'contacts', contactRecord(email));
  await add(other.headers, 'customers', customerRecord('someone.else@example.be'));
  return { customer, agency, agent, independent, other, record, lead, conversion, unrelated, contact };
}

const holders = async (headers: Headers) => (await call('GET', '/api/crm-area/holders', headers)).json().data;
const sharing = (headers: Headers, path: string, id: string, on: boolean) =>
  call('PUT', `/api/crm-area/${path}/${id}/sharing`, headers, { sharing: on });

describe('CRM sign-in (POST /api/crm/login)', () => {
  it('a verified account of any role gets a CRM token good for the CRM area only', async () => {
    const buyer = await createAccount(ctx.database, { firstName: 'Laura', lastName: 'Vermeersch' });
    const res = await crmLogin(buyer.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.customer).toEqual({
      id: buyer.id,
      name: 'Laura Vermeersch',
      email: buyer.email,
      role: 'buyer',
    });
    const crm = { authorization: `Bearer ${res.json().data.token as string}` };
    expect((await call('GET', '/api/crm-area/holders', crm)).statusCode).toBe(200);
    // Not a web session: the rest of the API refuses it, and a web token opens no CRM area.
    expect((await call('GET', '/api/users/me', crm)).statusCode).toBe(401);
    const web = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    expect((await call('GET', '/api/crm-area/holders', web.headers)).statusCode).toBe(401);
    expect((await call('GET', '/api/crm-area/holders')).statusCode).toBe(401);
  });

  it('an unverified account is asked to verify; a wrong password gets the generic message', async () => {
    const unverified = await createAccount(ctx.database, { isVerified: false });
    const res = await crmLogin(unverified.email);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.notVerified);
    const wrong = await crmLogin((await createAccount(ctx.database)).email, 'Wrong-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('signing out ends the CRM session', async () => {
    const { headers } = await crmCustomer();
    expect((await call('POST', '/api/crm-area/logout', headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/crm-area/holders', headers)).statusCode).toBe(401);
  });
});

describe('the dashboard: who holds records about the customer', () => {
  let w: Awaited<ReturnType<typeof world>>;
  beforeEach(async () => {
    w = await world();
  });

  it('lists exactly the agency and the independent agent, sharing, by name', async () => {
    const data = await holders(w.customer.headers);
    expect(data.total).toBe(2);
    const byRole = Object.fromEntries(data.items.map((h: { role: string }) => [h.role, h]));
    expect(byRole.agency).toMatchObject({
      id: w.agency.agency.id,
      name: 'Maison Dubois Immobilier',
      email: w.agency.agency.email,
      status: 'sharing',
      // The agent's customer record, the lead, and the customer and opportunity of its conversion.
      records: 4,
    });
    expect(byRole.agent).toMatchObject({ id: w.independent.user.id, status: 'sharing', records: 1 });
    expect(byRole.agent.name).toBe(`${w.independent.user.firstName} ${w.independent.user.lastName}`);
  });

  it("an agency's page: its public details and the records it keeps, per kind", async () => {
    const res = await call('GET', `/api/crm-area/agencies/${w.agency.agency.id}`, w.customer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Maison Dubois Immobilier',
      phone: '032001122',
      status: 'sharing',
      counts: { leads: 1, customers: 2, opportunities: 1, contacts: 0 },
    });
    const agent = await call('GET', `/api/crm-area/agents/${w.independent.user.id}`, w.customer.headers);
    expect(agent.json().data.counts).toEqual({ leads: 0, customers: 0, opportunities: 0, contacts: 1 });
  });

  it('stopping sharing hides every record about the customer from the agency and its agents (404), and enabling restores them', async () => {
    const stop = await sharing(w.customer.headers, 'agencies', w.agency.agency.id, false);
    expect(stop.statusCode).toBe(200);
    expect(stop.json().data).toMatchObject({ id: w.agency.agency.id, status: 'stopped' });
    expect((await holders(w.customer.headers)).items.map((h: { status: string }) => h.status).sort()).toEqual([
      'sharing',
      'stopped',
    ]);

    const hidden = [
      ['customers', w.record.id],
      ['leads', w.lead.id],
      ['customers', w.conversion.customerId],
      ['opportunities', w.conversion.opportunityId],
    ] as const;
    for (const who of [w.agency, w.agent]) {
      expect(await ids(who.headers, 'customers')).toEqual([w.unrelated.id]);
      expect(await ids(who.headers, 'leads')).toEqual([]);
      expect(await ids(who.headers, 'opportunities')).toEqual([]);
      for (const [path, id] of hidden) {
        expect((await call('GET', `/api/crm/${path}/${id}`, who.headers)).statusCode).toBe(404);
        expect((await call('DELETE', `/api/crm/${path}/${id}`, who.headers)).statusCode).toBe(404);
      }
    }
    const update = await call(
      'PUT',
      `/api/crm/customers/${w.record.id}`,
      w.agent.headers,
      customerRecord(w.customer.account.email),
    );
    expect(update.statusCode).toBe(404);
    expect((await call('POST', `/api/crm/leads/${w.lead.id}/convert`, w.agency.headers)).statusCode).toBe(404);
    // Another tenant, too, is answered as if the record did not exist.
    expect((await call('GET', `/api/crm/customers/${w.record.id}`, w.other.headers)).statusCode).toBe(404);
    // The independent agent was not concerned.
    expect(await ids(w.independent.headers, 'contacts')).toEqual([w.contact.id]);

    // Idempotent: stopping again changes nothing; enabling brings everything back, once.
    expect((await sharing(w.customer.headers, 'agencies', w.agency.agency.id, false)).statusCode).toBe(200);
    const enable = await sharing(w.customer.headers, 'agencies', w.agency.agency.id, true);
    expect(enable.json().data.status).toBe('sharing');
    expect((await sharing(w.customer.headers, 'agencies', w.agency.agency.id, true)).statusCode).toBe(200);
    expect((await ids(w.agent.headers, 'customers')).sort()).toEqual(
      [w.record.id, w.conversion.customerId, w.unrelated.id].sort(),
    );
    expect(await ids(w.agency.headers, 'opportunities')).toEqual([w.conversion.opportunityId]);
    expect((await call('GET', `/api/crm/leads/${w.lead.id}`, w.agent.headers)).statusCode).toBe(200);
  });

  it("stopping sharing with an independent agent hides only that agent's records, also from its e-mail recipients", async () => {
    const recipients = async () =>
      (await call('GET', '/api/emails/recipients?kind=contact', w.independent.headers))
        .json()
        .data.items.map((r: { id: string }) => r.id);
    expect(await recipients()).toEqual([w.contact.id]);
    expect((await sharing(w.customer.headers, 'agents', w.independent.user.id, false)).statusCode).toBe(200);
    expect(await recipients()).toEqual([]);
    expect(await ids(w.independent.headers, 'contacts')).toEqual([]);
    expect((await call('GET', `/api/crm/contacts/${w.contact.id}`, w.independent.headers)).statusCode).toBe(404);
    expect(await ids(w.agent.headers, 'leads')).toEqual([w.lead.id]);
  });

  it('another customer cannot see or toggle a holder that keeps nothing about them (404)', async () => {
    const stranger = await crmCustomer();
    expect(await holders(stranger.headers)).toEqual({ items: [], total: 0 });
    const res = await sharing(stranger.headers, 'agencies', w.agency.agency.id, false);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(CRM_AREA_MESSAGES.agencyNotFound);
    expect((await call('GET', `/api/crm-area/agencies/${w.agency.agency.id}`, stranger.headers)).statusCode).toBe(404);
    expect(await ids(w.agent.headers, 'customers')).toHaveLength(3);
  });

  it('bad ids and bodies are 4xx, and nothing changes', async () => {
    const h = w.customer.headers;
    // An agency's id under /agents, an agent's under /agencies, a malformed and an unknown id.
    expect((await sharing(h, 'agents', w.agency.agency.id, false)).statusCode).toBe(404);
    expect((await sharing(h, 'agencies', w.independent.user.id, false)).statusCode).toBe(404);
    expect((await sharing(h, 'agencies', 'not-an-id', false)).statusCode).toBe(404);
    expect((await call('GET', `/api/crm-area/agents/${crypto.randomUUID()}`, h)).statusCode).toBe(404);
    const noBody = await call('PUT', `/api/crm-area/agencies/${w.agency.agency.id}/sharing`, h, {});
    expect(noBody.statusCode).toBe(400);
    const text = await call('PUT', `/api/crm-area/agencies/${w.agency.agency.id}/sharing`, h, { sharing: 'no' });
    expect(text.statusCode).toBe(400);
    expect((await holders(h)).items.every((x: { status: string }) => x.status === 'sharing')).toBe(true);
  });
});

describe('concurrency', () => {
  it('20 stop requests at once leave one refusal row (on PostgreSQL with TEST_DATABASE_URL, else PGlite)', async () => {
    const customer = await crmCustomer();
    const agency = await signedInAgency(ctx.app, ctx.database, 'Maison Dubois Immobilier');
    await add(agency.headers, 'customers', customerRecord(customer.account.email));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sharing(customer.headers, 'agencies', agency.agency.id, false)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rows = await ctx.database.db
      .select()
      .from(crmSharingRefusals)
      .where(eq(crmSharingRefusals.customerEmail, customer.account.email));
    expect(rows).toHaveLength(1);
  });
});
