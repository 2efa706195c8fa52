import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createProperty } from '../../../test/factories.ts';
import { createAgency, createAgent, createCity } from '../../../test/marketplace-factories.ts';

let ctx: TestContext;
const day = 86_400_000;
const ids: Record<string, string> = {};
const hours = [
  { day: 'monday' as const, status: 'open' as const, slots: [{ start: '09:00', end: '18:00', type: 'work' as const }] },
];

beforeAll(async () => {
  ctx = await createTestApp();
  const ghent = await createCity(ctx.database, { name: 'Ghent', nameNl: 'Gent', nameFr: 'Gand', region: 'flanders' });
  const liege = await createCity(ctx.database, { name: 'Liège', nameNl: 'Luik', nameFr: 'Liège', region: 'wallonia' });
  const ghentAgency = await createAgency(ctx.database, {
    name: 'Gentse Woningen',
    cityId: ghent.id,
    logo: '/uploads/seed/logo-gw.png',
    owner: {
      workingHours: hours,
      passwordHash: '$argon2id$secret-hash-that-must-never-leak',
      googleCalendarAuth: { accessToken: 'google-access-token-never-public' },
    },
  });
  ids.ghent = ghentAgency.agency.id;
  const meuse = await createAgency(ctx.database, { name: 'Meuse Immobilier', cityId: liege.id, website: null });
  ids.meuse = meuse.agency.id;
  await createAgency(ctx.database, { name: 'Bruxelles Habitat' });
  const hidden = await createAgency(ctx.database, { name: 'Hidden Agency', owner: { isVerified: false } });
  ids.hidden = hidden.agency.id;

  const a1 = await createAgent(ctx.database, { firstName: 'Els', lastName: 'Vermeulen', agencyId: ids.ghent });
  await createAgent(ctx.database, {
    firstName: 'Tom',
    lastName: 'De Smet',
    agencyId: ids.ghent,
    profilePicture: '/p.jpg',
  });
  await createAgent(ctx.database, { firstName: 'Not', lastName: 'Verified', agencyId: ids.ghent, isVerified: false });
  await createAgent(ctx.database, { firstName: 'Luc', lastName: 'Dubois', agencyId: ids.meuse });

  const base = Date.now() - 40 * day;
  for (let i = 0; i < 14; i++)
    await createProperty(ctx.database, a1.id, {
      title: `Ghent listing ${i}`,
      agentId: a1.id,
      agencyId: ids.ghent,
      city: 'Ghent',
      publishedAt: new Date(base + i * day),
    });
  await createProperty(ctx.database, ghentAgency.owner.id, {
    title: 'Ghent draft',
    agencyId: ids.ghent,
    status: 'draft',
    publishedAt: null,
  });
  await createProperty(ctx.database, meuse.owner.id, { title: 'Meuse flat', agencyId: ids.meuse, city: 'Liège' });
});
afterAll(() => ctx.close());

const get = async (url: string, query: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url, query });
  return { status: res.statusCode, body: res.json(), raw: res.body };
};
const names = (body: { data: { items: { name: string }[] } }) => body.data.items.map((i) => i.name);

describe('GET /api/agencies', () => {
  it('lists agencies of verified owners by name, with counts', async () => {
    const { status, body } = await get('/api/agencies');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 3, page: 1, pageSize: 12 });
    expect(names(body)).toEqual(['Bruxelles Habitat', 'Gentse Woningen', 'Meuse Immobilier']);
    const ghent = body.data.items[1];
    expect(ghent).toEqual({
      id: ids.ghent,
      _id: ids.ghent,
      name: 'Gentse Woningen',
      description: 'A family-run agency.',
      logo: '/uploads/seed/logo-gw.png',
      email: expect.stringContaining('@agency.example.be'),
      phone: '3222334455',
      website: 'https://www.agency.example.be',
      address: 'Grote Markt 1, 1000 Brussels',
      city: 'Ghent',
      agents: 2,
      listings: 14,
      // Staff have not confirmed the owner's BIV/IPI number (decision 077).
      verified: false,
    });
    expect(body.data.items[0]).toMatchObject({ city: null, agents: 0, listings: 0 });
  });

  it('searches by name and filters by city in any language', async () => {
    expect(names((await get('/api/agencies', { q: 'woningen' })).body)).toEqual(['Gentse Woningen']);
    expect(names((await get('/api/agencies', { city: 'gent' })).body)).toEqual(['Gentse Woningen']);
    expect(names((await get('/api/agencies', { city: 'Luik' })).body)).toEqual(['Meuse Immobilier']);
    expect(names((await get('/api/agencies', { city: 'liège', q: 'meuse' })).body)).toEqual(['Meuse Immobilier']);
    expect((await get('/api/agencies', { q: '_' })).body.data.total).toBe(0);
  });

  it('pages through agencies', async () => {
    const { body } = await get('/api/agencies', { page: '2', pageSize: '2' });
    expect(body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(names(body)).toEqual(['Meuse Immobilier']);
  });

  it.each([
    [{ page: '-1' }, 'Page starts at 1'],
    [{ pageSize: '100' }, 'Page size cannot exceed 48'],
    [{ pageSize: '2.5' }, 'Page size must be a whole number'],
    [{ q: 'x'.repeat(200) }, 'Search text is too long'],
  ])('refuses %j with "%s"', async (query, message) => {
    const { status, body } = await get('/api/agencies', query);
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });
});

describe('GET /api/agencies/:id', () => {
  it('answers the profile with its agents, 12 newest listings and the owner’s working hours', async () => {
    const { status, body } = await get(`/api/agencies/${ids.ghent}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: ids.ghent,
      name: 'Gentse Woningen',
      agents: 2,
      listings: 14,
      workingHours: hours,
    });
    expect(body.data.team).toEqual([
      expect.objectContaining({ name: 'Tom De Smet', profilePicture: '/p.jpg', licenceNumber: 'IPI 505.123' }),
      expect.objectContaining({ name: 'Els Vermeulen', profilePicture: null }),
    ]);
    expect(Object.keys(body.data.team[0]).sort()).toEqual(
      ['_id', 'firstName', 'id', 'lastName', 'licenceNumber', 'name', 'profilePicture', 'verified'].sort(),
    );
    expect(body.data.properties.total).toBe(14);
    expect(body.data.properties.items).toHaveLength(12);
    expect(body.data.properties.items[0].title).toBe('Ghent listing 13');
  });

  it('answers null working hours when the owner has none', async () => {
    const { body } = await get(`/api/agencies/${ids.meuse}`);
    expect(body.data).toMatchObject({ workingHours: null, website: null, agents: 1, listings: 1 });
    expect(body.data.properties.items.map((p: { title: string }) => p.title)).toEqual(['Meuse flat']);
  });

  it.each([
    ['an unknown id', () => randomUUID()],
    ['a malformed id', () => "1' or '1'='1"],
    ['an agency of an unverified owner', () => ids.hidden!],
  ])('answers 404 for %s', async (_label, id) => {
    const { status, body } = await get(`/api/agencies/${encodeURIComponent(id())}`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, error: { code: 'NOT_FOUND', message: 'Agency not found' } });
  });
});

describe('privacy', () => {
  it('never answers a password hash, calendar tokens or VAT number', async () => {
    for (const { raw } of [await get('/api/agencies'), await get(`/api/agencies/${ids.ghent}`)]) {
      for (const secret of [
        'passwordHash',
        'password_hash',
        'googleCalendarAuth',
        'secret-hash',
        'google-access-token',
        'BE0456',
        'ownerId',
      ])
        expect(raw).not.toContain(secret);
    }
  });
});
