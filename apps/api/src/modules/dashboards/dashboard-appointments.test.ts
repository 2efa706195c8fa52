import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDashboardStats, TUpcomingAppointment } from '@immora/shared/dashboards';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createProperty } from '../../../test/factories.ts';
import { createAgency } from '../../../test/marketplace-factories.ts';
import { signedInUser } from '../../../test/session.ts';
import { FRENCH_READER, FRENCH_TITLE, inDutchWithFrench } from '../../../test/listing-fixtures.ts';

/** Issue 13: the homes' appointment and lead figures and upcoming cards move with the data, per user. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const EVERY_DAY = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, ['10:00', '15:00']]),
);
const get = async (url: string, headers: Headers) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const stats = (headers: Headers): Promise<TDashboardStats> => get('/api/dashboard/stats', headers);
const upcoming = async (headers: Headers): Promise<TUpcomingAppointment[]> =>
  (await get('/api/dashboard/upcoming', headers)).items;

/** Books the listing's `nth` free slot through the real booking rule. */
async function book(headers: Headers, propertyId: string, nth = 0) {
  const slots = (await ctx.app.inject({ method: 'GET', url: `/api/properties/${propertyId}/slots` })).json().data
    .slots as { startsAt: string }[];
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/appointments',
    payload: { propertyId, startsAt: slots[nth]!.startsAt },
    headers,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; startsAt: string };
}
const cancel = (id: string, headers: Headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/appointments/${id}/cancel`, headers });

async function agentWithListing(title = 'Loft by the Leie') {
  const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
  const listing = await createProperty(ctx.database, agent.user.id, { title, availableTimeSlots: EVERY_DAY });
  return { ...agent, listing };
}

describe('appointment figures and upcoming viewings', () => {
  it("counts a buyer's bookings and lists them soonest first; a cancelled one leaves both", async () => {
    const owner = await agentWithListing();
    const buyer = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    const other = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    expect((await stats(buyer.headers)).bookedAppointments).toBe(0);
    expect(await upcoming(buyer.headers)).toEqual([]);

    const later = await book(buyer.headers, owner.listing.id, 3);
    const second = await agentWithListing('Town house in Leuven');
    const sooner = await book(buyer.headers, second.listing.id, 1);
    await book(other.headers, owner.listing.id, 0);
    expect((await stats(buyer.headers)).bookedAppointments).toBe(2);
    const cards = await upcoming(buyer.headers);
    expect(cards.map((c) => c.id)).toEqual([sooner.id, later.id]);
    expect(cards[0]).toMatchObject({
      side: 'seeker',
      status: 'pending',
      startsAt: sooner.startsAt,
      withName: 'Lotte Peeters',
      property: { id: second.listing.id, title: 'Town house in Leuven', thumbnail: expect.any(String) },
    });

    expect((await cancel(sooner.id, buyer.headers)).statusCode).toBe(200);
    expect((await stats(buyer.headers)).bookedAppointments).toBe(1);
    expect((await upcoming(buyer.headers)).map((c) => c.id)).toEqual([later.id]);
  });

  it("counts the viewings on an agent's listings and only those; the card names the client", async () => {
    const agent = await agentWithListing();
    const rival = await agentWithListing();
    const buyer = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    const before = await stats(agent.headers);
    expect(before).toMatchObject({ appointments: 0, bookedAppointments: 0 });

    const booked = await book(buyer.headers, agent.listing.id);
    await book(buyer.headers, rival.listing.id);
    expect(await stats(agent.headers)).toMatchObject({ appointments: 1, bookedAppointments: 0 });
    expect(await upcoming(agent.headers)).toEqual([
      expect.objectContaining({
        id: booked.id,
        side: 'owner',
        withName: `${buyer.user.firstName} ${buyer.user.lastName}`,
      }),
    ]);
  });

  it("gives an agency its agents' listings' viewings and contact-form leads", async () => {
    const owner = await signedInUser(ctx.app, ctx.database, { role: 'agency', subscribed: true });
    const { agency } = await createAgency(ctx.database);
    await ctx.database.query('UPDATE agencies SET owner_id = $1 WHERE id = $2', [owner.user.id, agency.id]);
    const agent = await agentWithListing();
    await ctx.database.query('UPDATE properties SET agency_id = $1 WHERE id = $2', [agency.id, agent.listing.id]);
    const elsewhere = await agentWithListing();
    const buyer = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });

    expect(await stats(owner.headers)).toMatchObject({ properties: 1, appointments: 0, leads: 0, licences: 0 });
    await book(buyer.headers, agent.listing.id);
    await book(buyer.headers, elsewhere.listing.id);
    const lead = { name: 'Lotte Peeters', email: 'lotte.peeters@example.be', message: 'Is the loft still available?' };
    for (const id of [agent.listing.id, elsewhere.listing.id]) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/properties/${id}/contact`, payload: lead });
      expect(res.statusCode).toBe(201);
    }
    expect(await stats(owner.headers)).toMatchObject({ properties: 1, appointments: 1, leads: 1, licences: 0 });
    expect((await upcoming(owner.headers)).map((c) => c.property.id)).toEqual([agent.listing.id]);
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard/upcoming' })).statusCode).toBe(401);
  });
});

describe("upcoming viewings in the reader's language (decision 055)", () => {
  it('show a listing written in Dutch under its French title to a French reader', async () => {
    const owner = await agentWithListing();
    await inDutchWithFrench(ctx.database, owner.listing.id);
    const buyer = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    await book(buyer.headers, owner.listing.id);
    const [card] = await upcoming({ ...buyer.headers, ...FRENCH_READER });
    expect(card!.property.title).toBe(FRENCH_TITLE);
  });
});
