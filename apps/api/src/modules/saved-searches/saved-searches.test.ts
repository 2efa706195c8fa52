import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_MESSAGES } from '@immora/shared/saved-searches';
import { savedSearches } from '../../db/schema/marketplace.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { onPostgres } from '../../../test/database.ts';
import { atOnce, expectLimitHeld, RACERS } from '../../../test/races.ts';
import { signedInUser } from '../../../test/session.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (payload: object, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/saved-searches', payload, headers });
/** A user who already keeps `n` saved searches. */
async function holding(n: number) {
  const user = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
  await ctx.database.db
    .insert(savedSearches)
    .values(
      Array.from({ length: n }, (_, i) => ({ userId: user.user.id, title: `Held ${i}`, filters: { city: 'Ghent' } })),
    );
  return user;
}
/** How many saved searches the database holds for the user. */
const held = async (userId: string) =>
  (await ctx.database.db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId)))[0]!.n;
/** The user's saved searches, all on one page (50 at most fit on a page of 100). */
const list = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/saved-searches?pageSize=100', headers })).json().data.items;

describe('saved searches', () => {
  it('saves a search with its filters, lists it and deletes it', async () => {
    const { headers } = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    const res = await post(
      { title: 'Lofts in Ghent', filters: { category: 'loft', city: 'Ghent', maxPrice: '500000' } },
      headers,
    );
    expect(res.statusCode).toBe(201);
    const saved = res.json().data;
    expect(saved).toMatchObject({
      title: 'Lofts in Ghent',
      filters: { category: 'loft', city: 'Ghent', maxPrice: '500000' },
    });
    expect(await list(headers)).toHaveLength(1);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/saved-searches/${saved.id}`, headers });
    expect(del.statusCode).toBe(200);
    expect(await list(headers)).toEqual([]);
  });

  it('refuses a duplicate title, an empty search and filters the search would refuse', async () => {
    const { headers } = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    await post({ title: 'Student rooms', filters: { category: 'studentRooms' } }, headers);
    const dup = await post({ title: 'Student rooms', filters: { city: 'Leuven' } }, headers);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe(SAVED_SEARCH_MESSAGES.duplicate);
    const empty = await post({ title: 'Nothing', filters: {} }, headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(SAVED_SEARCH_MESSAGES.empty);
    const bad = await post({ title: 'Castles', filters: { category: 'castle' } }, headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Unknown category');
    const unknownKey = await post({ title: 'Hack', filters: { owner_id: 'x' } }, headers);
    expect(unknownKey.statusCode).toBe(400);
    expect(await list(headers)).toHaveLength(1);
  });

  it("cannot delete someone else's search, and asks guests to sign in", async () => {
    const a = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    const b = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    const saved = (await post({ title: 'Mine', filters: { city: 'Namur' } }, a.headers)).json().data;
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/saved-searches/${saved.id}`, headers: b.headers });
    expect(res.statusCode).toBe(404);
    expect(await list(a.headers)).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/saved-searches' })).statusCode).toBe(401);
  });

  it('keeps at most 50: the 51st is refused with the limit message', async () => {
    const { headers } = await holding(MAX_SAVED_SEARCHES - 1);
    expect((await post({ title: 'Fiftieth', filters: { city: 'Mons' } }, headers)).statusCode).toBe(201);
    const over = await post({ title: 'Fifty-first', filters: { city: 'Mons' } }, headers);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(SAVED_SEARCH_MESSAGES.limit);
    expect(await list(headers)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it.skipIf(!onPostgres)(`${RACERS} parallel saves from a user holding 45 leave exactly 50 (PostgreSQL)`, async () => {
    const { headers, user } = await holding(MAX_SAVED_SEARCHES - 5);
    const answers = await atOnce(RACERS, (i) => post({ title: `Parallel ${i}`, filters: { city: 'Liège' } }, headers));
    expectLimitHeld(answers, 5, 409, SAVED_SEARCH_MESSAGES.limit);
    expect(await held(user.id)).toBe(MAX_SAVED_SEARCHES);
  });

  it.skipIf(!onPostgres)(`${RACERS} parallel saves of one title keep one (PostgreSQL)`, async () => {
    const { headers, user } = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    const answers = await atOnce(RACERS, () => post({ title: 'Same title', filters: { city: 'Liège' } }, headers));
    expectLimitHeld(answers, 1, 409, SAVED_SEARCH_MESSAGES.duplicate);
    expect(await held(user.id)).toBe(1);
  });

  it('pages, sorts by title and searches titles', async () => {
    const { headers } = await holding(5);
    const get = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/saved-searches?${query}`, headers })).json().data;
    const page = await get('sort=title&order=desc&page=2&pageSize=2');
    expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.items.map((s: { title: string }) => s.title)).toEqual(['Held 2', 'Held 1']);
    expect((await get('q=held 4')).items.map((s: { title: string }) => s.title)).toEqual(['Held 4']);
  });

  it.each([
    ['page=abc', 'Page must be a whole number from 1 to 10000'],
    ['pageSize=0', 'Page size must be a whole number from 1 to 100'],
    ['sort=filters', 'Unknown sort: use one of createdAt, title'],
    ['order=DESC', "Order must be 'asc' or 'desc'"],
  ])('refuses ?%s with 400 "%s"', async (query, message) => {
    const { headers } = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/saved-searches?${query}`, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });
});
