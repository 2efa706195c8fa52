import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites, savedSearches } from '../../db/schema/marketplace.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { bearer, createAccount, createPlan, createSubscription, signIn } from '../../../test/account-factories.ts';
import { createProperty } from '../../../test/factories.ts';
import { createAgency, createAgent } from '../../../test/marketplace-factories.ts';

/** Issue 13: the homes' figures that exist today, counted for the signed-in user only. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let clients = 0;
const nextIp = () => `10.16.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
const stats = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers })).json().data;

describe('GET /api/dashboard/stats', () => {
  it("counts a seeker's saved searches and favourites, and nothing of anyone else", async () => {
    const buyer = await createAccount(ctx.database);
    const other = await createAccount(ctx.database);
    const owner = await createAccount(ctx.database, { role: 'pseller' });
    const listing = await createProperty(ctx.database, owner.id);
    await ctx.database.db.insert(favourites).values([
      { userId: buyer.id, propertyId: listing.id },
      { userId: other.id, propertyId: listing.id },
    ]);
    await ctx.database.db.insert(savedSearches).values([
      { userId: buyer.id, title: 'Ghent flats', filters: { city: 'Ghent' } },
      { userId: buyer.id, title: 'Lofts', filters: { category: 'loft' } },
      { userId: other.id, title: 'Other', filters: {} },
    ]);
    const headers = bearer(await signIn(ctx.app, buyer.email, buyer.password, nextIp()));
    expect(await stats(headers)).toEqual({
      savedSearches: 2,
      favourites: 1,
      bookedAppointments: 0,
      properties: null,
      published: null,
      views: null,
      leads: null,
      appointments: null,
      agents: null,
      licences: null,
    });
  });

  it("sums a seller's listings, their views and leads", async () => {
    const seller = await createAccount(ctx.database, { role: 'pseller' });
    await createProperty(ctx.database, seller.id, { views: 120, leads: 3 });
    await createProperty(ctx.database, seller.id, { views: 30, leads: 1 });
    await createProperty(ctx.database, seller.id, { status: 'draft', publishedAt: null, views: 0 });
    await createProperty(ctx.database, (await createAccount(ctx.database, { role: 'pseller' })).id, { views: 999 });
    const headers = bearer(await signIn(ctx.app, seller.email, seller.password, nextIp()));
    expect(await stats(headers)).toMatchObject({ properties: 3, published: 2, views: 150, leads: 4, agents: null });
  });

  it("counts an agency's verified agents and its listings", async () => {
    const owner = await createAccount(ctx.database, { role: 'agency' });
    const { agency } = await createAgency(ctx.database);
    await ctx.database.query('UPDATE agencies SET owner_id = $1 WHERE id = $2', [owner.id, agency.id]);
    await createAgent(ctx.database, { agencyId: agency.id });
    await createAgent(ctx.database, { agencyId: agency.id });
    await createAgent(ctx.database, { agencyId: agency.id, isVerified: false });
    const agentListing = await createAgent(ctx.database);
    await createProperty(ctx.database, agentListing.id, { agencyId: agency.id, views: 7 });
    const headers = bearer(await signIn(ctx.app, owner.email, owner.password, nextIp()));
    expect(await stats(headers)).toMatchObject({ agents: 2, properties: 1, views: 7, licences: 0 });
    // A paid plan of two seats, bought twice.
    const plan = await createPlan(ctx.database, { name: 'Agency Duo', licences: 2 });
    await createSubscription(ctx.database, owner.id, plan.id, { quantity: 2 });
    expect(await stats(headers)).toMatchObject({ licences: 4 });
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard/stats' })).statusCode).toBe(401);
  });
});
