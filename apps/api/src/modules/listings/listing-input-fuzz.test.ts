import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addPhoto, completeListing, seedCities } from '../../../test/listing-fixtures.ts';
import { signedInUser } from '../../../test/session.ts';
import { anyText, anyValue } from '../../../test/fuzz-values.ts';

let ctx: TestContext;
let auth: Record<string, string>;
let draftId: string;
let publicId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCities(ctx.database);
  const agency = await signedInUser(ctx.app, ctx.database, { role: 'agency', subscribed: true });
  auth = agency.headers;
  const post = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/properties', payload, headers: agency.headers });
  draftId = (await post({ title: 'Draft for random edits' })).json().data.id;
  publicId = (await post(completeListing('brussels'))).json().data.id;
  await addPhoto(ctx.database, publicId);
  const published = await ctx.app.inject({
    method: 'POST',
    url: `/api/properties/${publicId}/publish`,
    headers: agency.headers,
  });
  expect(published.statusCode).toBe(200);
});
afterAll(() => ctx.close());

/** One field (or fact) of a valid body replaced, any object with its keys, or anything at all. */
const near = (valid: Record<string, unknown>) => {
  const facts = (valid.facts ?? {}) as Record<string, unknown>;
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...Object.keys(valid)), fc.option(anyValue, { nil: undefined }))
        .map(([key, value]) => ({ ...valid, [key]: value })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...Object.keys(facts), 'unknownFact'), anyValue)
        .map(([key, value]) => ({ ...valid, facts: { ...facts, [key]: value } })),
    },
    fc.record(Object.fromEntries(Object.keys(valid).map((k) => [k, anyValue])), { requiredKeys: [] }),
    anyValue,
  );
};

const send = (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...auth, 'content-type': 'application/json' },
    payload: JSON.stringify(payload ?? null),
  });

describe('random input never gets a 5xx', () => {
  const body = near(completeListing('flanders', { yearBuilt: 1975 }) as Record<string, unknown>);

  it('POST /api/properties', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await send('POST', '/api/properties', payload);
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });

  it('PATCH /api/properties/:id of a draft and of a published listing', async () => {
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (payload, published) => {
        const res = await send('PATCH', `/api/properties/${published ? publicId : draftId}`, payload);
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });

  it('POST /api/properties/:id/status and …/publish', async () => {
    await fc.assert(
      fc.asyncProperty(near({ action: 'pause' }), fc.constantFrom(draftId, publicId), async (payload, id) => {
        const res = await send('POST', `/api/properties/${id}/status`, payload);
        expect(res.statusCode, res.body).toBeLessThan(500);
        const publish = await ctx.app.inject({ method: 'POST', url: `/api/properties/${id}/publish`, headers: auth });
        expect(publish.statusCode, publish.body).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it('GET /api/my-properties with any query', async () => {
    const param = fc.oneof(anyText, fc.integer().map(String), fc.constantFrom('priceAsc', 'draft', 'advertised'));
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('q', 'sort', 'status', 'scope', 'page', 'pageSize', 'other'), param, {
          maxKeys: 4,
        }),
        async (query) => {
          const res = await ctx.app.inject({ method: 'GET', url: '/api/my-properties', query, headers: auth });
          expect(res.statusCode, res.body).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
  });
});
