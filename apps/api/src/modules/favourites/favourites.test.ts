import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVOURITE_MESSAGES } from '@immora/shared/favourites';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createProperty, createUser } from '../../../test/factories.ts';
import { signedInUser } from '../../../test/session.ts';

let ctx: TestContext;
let first: string;
let second: string;
let draft: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createUser(ctx.database);
  first = (await createProperty(ctx.database, owner.id, { title: 'Townhouse in Mechelen' })).id;
  second = (await createProperty(ctx.database, owner.id, { title: 'Villa in Knokke' })).id;
  draft = (await createProperty(ctx.database, owner.id, { title: 'Draft', status: 'draft' })).id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, headers });

describe('favourites', () => {
  it('asks a guest to sign in', async () => {
    expect((await call('PUT', `/api/favourites/${first}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/favourites')).statusCode).toBe(401);
  });

  it('lets a buyer keep favourites, newest first, idempotently, and remove them', async () => {
    const { headers } = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    expect((await call('PUT', `/api/favourites/${first}`, headers)).json().data.message).toBe(FAVOURITE_MESSAGES.added);
    await new Promise((r) => setTimeout(r, 5));
    await call('PUT', `/api/favourites/${second}`, headers);
    await call('PUT', `/api/favourites/${second}`, headers);
    const list = (await call('GET', '/api/favourites', headers)).json().data.items;
    expect(list.map((f: { property: { title: string } }) => f.property.title)).toEqual([
      'Villa in Knokke',
      'Townhouse in Mechelen',
    ]);
    expect(list[0].property).toMatchObject({ bedrooms: 2, bathrooms: 1, area: 85 });
    expect((await call('GET', '/api/favourites/ids', headers)).json().data.ids.sort()).toEqual([first, second].sort());
    expect((await call('DELETE', `/api/favourites/${first}`, headers)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/favourites/${first}`, headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/favourites', headers)).json().data).toMatchObject({ total: 1, page: 1 });
  });

  it('refuses listings that are not public', async () => {
    const { headers } = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    const res = await call('PUT', `/api/favourites/${draft}`, headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(FAVOURITE_MESSAGES.notFound);
  });

  it('keeps each user to their own favourites', async () => {
    const a = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    const b = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    await call('PUT', `/api/favourites/${first}`, a.headers);
    expect((await call('GET', '/api/favourites', b.headers)).json().data).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
    expect((await call('DELETE', `/api/favourites/${first}`, b.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/favourites', a.headers)).json().data.total).toBe(1);
  });

  it('needs a subscription for an agent and is not for private sellers or agencies', async () => {
    const unsubscribed = await signedInUser(ctx.app, ctx.database, { role: 'individual' });
    const res = await call('PUT', `/api/favourites/${first}`, unsubscribed.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.subscriptionRequired);
    const subscribed = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    expect((await call('PUT', `/api/favourites/${first}`, subscribed.headers)).statusCode).toBe(200);
    const seller = await signedInUser(ctx.app, ctx.database, { role: 'pseller' });
    expect((await call('GET', '/api/favourites', seller.headers)).statusCode).toBe(403);
  });

  it('pages, sorts by price or title, filters by type and searches titles', async () => {
    const { headers } = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    const owner = await createUser(ctx.database);
    const sale = (
      await createProperty(ctx.database, owner.id, { title: 'Farm in Damme', type: 'sale', priceCents: 450_000_00 })
    ).id;
    for (const id of [first, second, sale]) await call('PUT', `/api/favourites/${id}`, headers);
    const titles = async (query: string) =>
      (await call('GET', `/api/favourites?${query}`, headers))
        .json()
        .data.items.map((f: { property: { title: string } }) => f.property.title);
    expect(await titles('sort=title&order=asc')).toEqual(['Farm in Damme', 'Townhouse in Mechelen', 'Villa in Knokke']);
    expect((await titles('sort=price&order=desc'))[0]).toBe('Farm in Damme');
    expect(await titles('type=sale')).toEqual(['Farm in Damme']);
    expect(await titles('q=KNOKKE')).toEqual(['Villa in Knokke']);
    const page = (await call('GET', '/api/favourites?sort=title&order=asc&page=2&pageSize=2', headers)).json().data;
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((f: { property: { title: string } }) => f.property.title)).toEqual(['Villa in Knokke']);
  });

  it.each([
    ['page=0', 'Page must be a whole number from 1 to 10000'],
    ['pageSize=101', 'Page size must be a whole number from 1 to 100'],
    ['sort=views', 'Unknown sort: use one of createdAt, price, title'],
    ['order=random', "Order must be 'asc' or 'desc'"],
    ['type=lease', 'Unknown listing type'],
  ])('refuses ?%s with 400 "%s"', async (query, message) => {
    const { headers } = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    const res = await call('GET', `/api/favourites?${query}`, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });
});
