import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { localDateKey } from '@immora/shared/local-time';
import { REPORT_MESSAGES as M, REPORT_TIME_ZONE } from '@immora/shared/reporting';
import { appointments } from '../../db/schema/appointments.ts';
import { propertyLeads } from '../../db/schema/marketplace.ts';
import { properties } from '../../db/schema/properties.ts';
import { propertyViewDays } from '../../db/schema/reporting.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createAgent, signedInAgency } from '../../../test/agency-factories.ts';
import { createProperty, createUser } from '../../../test/factories.ts';
import { signedInUser } from '../../../test/session.ts';
import { DUTCH_TITLE, FRENCH_READER, FRENCH_TITLE, inDutchWithFrench } from '../../../test/listing-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => ctx.app.inject({ method: 'GET', url, headers });
const PERIOD = 'from=2026-03-30&to=2026-04-05';

const views = (propertyId: string, day: string, n: number) =>
  ctx.database.db.insert(propertyViewDays).values({ propertyId, day, views: n });
const lead = (propertyId: string, ownerId: string, at: string, sender: { id?: string; email?: string } = {}) =>
  ctx.database.db.insert(propertyLeads).values({
    propertyId,
    ownerId,
    senderId: sender.id ?? null,
    name: 'Lotte Peeters',
    email: sender.email ?? 'guest@example.be',
    message: 'Is it still available?',
    createdAt: new Date(at),
  });
let slot = 0;
const booking = (propertyId: string, seekerId: string, at: string, status: 'pending' | 'confirmed' | 'cancelled') =>
  ctx.database.db.insert(appointments).values({
    propertyId,
    seekerId,
    status,
    startsAt: new Date(Date.UTC(2026, 5, 1, 8 + (++slot % 10), slot)),
    createdAt: new Date(at),
  });

describe('GET /api/reporting: who and which period', () => {
  it('refuses a guest, a buyer and an agent without a subscription', async () => {
    expect((await get(`/api/reporting?${PERIOD}`)).statusCode).toBe(401);
    const buyer = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    expect((await get(`/api/reporting?${PERIOD}`, buyer.headers)).statusCode).toBe(403);
    const unsubscribed = await signedInUser(ctx.app, ctx.database, { role: 'individual' });
    const res = await get(`/api/reporting?${PERIOD}`, unsubscribed.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.subscriptionRequired);
  });

  it.each([
    ['to=2026-04-05', 'from', M.from],
    ['from=2026-03-30', 'to', M.to],
    ['from=2026-02-30&to=2026-03-05', 'from', M.date],
    ['from=30/03/2026&to=2026-04-05', 'from', M.date],
    ['from=2026-04-05&to=2026-03-30', 'to', M.order],
    ['from=2025-04-05&to=2026-04-06', 'to', M.length],
    [`${PERIOD}&granularity=year`, 'granularity', M.granularity],
    [`${PERIOD}&propertyId=42`, 'propertyId', M.property],
  ])('answers 400 to %s', async (query, field, message) => {
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    const res = await get(`/api/reporting?${query}`, agent.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('accepts a whole leap year of 366 days', async () => {
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    const res = await get('/api/reporting?from=2028-01-01&to=2028-12-31&granularity=month', agent.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.series).toHaveLength(12);
  });
});

describe('GET /api/reporting: figures', () => {
  it("counts an agent's own listings exactly, per Belgian day and per week, and nobody else's", async () => {
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    const a = await createProperty(ctx.database, agent.user.id, { title: 'Loft in Ghent' });
    const b = await createProperty(ctx.database, agent.user.id, { title: 'House in Leuven' });
    const other = await createProperty(ctx.database, (await createUser(ctx.database, { role: 'individual' })).id);
    const seeker = await createUser(ctx.database, { role: 'buyer' });
    const late = await createUser(ctx.database, { role: 'buyer' });

    await views(a.id, '2026-03-22', 100); // before the period
    await views(a.id, '2026-03-30', 5);
    await views(a.id, '2026-04-01', 3);
    await views(b.id, '2026-04-05', 2);
    await views(other.id, '2026-03-30', 50);
    // 00:30 in Brussels on Monday 30 March (summer time): Monday's lead.
    await lead(a.id, agent.user.id, '2026-03-29T22:30:00Z');
    await lead(a.id, agent.user.id, '2026-03-31T10:00:00Z', { id: seeker.id, email: seeker.email });
    // Guest lead whose address later books: converted by e-mail.
    await lead(b.id, agent.user.id, '2026-04-02T09:00:00Z', { email: late.email.toUpperCase() });
    // 00:30 on Monday 6 April in Brussels: after the period.
    await lead(a.id, agent.user.id, '2026-04-05T22:30:00Z');
    await lead(other.id, agent.user.id, '2026-03-31T10:00:00Z');
    await booking(a.id, seeker.id, '2026-04-01T10:00:00Z', 'confirmed');
    await booking(a.id, late.id, '2026-04-02T10:00:00Z', 'cancelled');
    await booking(b.id, late.id, '2026-04-03T10:00:00Z', 'pending');
    await booking(other.id, seeker.id, '2026-04-01T10:00:00Z', 'pending');

    const res = await get(`/api/reporting?${PERIOD}`, agent.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.totals).toEqual({
      views: 10,
      leads: 3,
      appointments: 2,
      convertedLeads: 2,
      conversion: 2 / 3,
      appointmentsByStatus: { pending: 1, confirmed: 1, cancelled: 1, completed: 0 },
    });
    expect(data.series).toEqual([
      { start: '2026-03-30', views: 5, leads: 1, appointments: 0 },
      { start: '2026-03-31', views: 0, leads: 1, appointments: 0 },
      { start: '2026-04-01', views: 3, leads: 0, appointments: 1 },
      { start: '2026-04-02', views: 0, leads: 1, appointments: 0 },
      { start: '2026-04-03', views: 0, leads: 0, appointments: 1 },
      { start: '2026-04-04', views: 0, leads: 0, appointments: 0 },
      { start: '2026-04-05', views: 2, leads: 0, appointments: 0 },
    ]);
    expect(
      data.properties.map((p: { title: string; views: number; leads: number; appointments: number }) => [
        p.title,
        p.views,
        p.leads,
        p.appointments,
      ]),
    ).toEqual([
      ['Loft in Ghent', 8, 2, 1],
      ['House in Leuven', 2, 1, 1],
    ]);
    expect(data.agents).toBeNull();

    const weekly = (await get(`/api/reporting?${PERIOD}&granularity=week`, agent.headers)).json().data;
    expect(weekly.series).toEqual([{ start: '2026-03-30', views: 10, leads: 3, appointments: 2 }]);
    const monthly = (await get(`/api/reporting?${PERIOD}&granularity=month`, agent.headers)).json().data;
    expect(monthly.series).toEqual([
      { start: '2026-03-01', views: 5, leads: 2, appointments: 0 },
      { start: '2026-04-01', views: 5, leads: 1, appointments: 2 },
    ]);

    const one = (await get(`/api/reporting?${PERIOD}&propertyId=${b.id}`, agent.headers)).json().data;
    expect(one.totals).toMatchObject({ views: 2, leads: 1, appointments: 1, convertedLeads: 1, conversion: 1 });

    const foreign = await get(`/api/reporting?${PERIOD}&propertyId=${other.id}`, agent.headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe(M.property);
  });

  it('gives an empty period zeros in every bucket and no conversion', async () => {
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    await createProperty(ctx.database, agent.user.id);
    const data = (await get('/api/reporting?from=2026-01-01&to=2026-01-03', agent.headers)).json().data;
    expect(data.totals).toMatchObject({ views: 0, leads: 0, appointments: 0, conversion: null });
    expect(data.series.map((p: { start: string }) => p.start)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
    expect(data.properties).toEqual([]);
  });
});

describe('GET /api/reporting: agencies and their agents', () => {
  async function agencyWithListings(name: string) {
    const owner = await signedInAgency(ctx.app, ctx.database, name);
    const agent = await createAgent(ctx.database, owner.agency.id, { firstName: `Agent of ${name}` });
    const assigned = await createProperty(ctx.database, owner.user.id, {
      agencyId: owner.agency.id,
      agentId: agent.id,
      title: `${name} assigned`,
    });
    const own = await createProperty(ctx.database, owner.user.id, { agencyId: owner.agency.id, title: `${name} own` });
    await views(assigned.id, '2026-03-31', 4);
    await views(own.id, '2026-03-31', 6);
    return { owner, agent, assigned, own };
  }

  it('sees its listings per agent, and is refused another agency’s listing or agent', async () => {
    const mine = await agencyWithListings('Schelde Vastgoed');
    const theirs = await agencyWithListings('Maas Immo');

    const data = (await get(`/api/reporting?${PERIOD}`, mine.owner.headers)).json().data;
    expect(data.totals.views).toBe(10);
    expect(data.agents).toEqual([
      expect.objectContaining({ id: mine.agent.id, properties: 1, views: 4 }),
      expect.objectContaining({ id: null, name: null, properties: 1, views: 6 }),
    ]);

    const byAgent = (await get(`/api/reporting?${PERIOD}&agentId=${mine.agent.id}`, mine.owner.headers)).json().data;
    expect(byAgent.totals.views).toBe(4);
    expect(byAgent.properties.map((p: { id: string }) => p.id)).toEqual([mine.assigned.id]);

    for (const query of [`propertyId=${theirs.assigned.id}`, `agentId=${theirs.agent.id}`]) {
      const res = await get(`/api/reporting?${PERIOD}&${query}`, mine.owner.headers);
      expect(res.statusCode).toBe(403);
      const csv = await get(`/api/reporting/export?${PERIOD}&${query}`, mine.owner.headers);
      expect(csv.statusCode).toBe(403);
    }
  });

  it("shows an agency's agent only the listings assigned to them", async () => {
    const { owner, assigned } = await agencyWithListings('Leie Wonen');
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    await ctx.database.db.update(users).set({ agencyId: owner.agency.id }).where(eq(users.id, agent.user.id));
    await ctx.database.db.update(properties).set({ agentId: agent.user.id }).where(eq(properties.id, assigned.id));
    const data = (await get(`/api/reporting?${PERIOD}`, agent.headers)).json().data;
    expect(data.properties.map((p: { id: string }) => p.id)).toEqual([assigned.id]);
    expect(data.totals.views).toBe(4);
    expect(data.agents).toBeNull();
    // An agent has no agents of its own to filter by.
    expect((await get(`/api/reporting?${PERIOD}&agentId=${agent.user.id}`, agent.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/reporting/export', () => {
  it('writes the breakdown per listing or per agent with English headers and a BOM', async () => {
    const owner = await signedInAgency(ctx.app, ctx.database, 'Dijle Huizen');
    const agent = await createAgent(ctx.database, owner.agency.id, { firstName: 'Ines' });
    const listing = await createProperty(ctx.database, owner.user.id, {
      agencyId: owner.agency.id,
      agentId: agent.id,
      title: 'Studio, "quiet" street',
      city: 'Leuven',
    });
    await views(listing.id, '2026-04-02', 7);
    await lead(listing.id, agent.id, '2026-04-02T12:00:00Z');

    const res = await get(`/api/reporting/export?${PERIOD}`, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="report-properties-2026-03-30-2026-04-05.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.slice(1).trim().split('\n')).toEqual([
      'From,To,Title,City,Public code,Agent,Views,Leads,Appointments,Converted leads,Conversion (%)',
      `2026-03-30,2026-04-05,"Studio, ""quiet"" street",Leuven,${listing.publicCode},Ines ${agent.lastName},7,1,0,0,0.0`,
    ]);

    const agents = await get(`/api/reporting/export?${PERIOD}&breakdown=agents`, owner.headers);
    expect(agents.body.slice(1).trim().split('\n')).toEqual([
      'From,To,Agent,Listings,Views,Leads,Appointments,Converted leads,Conversion (%)',
      `2026-03-30,2026-04-05,Ines ${agent.lastName},1,7,1,0,0,0.0`,
    ]);
  });

  it('refuses a breakdown per agent to an independent agent and a bad period', async () => {
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    const res = await get(`/api/reporting/export?${PERIOD}&breakdown=agents`, agent.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(M.agentsOnly);
    expect((await get('/api/reporting/export?from=2026-04-05&to=2026-03-30', agent.headers)).statusCode).toBe(400);
  });
});

describe('POST /api/properties/:id/views', () => {
  it("counts a view on the listing's total and on today's Belgian day", async () => {
    const owner = await createUser(ctx.database, { role: 'individual' });
    const listing = await createProperty(ctx.database, owner.id, { views: 40 });
    const draft = await createProperty(ctx.database, owner.id, { status: 'draft', publishedAt: null });
    const view = (id: string) => ctx.app.inject({ method: 'POST', url: `/api/properties/${id}/views` });
    expect((await view(listing.id)).statusCode).toBe(200);
    expect((await view(listing.id)).statusCode).toBe(200);
    expect((await view(draft.id)).statusCode).toBe(404);

    const today = localDateKey(new Date(), REPORT_TIME_ZONE);
    const [row] = await ctx.database.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row!.views).toBe(42);
    expect(
      await ctx.database.db.select().from(propertyViewDays).where(eq(propertyViewDays.propertyId, listing.id)),
    ).toEqual([{ propertyId: listing.id, day: today, views: 2 }]);
    expect(
      await ctx.database.db.select().from(propertyViewDays).where(eq(propertyViewDays.propertyId, draft.id)),
    ).toEqual([]);
  });
});

describe("reports in the reader's language (decision 055)", () => {
  let french: Record<string, string>;
  beforeAll(async () => {
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    const listing = await createProperty(ctx.database, agent.user.id, { agentId: agent.user.id });
    await inDutchWithFrench(ctx.database, listing.id);
    await views(listing.id, '2026-04-02', 3);
    french = { ...agent.headers, ...FRENCH_READER };
  });

  it('name a listing written in Dutch by its French title per listing for a French reader', async () => {
    const [row] = (await get(`/api/reporting?${PERIOD}`, french)).json().data.properties;
    expect(row.title).toBe(FRENCH_TITLE);
  });

  it('name it by its French title in the CSV for a French reader', async () => {
    const csv = (await get(`/api/reporting/export?${PERIOD}`, french)).body;
    expect(csv).toContain(`,${FRENCH_TITLE},`);
    expect(csv).not.toContain(DUTCH_TITLE);
  });
});
