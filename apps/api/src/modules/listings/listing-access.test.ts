import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { LISTING_MESSAGES } from '@immora/shared/listing-form';
import { agencies } from '../../db/schema/agencies.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createProperty } from '../../../test/factories.ts';
import { addPhoto, completeListing, seedCities } from '../../../test/listing-fixtures.ts';
import { signedInUser } from '../../../test/session.ts';

let ctx: TestContext;
type User = Awaited<ReturnType<typeof signedInUser>>;
let owner: User;
let listingId: string;

async function agencyOwner() {
  const user = await signedInUser(ctx.app, ctx.database, { role: 'agency', subscribed: true });
  const [agency] = await ctx.database.db
    .insert(agencies)
    .values({
      ownerId: user.user.id,
      name: `Agency of ${user.user.email}`,
      email: user.user.email,
      phone: '3222334455',
      address: 'Grote Markt 1, 1000 Brussels',
    })
    .returning();
  return { ...user, agency: agency! };
}

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCities(ctx.database);
  owner = await signedInUser(ctx.app, ctx.database, { role: 'pseller', subscribed: true });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/properties',
    payload: completeListing('wallonia'),
    headers: owner.headers,
  });
  listingId = res.json().data.id;
  await addPhoto(ctx.database, listingId);
});
afterAll(() => ctx.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Every owner route on a listing, as inject options for `id`. */
const onListing: [string, (id: string) => InjectOptions][] = [
  ['GET /api/my-properties/:id', (id) => ({ method: 'GET', url: `/api/my-properties/${id}` })],
  ['PATCH /api/properties/:id', (id) => ({ method: 'PATCH', url: `/api/properties/${id}`, payload: { bedrooms: 4 } })],
  ['POST /api/properties/:id/publish', (id) => ({ method: 'POST', url: `/api/properties/${id}/publish` })],
  [
    'POST /api/properties/:id/status',
    (id) => ({ method: 'POST', url: `/api/properties/${id}/status`, payload: { action: 'publish' } }),
  ],
  ['DELETE /api/properties/:id', (id) => ({ method: 'DELETE', url: `/api/properties/${id}` })],
];
const collection: [string, InjectOptions][] = [
  ['POST /api/properties', { method: 'POST', url: '/api/properties', payload: { title: 'A guest listing' } }],
  ['GET /api/my-properties', { method: 'GET', url: '/api/my-properties' }],
];
const call = (options: InjectOptions, user?: User) =>
  ctx.app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(user?.headers ?? {}) } });
const snapshot = async (id: string) =>
  (await ctx.database.query('SELECT status, bedrooms, updated_at FROM properties WHERE id = $1', [id]))[0];

describe('who may use the owner routes', () => {
  it.each([...onListing.map(([name, make]) => [name, make(listingId)] as const), ...collection])(
    '%s: 401 for a guest',
    async (_name, options) => {
      const before = await snapshot(listingId);
      const res = await call(options);
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
      expect(await snapshot(listingId)).toEqual(before);
    },
  );

  it.each(onListing)('%s: 403 for another publisher and another agency, 404 unknown, 400 bad id', async (_n, make) => {
    const before = await snapshot(listingId);
    const other = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    const foreign = await call(make(listingId), other);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe(LISTING_MESSAGES.notOwner);
    const agency = await agencyOwner();
    expect((await call(make(listingId), agency)).statusCode).toBe(403);
    expect(await snapshot(listingId)).toEqual(before);

    const unknown = await call(make(UNKNOWN), owner);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(LISTING_MESSAGES.notFound);
    expect((await call(make('not-a-uuid'), owner)).statusCode).toBe(400);
  });

  it.each([...onListing.map(([name, make]) => [name, make(listingId)] as const), ...collection])(
    '%s: 403 for a buyer',
    async (_name, options) => {
      const buyer = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
      expect((await call(options, buyer)).statusCode).toBe(403);
    },
  );

  it('another user’s listings never show in my properties', async () => {
    const other = await signedInUser(ctx.app, ctx.database, { role: 'pseller', subscribed: true });
    const res = await call({ method: 'GET', url: '/api/my-properties' }, other);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
  });
});

describe('agencies', () => {
  it('an agency’s new listing carries its agency; the owner of another agency cannot touch it', async () => {
    const a = await agencyOwner();
    const res = await call({ method: 'POST', url: '/api/properties', payload: { title: 'Agency listing' } }, a);
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    const [row] = await ctx.database.query<{ agency_id: string; agent_id: string | null }>(
      'SELECT agency_id, agent_id FROM properties WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ agency_id: a.agency.id, agent_id: null });
    const b = await agencyOwner();
    expect((await call({ method: 'GET', url: `/api/my-properties/${id}` }, b)).statusCode).toBe(403);
  });

  it('the owner of an agency manages the listings of its agents', async () => {
    const a = await agencyOwner();
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    const created = await call(
      { method: 'POST', url: '/api/properties', payload: { title: 'Listing of an agency agent' } },
      agent,
    );
    const id = created.json().data.id;
    await ctx.database.query('UPDATE properties SET agency_id = $2 WHERE id = $1', [id, a.agency.id]);

    const mine = (await call({ method: 'GET', url: '/api/my-properties' }, a)).json().data;
    expect(mine.items).toEqual([expect.objectContaining({ id, agentName: 'Lotte Peeters' })]);
    const edited = await call({ method: 'PATCH', url: `/api/properties/${id}`, payload: { bedrooms: 2 } }, a);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.bedrooms).toBe(2);
    // The agent still sees it too.
    expect((await call({ method: 'GET', url: '/api/my-properties' }, agent)).json().data.total).toBe(1);
  });
});

describe('subscription', () => {
  it('adding and publishing need a subscription; editing and pausing do not', async () => {
    const unsubscribed = await signedInUser(ctx.app, ctx.database, { role: 'individual' });
    const add = await call(
      { method: 'POST', url: '/api/properties', payload: { title: 'Not allowed yet' } },
      unsubscribed,
    );
    expect(add.statusCode).toBe(403);
    expect(add.json().error.message).toBe(AUTH_MESSAGES.subscriptionRequired);

    const listing = await createProperty(ctx.database, unsubscribed.user.id, { agentId: unsubscribed.user.id });
    const edit = await call(
      { method: 'PATCH', url: `/api/properties/${listing.id}`, payload: { bedrooms: 3 } },
      unsubscribed,
    );
    expect(edit.statusCode).toBe(200);
    const pause = await call(
      { method: 'POST', url: `/api/properties/${listing.id}/status`, payload: { action: 'pause' } },
      unsubscribed,
    );
    expect(pause.statusCode).toBe(200);
    for (const options of [
      { method: 'POST', url: `/api/properties/${listing.id}/publish` },
      { method: 'POST', url: `/api/properties/${listing.id}/status`, payload: { action: 'publish' } },
    ] as InjectOptions[]) {
      const res = await call(options, unsubscribed);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(AUTH_MESSAGES.subscriptionRequired);
    }
    expect((await snapshot(listing.id))!.status).toBe('pending');
  });
});
