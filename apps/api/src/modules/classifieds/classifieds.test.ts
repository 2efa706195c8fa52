import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { CLASSIFIED_MESSAGES } from '@immora/shared/classifieds';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { CLASSIFIED } from '../../../test/listing-fixtures.ts';
import { signedInUser } from '../../../test/session.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // Ghent, where the classified is, is one of the municipalities migration 0051 loads.
});
afterAll(() => ctx.close());

const valid = CLASSIFIED;
const place = (payload: object, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/classifieds', payload, headers });
const count = async () => (await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM properties'))[0]!.n;

describe('POST /api/classifieds', () => {
  it('publishes a classified at its city, findable in search at once', async () => {
    const seller = await signedInUser(ctx.app, ctx.database, { role: 'pseller', subscribed: true });
    const res = await place(valid, seller.headers);
    expect(res.statusCode).toBe(201);
    const { id, message } = res.json().data;
    expect(message).toBe(CLASSIFIED_MESSAGES.published);
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json().data;
    expect(detail).toMatchObject({
      title: valid.title,
      city: 'Ghent',
      price: 295_000,
      latitude: 51.0543,
      facts: { epcLabel: 'B' },
    });
    expect(detail.priceHistory).toHaveLength(1);
    const search = (await ctx.app.inject({ method: 'GET', url: '/api/properties', query: { q: 'Korenmarkt' } })).json()
      .data;
    expect(search.items.map((i: { id: string }) => i.id)).toContain(id);
    const stats = (await ctx.app.inject({ method: 'GET', url: '/api/stats' })).json().data;
    expect(stats.categories).toContainEqual({ category: 'apartments', count: 1 });
  });

  it.each([
    [{ type: 'sale', epcLabel: undefined }, CLASSIFIED_MESSAGES.epc],
    [{ city: 'Atlantis' }, CLASSIFIED_MESSAGES.city],
    [{ title: 'Flat' }, CLASSIFIED_MESSAGES.title],
    [{ price: 0 }, CLASSIFIED_MESSAGES.price],
    [{ bedrooms: -1 }, 'Bedrooms cannot be negative'],
    [{ category: 'castle' }, 'Unknown category'],
  ])('refuses %j with "%s" and stores nothing', async (change, message) => {
    const seller = await signedInUser(ctx.app, ctx.database, { role: 'pseller', subscribed: true });
    const before = await count();
    const res = await place({ ...valid, ...change }, seller.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await count()).toBe(before);
  });

  it('is for publishers with a subscription', async () => {
    expect((await place(valid, {})).statusCode).toBe(401);
    const buyer = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    expect((await place(valid, buyer.headers)).statusCode).toBe(403);
    const unsubscribed = await signedInUser(ctx.app, ctx.database, { role: 'individual' });
    const res = await place(valid, unsubscribed.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.subscriptionRequired);
  });

  it('a rent needs no energy label and an agent becomes the listing’s agent', async () => {
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    const res = await place(
      { ...valid, type: 'rent', price: 1_150, epcLabel: undefined, title: 'Flat to rent near Gent-Sint-Pieters' },
      agent.headers,
    );
    expect(res.statusCode).toBe(201);
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/properties/${res.json().data.id}` })).json().data;
    expect(detail.contact).toMatchObject({ kind: 'agent', id: agent.user.id });
  });
});
