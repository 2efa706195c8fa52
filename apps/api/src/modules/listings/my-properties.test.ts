import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyProperty, TListingInput } from '@immora/shared/listing-form';
import { auctions } from '../../db/schema/auctions.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import {
  addPhoto,
  completeListing,
  DUTCH_TITLE,
  FRENCH_READER,
  FRENCH_TITLE,
  inDutchWithFrench,
  seedCities,
} from '../../../test/listing-fixtures.ts';
import { signedInUser } from '../../../test/session.ts';
import { listingsRepository } from './listings.repository.ts';

let ctx: TestContext;
let agent: Awaited<ReturnType<typeof signedInUser>>;
const ids: Record<string, string> = {};
const DAY = 86_400_000;

async function add(key: string, input: TListingInput, status?: 'published' | 'active' | 'pending' | 'processing') {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/properties', payload: input, headers: agent.headers });
  const id = res.json().data.id as string;
  ids[key] = id;
  if (status) {
    await addPhoto(ctx.database, id);
    await ctx.database.query(`UPDATE properties SET status = $2, published_at = now() WHERE id = $1`, [id, status]);
  }
  // Created one after another: default order is newest first.
  await ctx.database.query(`UPDATE properties SET created_at = now() - make_interval(mins => $2) WHERE id = $1`, [
    id,
    100 - Object.keys(ids).length,
  ]);
  return id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCities(ctx.database);
  agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
  await add('draft', { title: 'Garden flat draft in Gent', price: 250_000 });
  await add(
    'villa',
    completeListing('flanders', { title: 'Villa with pool in Sint-Martens-Latem', price: 1_250_000 }),
    'published',
  );
  await add('loft', completeListing('brussels', { title: 'Loft near the canal', price: 390_000 }), 'active');
  await add('studio', completeListing('wallonia', { title: 'Studio by the Meuse', price: 120_000 }), 'pending');
  await add(
    'house',
    completeListing('flanders', { title: 'Family HOUSE in the garden district', price: 560_000 }),
    'processing',
  );
  await add('empty', { title: 'Untitled draft without price' });
  // Another user's listing never shows.
  const other = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/properties',
    payload: { title: 'Garden flat of someone else' },
    headers: other.headers,
  });
});
afterAll(() => ctx.close());

const list = async (query: Record<string, string | number> = {}) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/my-properties',
    query: query as never,
    headers: agent.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: MyProperty[]; total: number; page: number; pageSize: number };
};
const keys = (items: MyProperty[]) => items.map((i) => Object.entries(ids).find(([, id]) => id === i.id)![0]);

describe('GET /api/my-properties', () => {
  it('lists my listings newest first, each with its list-view columns', async () => {
    const page = await list();
    expect(page.total).toBe(6);
    expect(keys(page.items)).toEqual(['empty', 'house', 'studio', 'loft', 'villa', 'draft']);
    const draft = page.items.find((i) => i.id === ids.draft)!;
    expect(draft).toMatchObject({
      title: 'Garden flat draft in Gent',
      status: 'draft',
      actions: ['publish'],
      price: 250_000,
      coverUrl: null,
      publishedAt: null,
      views: 0,
      leads: 0,
      boosted: false,
      auctionStatus: 'none',
      auctionId: null,
      agentName: 'Lotte Peeters',
      publishedId: ids.draft,
    });
    expect(draft.publicCode).toMatch(/^IM-\d{4}-\d{6}$/);
    expect(draft.missing).toContain('description');
    expect(draft.missing).toContain('photos');
    const villa = page.items.find((i) => i.id === ids.villa)!;
    expect(villa).toMatchObject({
      status: 'published',
      actions: ['unpublish', 'underOffer', 'agree', 'pause'],
      missing: [],
      referenceCode: 'GNT-0007',
      city: 'Ghent',
      coverUrl: `/uploads/test/${ids.villa}-0-thumb.jpg`,
    });
    expect(page.items.find((i) => i.id === ids.empty)).toMatchObject({
      price: null,
      title: 'Untitled draft without price',
    });
  });

  it('searches titles case-insensitively, filters by status and by scope', async () => {
    expect(keys((await list({ q: 'garden' })).items)).toEqual(['house', 'draft']);
    expect(keys((await list({ q: '  LOFT ' })).items)).toEqual(['loft']);
    expect((await list({ q: '100%_' })).total).toBe(0);
    expect(keys((await list({ status: 'draft' })).items)).toEqual(['empty', 'draft']);
    expect(keys((await list({ scope: 'advertised' })).items)).toEqual(['loft', 'villa']);
    expect(keys((await list({ scope: 'advertised', status: 'pending' })).items)).toEqual([]);
  });

  it('sorts by price either way, listings without a price last', async () => {
    expect(keys((await list({ sort: 'price', order: 'asc' })).items)).toEqual([
      'studio',
      'draft',
      'loft',
      'house',
      'villa',
      'empty',
    ]);
    expect(keys((await list({ sort: 'price', order: 'desc' })).items)).toEqual([
      'villa',
      'house',
      'loft',
      'draft',
      'studio',
      'empty',
    ]);
  });

  it('pages', async () => {
    const second = await list({ sort: 'price', order: 'asc', page: 2, pageSize: 4 });
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(keys(second.items)).toEqual(['villa', 'empty']);
    expect((await list({ page: 9 })).items).toEqual([]);
  });

  it('sorts by title either way, whatever the case', async () => {
    const byTitle = ['house', 'draft', 'loft', 'studio', 'empty', 'villa'];
    expect(keys((await list({ sort: 'title', order: 'asc' })).items)).toEqual(byTitle);
    expect(keys((await list({ sort: 'title', order: 'desc' })).items)).toEqual([...byTitle].reverse());
  });

  it('exports every listing of the list as CSV, with its filters and order and no paging', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/my-properties/export',
      query: { scope: 'advertised', sort: 'price', order: 'asc', pageSize: '1' },
      headers: agent.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-properties.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^Title,Status,Type,Category,City,Price \(EUR\),/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'Loft near the canal',
      'Villa with pool in Sint-Martens-Latem',
    ]);
    expect(lines[1]).toContain(',390000.00,');
  });

  it('reads the export batch by batch, so a long list comes whole and in order', async () => {
    const repo = listingsRepository(ctx.database.db);
    const batches: string[][] = [];
    for await (const batch of repo.eachMine(agent.user.id, { sort: 'title', order: 'asc', scope: 'all' }, null, 4))
      batches.push(batch.map((r) => r.row.id));
    expect(batches.map((b) => b.length)).toEqual([4, 2]);
    expect(keys(batches.flat().map((id) => ({ id }) as MyProperty))).toEqual([
      'house',
      'draft',
      'loft',
      'studio',
      'empty',
      'villa',
    ]);
  });

  it('refuses the export to a guest (401) and bad sorting (400)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/my-properties/export' })).statusCode).toBe(401);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/my-properties/export?sort=rank',
      headers: agent.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^Unknown sort/);
    // A search the database cannot hold is refused before the file starts.
    const nul = await ctx.app.inject({ method: 'GET', url: '/api/my-properties/export?q=%00', headers: agent.headers });
    expect(nul.statusCode).toBe(400);
  });

  it('shows views, leads, boosts and the state of the latest auction from stored times', async () => {
    const now = Date.now();
    await ctx.database.query(`UPDATE properties SET views = 42, leads = 3, boosted_until = $2 WHERE id = $1`, [
      ids.villa,
      new Date(now + 7 * DAY),
    ]);
    await ctx.database.query(`UPDATE properties SET boosted_until = $2 WHERE id = $1`, [ids.loft, new Date(now - DAY)]);
    const auction = (startsAt: number, endsAt: number, createdAt: number, propertyId: string) => ({
      propertyId,
      ownerId: agent.user.id,
      startingPriceCents: 100_000_00,
      reservePriceCents: 120_000_00,
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      createdAt: new Date(createdAt),
    });
    const [, open] = await ctx.database.db
      .insert(auctions)
      .values([
        auction(now - 20 * DAY, now - 10 * DAY, now - 30 * DAY, ids.villa!),
        auction(now - DAY, now + DAY, now - 2 * DAY, ids.villa!),
        auction(now + DAY, now + 2 * DAY, now, ids.loft!),
        auction(now - 3 * DAY, now - DAY, now - 4 * DAY, ids.house!),
      ])
      .returning();
    const items = (await list()).items;
    const row = (key: string) => items.find((i) => i.id === ids[key])!;
    expect(row('villa')).toMatchObject({
      views: 42,
      leads: 3,
      boosted: true,
      auctionStatus: 'open',
      auctionId: open!.id,
    });
    expect(row('villa').boostedUntil).not.toBeNull();
    expect(row('loft')).toMatchObject({ boosted: false, auctionStatus: 'scheduled' });
    expect(row('house').auctionStatus).toBe('ended');
    expect(row('studio').auctionStatus).toBe('none');
  });

  it.each([
    [{ sort: 'cheapest' }, 'Unknown sort: use one of createdAt, price, title, publishedAt, views, leads'],
    [{ sort: 'price', order: 'up' }, "Order must be 'asc' or 'desc'"],
    [{ status: 'sold' }, 'Unknown status'],
    [{ scope: 'public' }, 'Unknown scope'],
    [{ page: 0 }, 'Page must be a whole number from 1 to 10000'],
    [{ page: 'two' }, 'Page must be a whole number from 1 to 10000'],
    [{ page: 1.5 }, 'Page must be a whole number from 1 to 10000'],
    [{ pageSize: 51 }, 'Page size must be a whole number from 1 to 50'],
    [{ q: 'x'.repeat(121) }, 'The search is too long'],
  ])('refuses %j with 400 "%s"', async (query, message) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/my-properties',
      query: query as never,
      headers: agent.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });
});

describe("My properties in the reader's language (decision 055)", () => {
  const mine = (url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...agent.headers, ...headers } });
  const titleOf = async (headers: Record<string, string>) =>
    (await mine('/api/my-properties', headers)).json().data.items.find((i: MyProperty) => i.id === ids.dutch).title;

  it("lists a listing written in Dutch under its French title for a French reader, else the original's", async () => {
    await inDutchWithFrench(ctx.database, await add('dutch', completeListing('flanders', { title: 'Herenhuis' })));
    expect(await titleOf(FRENCH_READER)).toBe(FRENCH_TITLE);
    expect(await titleOf({ 'accept-language': 'de-DE' })).toBe(DUTCH_TITLE);
  });

  it('exports it under its French title for a French reader', async () => {
    const csv = (await mine('/api/my-properties/export', FRENCH_READER)).body;
    expect(csv).toContain(`\n${FRENCH_TITLE},`);
    expect(csv).not.toContain(DUTCH_TITLE);
  });
});
