import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '@immora/shared/listing-form';
import { clientTypes, CLIENT_TYPES_FILE, OPENAPI_FILE } from '../../scripts/openapi-client-types.ts';
import { createAccount, createPlan, createSubscription, DEFAULT_PASSWORD } from '../account-factories.ts';
import { createTestApp, type TestContext } from '../app.ts';
import { createProperty, createUser } from '../factories.ts';
import { addPhoto, completeListing, seedCities } from '../listing-fixtures.ts';
import { listen } from '../realtime.ts';
import type { paths } from './immora-api.generated.d.ts';

// The document is proven usable, not only valid: a client generated from it (openapi-typescript
// types + openapi-fetch, as an integrator would make one) drives a journey over real HTTP. The
// calls are typed by the generated file, so a contract change that breaks them fails typecheck.
let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedCities(ctx.database);
  baseUrl = await listen(ctx.app);
});
afterAll(() => ctx.close());

describe('a client generated from docs/openapi.json', () => {
  it('is generated from the committed document as committed (run `npm run openapi` after a contract change)', async () => {
    const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'));
    expect(await clientTypes(document)).toBe(readFileSync(CLIENT_TYPES_FILE, 'utf8'));
  });

  it('signs in, searches, keeps a favourite and publishes a draft', async () => {
    const owner = await createUser(ctx.database, { role: 'agency' });
    const loft = await createProperty(ctx.database, owner.id, { title: 'Loft by the Leie', type: 'rent' });
    const agent = await createAccount(ctx.database, { role: 'individual' });
    await createSubscription(ctx.database, agent.id, (await createPlan(ctx.database, { audience: 'individual' })).id);

    const guest = createClient<paths>({ baseUrl });
    const refused = await guest.GET('/api/favourites/ids');
    expect(refused.response.status).toBe(401);
    expect(refused.error?.error.code).toBe('UNAUTHORIZED');

    const login = await guest.POST('/api/users/login', { body: { email: agent.email, password: DEFAULT_PASSWORD } });
    expect(login.response.status).toBe(200);
    expect(login.data?.data.user.email).toBe(agent.email);
    const token = login.data!.data.token!;
    const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });

    const search = await client.GET('/api/properties', { params: { query: { type: 'rent', q: 'Leie' } } });
    expect(search.data?.data.items.map((card) => card.id)).toEqual([loft.id]);

    const favourite = await client.PUT('/api/favourites/{propertyId}', { params: { path: { propertyId: loft.id } } });
    expect(favourite.response.status).toBe(200);
    const favourites = await client.GET('/api/favourites/ids');
    expect(favourites.data?.data.ids).toEqual([loft.id]);

    const draft = await client.POST('/api/properties', { body: completeListing('flanders') });
    expect(draft.response.status).toBe(201);
    expect(draft.data?.data.status).toBe('draft');
    const id = draft.data!.data.id;

    const early = await client.POST('/api/properties/{id}/publish', { params: { path: { id } } });
    expect(early.response.status).toBe(400);
    expect(early.error?.error).toMatchObject({
      code: 'MISSING_DATA',
      fields: { photos: LISTING_MESSAGES.missingData },
    });

    await addPhoto(ctx.database, id);
    const published = await client.POST('/api/properties/{id}/publish', { params: { path: { id } } });
    expect(published.data?.data).toMatchObject({ id, status: 'published', missing: [] });
    const found = await guest.GET('/api/properties', { params: { query: { type: 'sale', city: 'Gent' } } });
    expect(found.data?.data.items.map((card) => card.id)).toContain(id);
  });
});
