import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createProperty, createUser } from '../../../test/factories.ts';
import { createAgency, createAgent, createCity } from '../../../test/marketplace-factories.ts';

let ctx: TestContext;
const day = 86_400_000;
const ids: Record<string, string> = {};
const hours = [
  {
    day: 'monday' as const,
    status: 'open' as const,
    slots: [{ start: '09:00', end: '17:00', type: 'work' as const }],
  },
  { day: 'sunday' as const, status: 'closed' as const, slots: [] },
];

beforeAll(async () => {
  ctx = await createTestApp();
  const brussels = await createCity(ctx.database, { name: 'Brussels', nameNl: 'Brussel', nameFr: 'Bruxelles' });
  await createCity(ctx.database, { name: 'Antwerp', nameNl: 'Antwerpen', nameFr: 'Anvers' });
  const { agency, owner } = await createAgency(ctx.database, { name: 'Alpha Immo', cityId: brussels.id });
  ids.agency = agency.id;
  ids.owner = owner.id;

  const lotte = await createAgent(ctx.database, {
    firstName: 'Lotte',
    lastName: 'Peeters',
    agencyId: agency.id,
    bio: 'Ten years in Brussels.',
    workingHours: hours,
    profilePicture: '/uploads/seed/avatar-lotte.jpg',
  });
  ids.lotte = lotte.id;
  ids.jan = (await createAgent(ctx.database, { firstName: 'Jan', lastName: 'Claes', agencyId: agency.id })).id;
  const sofie = await createAgent(ctx.database, { firstName: 'Sofie', lastName: 'Maes' });
  ids.sofie = sofie.id;
  const busy = await createAgent(ctx.database, { firstName: 'Bram', lastName: 'Wouters' });
  ids.busy = busy.id;
  ids.hidden = (await createAgent(ctx.database, { firstName: 'Hidden', lastName: 'Unverified', isVerified: false })).id;
  ids.buyer = (await createUser(ctx.database, { role: 'buyer', firstName: 'Bob', lastName: 'Buyer' })).id;

  const base = Date.now() - 30 * day;
  // Lotte: two of her own, one of the agency's assigned to her, a draft; the agency's unassigned one is nobody's.
  await createProperty(ctx.database, lotte.id, {
    title: 'Lotte oldest',
    agentId: lotte.id,
    agencyId: agency.id,
    publishedAt: new Date(base),
  });
  await createProperty(ctx.database, lotte.id, {
    title: 'Lotte newest',
    agentId: lotte.id,
    agencyId: agency.id,
    publishedAt: new Date(base + 3 * day),
  });
  await createProperty(ctx.database, owner.id, {
    title: 'Assigned by the agency',
    agentId: lotte.id,
    agencyId: agency.id,
    publishedAt: new Date(base + 2 * day),
  });
  await createProperty(ctx.database, lotte.id, {
    title: 'Lotte draft',
    agentId: lotte.id,
    status: 'draft',
    publishedAt: null,
  });
  await createProperty(ctx.database, owner.id, { title: 'Unassigned', agencyId: agency.id });
  // Sofie (independent): mostly Antwerp.
  for (const city of ['Antwerp', 'Antwerp', 'Brussels'])
    await createProperty(ctx.database, sofie.id, { title: `Sofie in ${city}`, agentId: sofie.id, city });
  // Bram: more listings than a profile shows.
  for (let i = 0; i < 13; i++)
    await createProperty(ctx.database, busy.id, {
      title: `Bram ${i}`,
      city: 'Ghent',
      publishedAt: new Date(base + i * day),
    });
});
afterAll(() => ctx.close());

const get = async (url: string, query: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url, query });
  return { status: res.statusCode, body: res.json(), raw: res.body };
};
const names = (body: { data: { items: { name: string }[] } }) => body.data.items.map((i) => i.name);

describe('GET /api/agents', () => {
  it('lists verified agents only, by last name, with their public card', async () => {
    const { status, body } = await get('/api/agents');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ total: 4, page: 1, pageSize: 12 });
    expect(names(body)).toEqual(['Jan Claes', 'Sofie Maes', 'Lotte Peeters', 'Bram Wouters']);
    const lotte = body.data.items.find((i: { id: string }) => i.id === ids.lotte);
    expect(lotte).toEqual({
      id: ids.lotte,
      _id: ids.lotte,
      firstName: 'Lotte',
      lastName: 'Peeters',
      name: 'Lotte Peeters',
      profilePicture: '/uploads/seed/avatar-lotte.jpg',
      agency: { id: ids.agency, name: 'Alpha Immo' },
      agencyName: 'Alpha Immo',
      city: 'Brussels',
      listings: 3,
      phone: '32470123456',
      companyEmail: expect.stringContaining('@agency.example.be'),
      licenceNumber: 'IPI 505.123',
      // Staff have not confirmed the number (decision 077).
      verified: false,
    });
  });

  it("takes an independent agent's city from most of their listings", async () => {
    const { body } = await get('/api/agents', { q: 'sofie' });
    expect(body.data.items).toHaveLength(1);
    expect(body.data.items[0]).toMatchObject({ agency: null, city: 'Antwerp', listings: 3 });
  });

  it('searches names and agency names case-insensitively, % literally', async () => {
    expect(names((await get('/api/agents', { q: 'PEETERS' })).body)).toEqual(['Lotte Peeters']);
    expect(names((await get('/api/agents', { q: 'lotte peet' })).body)).toEqual(['Lotte Peeters']);
    expect(names((await get('/api/agents', { q: 'alpha' })).body)).toEqual(['Jan Claes', 'Lotte Peeters']);
    expect((await get('/api/agents', { q: '%' })).body.data.total).toBe(0);
    expect((await get('/api/agents', { q: '' })).body.data.total).toBe(4);
  });

  it('filters by city in English, Dutch or French', async () => {
    expect(names((await get('/api/agents', { city: 'antwerpen' })).body)).toEqual(['Sofie Maes']);
    expect(names((await get('/api/agents', { city: 'Bruxelles' })).body)).toEqual(['Jan Claes', 'Lotte Peeters']);
    expect(names((await get('/api/agents', { city: 'Ghent' })).body)).toEqual(['Bram Wouters']);
    expect((await get('/api/agents', { city: 'Atlantis' })).body.data.total).toBe(0);
  });

  it('pages through agents', async () => {
    const { body } = await get('/api/agents', { page: '2', pageSize: '3' });
    expect(body.data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(names(body)).toEqual(['Bram Wouters']);
    expect((await get('/api/agents', { page: '9' })).body.data.items).toEqual([]);
  });

  it.each([
    [{ page: '0' }, 'Page starts at 1'],
    [{ page: 'abc' }, 'Page must be a whole number'],
    [{ pageSize: '49' }, 'Page size cannot exceed 48'],
    [{ pageSize: '0' }, 'Page size must be at least 1'],
    [{ q: 'x'.repeat(121) }, 'Search text is too long'],
    [{ city: 'x'.repeat(81) }, 'City is too long'],
  ])('refuses %j with "%s"', async (query, message) => {
    const { status, body } = await get('/api/agents', query);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.error.message).toBe(message);
  });
});

describe('GET /api/agents/:id', () => {
  it("answers the agent's profile with their published listings, newest first", async () => {
    const { status, body } = await get(`/api/agents/${ids.lotte}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: ids.lotte,
      _id: ids.lotte,
      name: 'Lotte Peeters',
      agency: { id: ids.agency, name: 'Alpha Immo' },
      bio: 'Ten years in Brussels.',
      workingHours: hours,
      listings: 3,
    });
    expect(body.data.properties.total).toBe(3);
    expect(body.data.properties.items.map((p: { title: string }) => p.title)).toEqual([
      'Lotte newest',
      'Assigned by the agency',
      'Lotte oldest',
    ]);
    expect(body.data.properties.items[0]).toMatchObject({ price: 1250, coverPhoto: expect.any(String) });
  });

  it('shows at most 12 listings, with their total', async () => {
    const { body } = await get(`/api/agents/${ids.busy}`);
    expect(body.data.properties.total).toBe(13);
    expect(body.data.properties.items).toHaveLength(12);
    expect(body.data.properties.items[0].title).toBe('Bram 12');
    expect(body.data).toMatchObject({ workingHours: null, bio: null, city: 'Ghent', listings: 13 });
  });

  it.each([
    ['an unknown id', () => randomUUID()],
    ['a malformed id', () => 'not-a-uuid'],
    ['an almost-uuid', () => `${randomUUID()}x`],
    ['a buyer', () => ids.buyer!],
    ['an agency owner', () => ids.owner!],
    ['an unverified agent', () => ids.hidden!],
  ])('answers 404 for %s', async (_label, id) => {
    const { status, body } = await get(`/api/agents/${encodeURIComponent(id())}`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, error: { code: 'NOT_FOUND', message: 'Agent not found' } });
  });
});

describe('privacy', () => {
  it('never answers a password hash, calendar tokens or sign-in e-mail', async () => {
    const answers = [await get('/api/agents'), await get(`/api/agents/${ids.lotte}`)];
    for (const { raw } of answers) {
      for (const secret of [
        'passwordHash',
        'password_hash',
        'googleCalendarAuth',
        'outlookCalendarAuth',
        'secret-hash',
        'google-access-token',
        'vatNumber',
        '@example.be',
      ])
        expect(raw).not.toContain(secret);
    }
  });
});
