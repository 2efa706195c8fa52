import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createProperty, createUser } from '../../../test/factories.ts';

let ctx: TestContext;
const day = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createUser(ctx.database);
  const base = Date.now() - 10 * day;
  await createProperty(ctx.database, owner.id, {
    title: 'Loft on the Meir',
    city: 'Antwerp',
    category: 'loft',
    type: 'sale',
    priceCents: 450_000_00,
    publishedAt: new Date(base + day),
  });
  await createProperty(ctx.database, owner.id, {
    title: 'Student room by the Ladeuzeplein',
    city: 'Leuven',
    category: 'studentRooms',
    type: 'rent',
    priceCents: 480_00,
    publishedAt: new Date(base + 2 * day),
  });
  await createProperty(ctx.database, owner.id, {
    title: 'Family house with garden',
    city: 'Antwerp',
    category: 'houses',
    type: 'sale',
    priceCents: 390_000_00,
    publishedAt: new Date(base + 3 * day),
  });
  await createProperty(ctx.database, owner.id, {
    title: 'Boosted flat in Ixelles',
    city: 'Brussels',
    category: 'apartments',
    type: 'rent',
    priceCents: 1_100_00,
    publishedAt: new Date(base),
    boostedUntil: new Date(Date.now() + day),
  });
  await createProperty(ctx.database, owner.id, {
    title: 'Unfinished draft',
    city: 'Antwerp',
    category: 'loft',
    type: 'sale',
    status: 'draft',
    publishedAt: null,
  });
});
afterAll(() => ctx.close());

const search = async (query: Record<string, string>) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/properties', query });
  return { status: res.statusCode, body: res.json() };
};
const titles = (body: { data: { items: { title: string }[] } }) => body.data.items.map((i) => i.title);

describe('GET /api/properties', () => {
  it('lists only published listings, boosted first by default', async () => {
    const { status, body } = await search({});
    expect(status).toBe(200);
    expect(body.data.total).toBe(4);
    expect(titles(body)[0]).toBe('Boosted flat in Ixelles');
    expect(titles(body)).not.toContain('Unfinished draft');
    expect(body.data.items[0]).toMatchObject({ boosted: true, price: 1100, _id: body.data.items[0].id });
  });

  it('filters by city (any case), type and category', async () => {
    expect(titles((await search({ city: 'antwerp', type: 'sale' })).body).sort()).toEqual([
      'Family house with garden',
      'Loft on the Meir',
    ]);
    expect(titles((await search({ city: 'Antwerpen', category: 'loft' })).body)).toEqual([]);
    expect(titles((await search({ category: 'studentRooms' })).body)).toEqual(['Student room by the Ladeuzeplein']);
  });

  it('filters by price range in euro and sorts by price', async () => {
    const { body } = await search({ minPrice: '400', maxPrice: '400000', sort: 'priceAsc' });
    expect(titles(body)).toEqual([
      'Student room by the Ladeuzeplein',
      'Boosted flat in Ixelles',
      'Family house with garden',
    ]);
    const desc = await search({ sort: 'priceDesc', pageSize: '1' });
    expect(titles(desc.body)).toEqual(['Loft on the Meir']);
  });

  it('pages through results', async () => {
    const { body } = await search({ sort: 'newest', pageSize: '3', page: '2' });
    expect(body.data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(titles(body)).toEqual(['Boosted flat in Ixelles']);
  });

  it('finds free text in titles, treating % and _ literally', async () => {
    expect(titles((await search({ q: 'garden' })).body)).toEqual(['Family house with garden']);
    expect((await search({ q: '%' })).body.data.total).toBe(0);
  });

  it.each([
    [{ minPrice: '-5' }, 'Price cannot be negative'],
    [{ category: 'castle' }, 'Unknown category'],
    [{ type: 'swap' }, 'Unknown listing type'],
    [{ page: '0' }, 'Page starts at 1'],
    [{ pageSize: '5000' }, 'Page size cannot exceed 48'],
    [{ minPrice: '500', maxPrice: '100' }, 'Minimum price cannot be above maximum price'],
    [{ page: 'abc' }, 'Page must be a whole number'],
  ])('refuses %j with "%s"', async (query, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });

  it('lists cities with their public listing counts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/cities' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });
});
