import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@immora/shared/properties';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createProperty, createUser } from '../../../test/factories.ts';

let ctx: TestContext;
let listingId: string;
let draftId: string;
const day = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp();
  const agent = await createUser(ctx.database, {
    role: 'individual',
    firstName: 'Pieter',
    lastName: 'Claes',
    phoneNumber: '32475918273',
    email: 'pieter@example.be',
  });
  const publishedAt = new Date(Date.now() - 12 * day);
  const listing = await createProperty(ctx.database, agent.id, {
    title: 'Canal-side loft in Ghent',
    city: 'Ghent',
    category: 'loft',
    type: 'sale',
    priceCents: 415_000_00,
    publishedAt,
    agentId: agent.id,
    amenities: ['terrace'],
    facts: { epcLabel: 'B', epcScore: 145 },
  });
  listingId = listing.id;
  await ctx.database.query(
    'INSERT INTO property_price_history (property_id, price_cents, changed_at) VALUES ($1, $2, $3), ($1, $4, $5)',
    [listingId, 445_000_00, publishedAt, 415_000_00, new Date(publishedAt.getTime() + 5 * day)],
  );
  await createProperty(ctx.database, agent.id, {
    title: 'Another loft in Ghent',
    city: 'Ghent',
    category: 'loft',
    type: 'sale',
  });
  await createProperty(ctx.database, agent.id, {
    title: 'Office in Ghent',
    city: 'Ghent',
    category: 'office',
    type: 'rent',
  });
  draftId = (
    await createProperty(ctx.database, agent.id, {
      title: 'Draft loft',
      status: 'draft',
      category: 'loft',
      type: 'sale',
      city: 'Ghent',
    })
  ).id;
});
afterAll(() => ctx.close());

const get = (id: string) => ctx.app.inject({ method: 'GET', url: `/api/properties/${id}` });

describe('GET /api/properties/:id', () => {
  it('answers the listing with its facts, price history, days on the market, contact and similar listings', async () => {
    const res = await get(listingId);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      id: listingId,
      _id: listingId,
      title: 'Canal-side loft in Ghent',
      price: 415000,
      amenities: ['terrace'],
      facts: { epcLabel: 'B', epcScore: 145 },
      daysOnMarket: 12,
    });
    expect(d.priceHistory.map((h: { price: number }) => h.price)).toEqual([445000, 415000]);
    expect(d.photos[0]).toMatchObject({ width: 2048 });
    expect(d.contact).toMatchObject({ kind: 'agent', name: 'Pieter Claes', phone: '32475918273' });
    expect(d.similar.map((s: { title: string }) => s.title)).toEqual(['Another loft in Ghent']);
    expect(JSON.stringify(d)).not.toMatch(/password/i);
  });

  it('answers 404 for a draft and for an unknown id, and 400 for a malformed one', async () => {
    expect((await get(draftId)).statusCode).toBe(404);
    expect((await get('8f9e4b1c-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await get('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Property not found');
  });
});

describe('POST /api/properties/:id/views', () => {
  it('counts each view, and refuses unpublished listings', async () => {
    const before = (await get(listingId)).json().data.views;
    await ctx.app.inject({ method: 'POST', url: `/api/properties/${listingId}/views` });
    await ctx.app.inject({ method: 'POST', url: `/api/properties/${listingId}/views` });
    expect((await get(listingId)).json().data.views).toBe(before + 2);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/properties/${draftId}/views` })).statusCode).toBe(404);
  });
});

describe('POST /api/properties/:id/contact', () => {
  const contact = (payload: object, ip = '10.1.0.1', id = listingId) =>
    ctx.app.inject({ method: 'POST', url: `/api/properties/${id}/contact`, payload, remoteAddress: ip });
  const leads = async () =>
    (await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM property_leads'))[0]!.n;

  it('stores a lead, counts it on the listing and e-mails the agent', async () => {
    const res = await contact({
      name: 'Sofie Janssens',
      email: 'sofie@example.be',
      phone: '+32 475 11 22 33',
      message: 'Is a visit possible on Saturday morning?',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message).toBe(CONTACT_MESSAGES.sent);
    const [row] = await ctx.database.query<{ leads: number }>('SELECT leads FROM properties WHERE id = $1', [
      listingId,
    ]);
    expect(row!.leads).toBe(1);
    const mails = await ctx.database.query<{ to: string; text: string }>(
      `SELECT "to", text FROM email_outbox WHERE kind = 'lead'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('pieter@example.be');
    expect(mails[0]!.text).toContain('Is a visit possible on Saturday morning?');
  });

  it.each([
    [{ name: 'S', email: 'sofie@example.be', message: 'Hello there, is it free?' }, CONTACT_MESSAGES.name],
    [{ name: 'Sofie', email: 'nope', message: 'Hello there, is it free?' }, CONTACT_MESSAGES.email],
    [{ name: 'Sofie', email: 'sofie@example.be', message: 'Hi' }, CONTACT_MESSAGES.message],
    [
      { name: 'Sofie', email: 'sofie@example.be', message: 'Hello there, is it free?', phone: 'call me' },
      'Only numbers are allowed',
    ],
  ])('refuses %j with "%s" and stores nothing', async (payload, message) => {
    const before = await leads();
    const res = await contact(payload, '10.1.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await leads()).toBe(before);
  });

  it('answers 404 for a listing that is not public', async () => {
    const res = await contact(
      { name: 'Sofie', email: 'sofie@example.be', message: 'Hello there, is it free?' },
      '10.1.0.3',
      draftId,
    );
    expect(res.statusCode).toBe(404);
  });

  it('stops a client after 5 messages in 10 minutes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (await contact({ name: 'Flood', email: `f${i}@example.be`, message: 'Hello there, is it free?' }, '10.1.0.9'))
          .statusCode,
      );
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
