import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_MESSAGES as M } from '@immora/shared/crm-records';
import { PHONE_MESSAGES } from '@immora/shared/phone';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { crmCustomers, crmLeads } from '../../db/schema/crm.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { onPostgres } from '../../../test/database.ts';
import { signedInAgency } from '../../../test/agency-factories.ts';
import { createProperty } from '../../../test/factories.ts';
import { atOnce, expectLimitHeld, RACERS } from '../../../test/races.ts';
import { signedInUser } from '../../../test/session.ts';
import { CONTACT, CUSTOMER, LEAD, OPPORTUNITY } from '../../../test/crm-fixtures.ts';
import { DUTCH_TITLE, FRENCH_READER, FRENCH_TITLE, inDutchWithFrench } from '../../../test/listing-fixtures.ts';
import { outboxFor } from '../../../test/mail-outbox.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const KINDS = [
  ['leads', LEAD],
  ['customers', CUSTOMER],
  ['opportunities', OPPORTUNITY],
  ['contacts', CONTACT],
] as const;

const signedIn = async (agencyId: string | null) => {
  const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
  if (agencyId) {
    await ctx.database.db.update(users).set({ agencyId }).where(eq(users.id, agent.user.id));
  }
  return agent;
};
const add = async (headers: Headers, path: string, body: object) => {
  const res = await call('POST', `/api/crm/${path}`, headers, body);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string } & Record<string, unknown>;
};
const ids = async (headers: Headers, path: string, query = '') =>
  (await call('GET', `/api/crm/${path}${query}`, headers)).json().data.items.map((r: { id: string }) => r.id);

describe('records: add, list, get, update, delete', () => {
  it.each(KINDS)('%s: a round trip through every route, with the answer built from the form', async (path, body) => {
    const agent = await signedIn(null);
    const created = await add(agent.headers, path, body);
    expect(created).toMatchObject({ ...body, canEdit: true, agencyId: null });
    expect(created.addedBy).toMatchObject({ id: agent.user.id });
    expect(await ids(agent.headers, path)).toEqual([created.id]);
    expect((await call('GET', `/api/crm/${path}/${created.id}`, agent.headers)).json().data.id).toBe(created.id);
    const change = path === 'opportunities' ? { clientName: 'Nora Vos' } : { email: 'nora.vos@example.be' };
    const changed = await call('PUT', `/api/crm/${path}/${created.id}`, agent.headers, { ...body, ...change });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject(change);
    expect((await call('DELETE', `/api/crm/${path}/${created.id}`, agent.headers)).statusCode).toBe(200);
    expect(await ids(agent.headers, path)).toEqual([]);
    expect((await call('GET', `/api/crm/${path}/${created.id}`, agent.headers)).statusCode).toBe(404);
  });

  it('refuses guests (401), buyers and private sellers (403) and agents without a subscription (403)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/crm/leads' })).statusCode).toBe(401);
    for (const role of ['buyer', 'pseller'] as const) {
      const user = await signedInUser(ctx.app, ctx.database, { role, subscribed: true });
      expect((await call('GET', '/api/crm/leads', user.headers)).statusCode).toBe(403);
    }
    const unpaid = await signedInUser(ctx.app, ctx.database, { role: 'individual' });
    const res = await call('POST', '/api/crm/contacts', unpaid.headers, CONTACT);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.subscriptionRequired);
  });

  it('searches, filters by status and type, sorts and pages', async () => {
    const agent = await signedIn(null);
    await add(agent.headers, 'leads', { ...LEAD, name: 'Anke Janssens', status: 'lost', leadType: 'selling' });
    await add(agent.headers, 'leads', { ...LEAD, name: 'Bram De Smet', status: 'inProgress' });
    await add(agent.headers, 'leads', { ...LEAD, name: 'Cas Willems', email: 'cas@example.be' });
    const names = async (query: string) =>
      (await call('GET', `/api/crm/leads${query}`, agent.headers))
        .json()
        .data.items.map((l: { name: string }) => l.name);
    expect(await names('?sort=name&order=asc')).toEqual(['Anke Janssens', 'Bram De Smet', 'Cas Willems']);
    expect(await names('?status=inProgress')).toEqual(['Bram De Smet']);
    expect(await names('?type=selling')).toEqual(['Anke Janssens']);
    expect(await names('?q=cas@')).toEqual(['Cas Willems']);
    const page = (await call('GET', '/api/crm/leads?sort=name&order=asc&pageSize=2&page=2', agent.headers)).json().data;
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((l: { name: string }) => l.name)).toEqual(['Cas Willems']);
    const bad = await call('GET', '/api/crm/leads?status=won', agent.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(M.status);
  });
});

describe('validation: the spec’s rules, with their messages, on the server', () => {
  it.each([
    ['opportunities', { ...OPPORTUNITY, clientName: 'J' }, 'clientName', M.clientNameMin],
    ['opportunities', { ...OPPORTUNITY, propertyDetails: 'House' }, 'propertyDetails', M.propertyDetailsMin],
    ['opportunities', { ...OPPORTUNITY, transactionType: 'leasing' }, 'transactionType', M.transactionType],
    ['opportunities', { ...OPPORTUNITY, price: undefined }, 'price', M.priceRequired],
    ['opportunities', { ...OPPORTUNITY, status: 'won' }, 'status', M.status],
    ['opportunities', { ...OPPORTUNITY, potentialMatches: -1 }, 'potentialMatches', M.potentialMatchesMin],
    ['opportunities', { ...OPPORTUNITY, progress: '60' }, 'progress', M.progressFormat],
    ['opportunities', { ...OPPORTUNITY, progress: '101%' }, 'progress', M.progressFormat],
    ['opportunities', { ...OPPORTUNITY, lastContactDate: '' }, 'lastContactDate', M.lastContactRequired],
    ['opportunities', { ...OPPORTUNITY, nextAction: 'Call' }, 'nextAction', M.nextActionMin],
    ['opportunities', { ...OPPORTUNITY, notes: 'Too short' }, 'notes', M.notesMin],
    ['contacts', { ...CONTACT, firstName: 'S' }, 'firstName', AUTH_MESSAGES.firstNameMin],
    ['contacts', { ...CONTACT, lastName: 'x'.repeat(51) }, 'lastName', AUTH_MESSAGES.lastNameMax],
    ['contacts', { ...CONTACT, email: 'sofie' }, 'email', AUTH_MESSAGES.emailInvalid],
    ['contacts', { ...CONTACT, phone: '04976543' }, 'phone', PHONE_MESSAGES.min],
    ['contacts', { ...CONTACT, phone: '04976543a1' }, 'phone', PHONE_MESSAGES.digits],
    ['contacts', { ...CONTACT, budget: undefined }, 'budget', M.budgetRequired],
    ['contacts', { ...CONTACT, propertyTypes: [] }, 'propertyTypes', M.propertyTypeRequired],
    ['contacts', { ...CONTACT, type: 'lease' }, 'type', M.contactType],
    ['leads', { ...LEAD, leadSource: 'Billboard' }, 'leadSource', M.leadSource],
    ['leads', { ...LEAD, status: 'converted' }, 'status', M.status],
    ['customers', { ...CUSTOMER, fullName: '' }, 'fullName', M.fullNameRequired],
  ])('%s: refuses %o with 400 on %s and stores nothing', async (path, body, field, message) => {
    const agent = await signedIn(null);
    const res = await call('POST', `/api/crm/${path}`, agent.headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await ids(agent.headers, path)).toEqual([]);
  });
});

describe('who sees and changes what', () => {
  it("shares an agency's records with its agents; an independent agent sees only their own", async () => {
    const agency = await signedInAgency(ctx.app, ctx.database);
    const agentA = await signedIn(agency.agency.id);
    const agentB = await signedIn(agency.agency.id);
    const loner = await signedIn(null);
    const byAgency = await add(agency.headers, 'contacts', CONTACT);
    const byA = await add(agentA.headers, 'contacts', CONTACT);
    const byLoner = await add(loner.headers, 'contacts', CONTACT);
    expect(byA.agencyId).toBe(agency.agency.id);
    for (const user of [agency, agentA, agentB])
      expect((await ids(user.headers, 'contacts')).sort()).toEqual([byAgency.id, byA.id].sort());
    expect(await ids(loner.headers, 'contacts')).toEqual([byLoner.id]);
    // Contacts are shared: an agent may edit the agency's.
    expect((await call('PUT', `/api/crm/contacts/${byAgency.id}`, agentB.headers, CONTACT)).statusCode).toBe(200);
  });

  it.each(KINDS)(
    '%s of another agency or agent: 403 on get, update and delete, and nothing changes; an unknown id: 404',
    async (path, body) => {
      const mine = await signedInAgency(ctx.app, ctx.database);
      const other = await signedInAgency(ctx.app, ctx.database, 'Leie Immo');
      const otherAgent = await signedIn(other.agency.id);
      const loner = await signedIn(null);
      const record = await add(mine.headers, path, body);
      for (const intruder of [other, otherAgent, loner]) {
        const read = await call('GET', `/api/crm/${path}/${record.id}`, intruder.headers);
        expect(read.statusCode).toBe(403);
        expect(read.json().error.message).toBe(M.notYours);
        expect((await call('PUT', `/api/crm/${path}/${record.id}`, intruder.headers, body)).statusCode).toBe(403);
        expect((await call('DELETE', `/api/crm/${path}/${record.id}`, intruder.headers)).statusCode).toBe(403);
        expect(await ids(intruder.headers, path)).toEqual([]);
      }
      expect((await call('GET', `/api/crm/${path}/${record.id}`, mine.headers)).json().data).toMatchObject(body);
      expect((await call('GET', `/api/crm/${path}/not-a-uuid`, mine.headers)).statusCode).toBe(404);
      const unknown = '5e0c8f2a-0000-4000-8000-000000000000';
      expect((await call('GET', `/api/crm/${path}/${unknown}`, other.headers)).statusCode).toBe(404);
    },
  );

  it("customers: only the user who added one may edit or delete it; others of the agency get 403 'Unauthorized Action'", async () => {
    const agency = await signedInAgency(ctx.app, ctx.database);
    const adder = await signedIn(agency.agency.id);
    const colleague = await signedIn(agency.agency.id);
    const customer = await add(adder.headers, 'customers', CUSTOMER);
    const seen = (await call('GET', `/api/crm/customers/${customer.id}`, colleague.headers)).json().data;
    expect(seen).toMatchObject({ id: customer.id, canEdit: false });
    for (const other of [colleague, agency]) {
      const edit = await call('PUT', `/api/crm/customers/${customer.id}`, other.headers, {
        ...CUSTOMER,
        fullName: 'X Y',
      });
      expect(edit.statusCode).toBe(403);
      expect(edit.json().error.message).toBe(`${M.unauthorized}: ${M.onlyAdderCanEdit}`);
      const del = await call('DELETE', `/api/crm/customers/${customer.id}`, other.headers);
      expect(del.statusCode).toBe(403);
      expect(del.json().error.message).toBe(`${M.unauthorized}: ${M.onlyAdderCanDelete}`);
    }
    const [row] = await ctx.database.db.select().from(crmCustomers).where(eq(crmCustomers.id, customer.id));
    expect(row!.fullName).toBe(CUSTOMER.fullName);
    expect((await call('DELETE', `/api/crm/customers/${customer.id}`, adder.headers)).statusCode).toBe(200);
  });
});

describe('leads become customers and opportunities', () => {
  it('converts once: a customer and an opportunity in the caller’s name, the lead converted; again is 409', async () => {
    const agent = await signedIn(null);
    const owner = await signedInUser(ctx.app, ctx.database, { role: 'individual' });
    await createProperty(ctx.database, owner.user.id, { type: 'sale', priceCents: 300_000_00 });
    await createProperty(ctx.database, owner.user.id, { type: 'sale', priceCents: 900_000_00 });
    await createProperty(ctx.database, owner.user.id, { type: 'rent', priceCents: 300_000_00 });
    const lead = await add(agent.headers, 'leads', LEAD);
    const res = await call('POST', `/api/crm/leads/${lead.id}/convert`, agent.headers);
    expect(res.statusCode).toBe(201);
    const { customerId, opportunityId } = res.json().data;
    const customer = (await call('GET', `/api/crm/customers/${customerId}`, agent.headers)).json().data;
    expect(customer).toMatchObject({ fullName: LEAD.name, email: LEAD.email, phone: LEAD.phone, status: 'active' });
    const opportunity = (await call('GET', `/api/crm/opportunities/${opportunityId}`, agent.headers)).json().data;
    expect(opportunity).toMatchObject({
      clientName: LEAD.name,
      transactionType: 'buying',
      price: LEAD.targetPrice,
      status: 'active',
      progress: '0%',
      customerId,
      leadId: lead.id,
    });
    // Published sale listings within 20% of the price (ours among others the suite made).
    expect(opportunity.potentialMatches).toBeGreaterThanOrEqual(1);
    expect(opportunity.matchingListings).toBe(opportunity.potentialMatches);
    const converted = (await call('GET', `/api/crm/leads/${lead.id}`, agent.headers)).json().data;
    expect(converted).toMatchObject({ status: 'converted', customerId, opportunityId });

    const again = await call('POST', `/api/crm/leads/${lead.id}/convert`, agent.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.alreadyConverted);
    expect(await ids(agent.headers, 'customers')).toEqual([customerId]);
    // Editing a converted lead keeps it converted.
    await call('PUT', `/api/crm/leads/${lead.id}`, agent.headers, { ...LEAD, status: 'new' });
    expect((await call('GET', `/api/crm/leads/${lead.id}`, agent.headers)).json().data.status).toBe('converted');
  });

  it("another agency's lead cannot be converted (403)", async () => {
    const mine = await signedIn(null);
    const other = await signedIn(null);
    const lead = await add(mine.headers, 'leads', LEAD);
    expect((await call('POST', `/api/crm/leads/${lead.id}/convert`, other.headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/crm/leads/${lead.id}`, mine.headers)).json().data.status).toBe('new');
  });

  it("a listing's contact form makes a CRM lead of the agent handling it, in the listing's agency", async () => {
    const agency = await signedInAgency(ctx.app, ctx.database);
    const agent = await signedIn(agency.agency.id);
    const listing = await createProperty(ctx.database, agency.user.id, {
      agencyId: agency.agency.id,
      agentId: agent.user.id,
      type: 'sale',
      category: 'houses',
      priceCents: 450_000_00,
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/contact`,
      payload: {
        name: 'Elise Claes',
        email: 'Elise.Claes@example.be',
        phone: '0479112233',
        message: 'Is the house still available?',
      },
    });
    expect(res.statusCode).toBe(201);
    const [lead] = (await call('GET', '/api/crm/leads', agent.headers)).json().data.items;
    expect(lead).toMatchObject({
      name: 'Elise Claes',
      email: 'elise.claes@example.be',
      leadType: 'buying',
      propertyType: 'houses',
      targetPrice: 450_000_00,
      leadSource: 'website',
      status: 'new',
      notes: 'Is the house still available?',
      property: { id: listing.id },
      addedBy: { id: agent.user.id },
      agencyId: agency.agency.id,
    });
    // The agency sees it too; the property_leads row the e-mail feature reads is still there.
    expect(await ids(agency.headers, 'leads')).toEqual([lead.id]);
    const rows = await ctx.database.db.select().from(crmLeads).where(eq(crmLeads.id, lead.id));
    expect(rows[0]!.propertyLeadId).toEqual(expect.any(String));
  });
});

describe("a private seller's contact form", () => {
  it('stays in property_leads only: a private seller has no CRM', async () => {
    const seller = await signedInUser(ctx.app, ctx.database, { role: 'pseller', subscribed: true });
    const listing = await createProperty(ctx.database, seller.user.id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/contact`,
      payload: { name: 'Wout Jacobs', email: 'wout.jacobs@example.be', message: 'Can I visit on Friday?' },
    });
    expect(res.statusCode).toBe(201);
    expect(await ctx.database.db.select().from(crmLeads).where(eq(crmLeads.propertyId, listing.id))).toEqual([]);
  });
});

describe.skipIf(!onPostgres)('conversion under concurrency (PostgreSQL)', () => {
  it(`${RACERS} conversions of one lead at once: one customer and one opportunity`, async () => {
    const agent = await signedIn(null);
    const lead = await add(agent.headers, 'leads', LEAD);
    const answers = await atOnce(RACERS, () => call('POST', `/api/crm/leads/${lead.id}/convert`, agent.headers));
    expectLimitHeld(answers, 1, 409, M.alreadyConverted);
    for (const table of ['crm_customers', 'crm_opportunities'])
      expect(await ctx.database.query(`SELECT 1 FROM ${table} WHERE lead_id = $1`, [lead.id])).toHaveLength(1);
  });
});

describe('a listing written in Dutch, contacted and read in French (decision 055)', () => {
  let agent: Awaited<ReturnType<typeof signedIn>>;
  let lead: { id: string; property: { title: string } };
  beforeAll(async () => {
    agent = await signedIn(null);
    await ctx.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, agent.user.id));
    const listing = await createProperty(ctx.database, agent.user.id, { agentId: agent.user.id });
    await inDutchWithFrench(ctx.database, listing.id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/contact`,
      payload: { name: 'Elise Claes', email: 'elise.claes@example.be', message: 'Is the house still available?' },
      remoteAddress: '10.31.0.1',
    });
    expect(res.statusCode).toBe(201);
    lead = (await call('GET', '/api/crm/leads', { ...agent.headers, ...FRENCH_READER })).json().data.items[0];
  });

  it("e-mails the agent the contact request under the listing's title in the agent's language", async () => {
    const [mail] = (await outboxFor(ctx.database, agent.user.email)).filter((m) => m.kind === 'lead');
    expect(mail!.subject).toBe(`Nouvelle demande\u00a0: ${FRENCH_TITLE}`);
    expect(mail!.text).toContain(`«\u00a0${FRENCH_TITLE}\u00a0»`);
  });

  it("answers the lead it made under the listing's title in the reader's language, else the original", async () => {
    expect(lead.property.title).toBe(FRENCH_TITLE);
    const unknown = { ...agent.headers, 'accept-language': 'de' };
    await ctx.database.db.update(users).set({ language: 'en' }).where(eq(users.id, agent.user.id));
    expect((await call('GET', `/api/crm/leads/${lead.id}`, unknown)).json().data.property.title).toBe(DUTCH_TITLE);
    await ctx.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, agent.user.id));
  });

  it("converts the lead into an opportunity whose details name the listing in the converter's language", async () => {
    const res = await call('POST', `/api/crm/leads/${lead.id}/convert`, { ...agent.headers, ...FRENCH_READER });
    expect(res.statusCode).toBe(201);
    const opportunity = await call('GET', `/api/crm/opportunities/${res.json().data.opportunityId}`, agent.headers);
    expect(opportunity.json().data.propertyDetails).toContain(FRENCH_TITLE);
  });
});
