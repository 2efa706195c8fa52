import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENERGY_FACTS, LISTING_MESSAGES, SALE_FACTS, type TListingInput } from '@immora/shared/listing-form';
import { auctions } from '../../db/schema/auctions.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addPhoto, completeListing, seedCities } from '../../../test/listing-fixtures.ts';
import { signedInUser } from '../../../test/session.ts';

let ctx: TestContext;
let seller: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCities(ctx.database);
  seller = await signedInUser(ctx.app, ctx.database, { role: 'pseller', subscribed: true });
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const create = (payload: TListingInput, headers: Headers = seller.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/properties', payload, headers });
const reopen = (id: string, headers: Headers = seller.headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/my-properties/${id}`, headers });
const patch = (id: string, payload: object, headers: Headers = seller.headers) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/properties/${id}`, payload, headers });
const publish = (id: string, headers: Headers = seller.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/properties/${id}/publish`, headers });
const remove = (id: string, headers: Headers = seller.headers) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/properties/${id}`, headers });
const history = async (id: string) =>
  (
    await ctx.database.query<{ price_cents: number }>(
      'SELECT price_cents FROM property_price_history WHERE property_id = $1 ORDER BY changed_at, id',
      [id],
    )
  ).map((r) => r.price_cents);
const missingFields = (fields: string[]) => Object.fromEntries(fields.map((f) => [f, LISTING_MESSAGES.missingData]));

/** A draft with a photo, ready to publish unless `input` lacks something. */
async function draftWithPhoto(input: TListingInput) {
  const res = await create(input);
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id as string;
  await addPhoto(ctx.database, id);
  return id;
}

describe('drafts', () => {
  it('stores a draft with a title only, reopens it with what is missing, and finishes it by PATCH', async () => {
    const res = await create({ title: 'Loft by the harbour' });
    expect(res.statusCode).toBe(201);
    const draft = res.json().data;
    expect(draft).toMatchObject({
      title: 'Loft by the harbour',
      status: 'draft',
      region: null,
      photos: [],
      availableNow: true,
      country: 'Belgium',
      amenities: [],
      facts: {},
    });
    expect(draft.publicCode).toMatch(/^IM-\d{4}-\d{6}$/);
    expect(draft.missing).toEqual([
      'description',
      'category',
      'type',
      'price',
      'address',
      'postalCode',
      'city',
      'latitude',
      'longitude',
      'bedrooms',
      'bathrooms',
      'area',
      'photos',
    ]);

    const again = await reopen(draft.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(draft);

    const edited = await patch(draft.id, { ...completeListing('flanders'), title: undefined });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      title: 'Loft by the harbour',
      price: 415_000,
      region: 'flanders',
      // The municipality is stored under its English name, as search expects.
      city: 'Ghent',
      missing: ['photos'],
    });
    // Clearing a field of a draft with null.
    const cleared = (await patch(draft.id, { price: null, facts: { epcCode: null } })).json().data;
    expect(cleared.price).toBeUndefined();
    expect(cleared.facts.epcCode).toBeUndefined();
    expect(cleared.facts.epcLabel).toBe('B');
    expect(cleared.missing).toEqual(['price', 'facts.epcCode', 'photos']);
    // A draft's price changes are not price history.
    expect(await history(draft.id)).toEqual([]);
  });

  it('an individual agent becomes the agent of the listing, an agency puts its agency on it', async () => {
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    const id = (await create({ title: 'Agent draft listing' }, agent.headers)).json().data.id;
    const [row] = await ctx.database.query<{ agent_id: string; agency_id: string | null }>(
      'SELECT agent_id, agency_id FROM properties WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ agent_id: agent.user.id, agency_id: null });
  });

  it('refuses invalid fields with the form’s messages and stores nothing', async () => {
    const before = await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM properties');
    for (const [body, message] of [
      [{ title: 'Flat' }, LISTING_MESSAGES.title],
      [{ postalCode: '900' }, LISTING_MESSAGES.postalCode],
      [{ latitude: 48.85 }, LISTING_MESSAGES.outsideBelgium],
      [{ price: -5 }, LISTING_MESSAGES.price],
      [{ price: 30_000_000 }, 'Price is too large'],
      [{ facts: { epcLabel: 'Z' } }, 'Choose the EPC label'],
      [{ country: 'France' }, 'Immora lists properties in Belgium'],
    ] as const) {
      const res = await create(body as TListingInput);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await ctx.database.query('SELECT count(*)::int AS n FROM properties')).toEqual(before);
  });
});

describe('publishing', () => {
  const sale = [...SALE_FACTS];
  it.each([
    [
      'Flanders sale built before 2001',
      'flanders',
      { yearBuilt: 1985 },
      [...ENERGY_FACTS.flanders, ...sale, 'asbestosCertificate'],
    ],
    ['Flanders sale built after 2001', 'flanders', { yearBuilt: 2010 }, [...ENERGY_FACTS.flanders, ...sale]],
    ['Brussels sale (PEB class, CO₂)', 'brussels', { yearBuilt: 1930 }, [...ENERGY_FACTS.brussels, ...sale]],
    [
      'Wallonia auction (PEB label, kWh/m²)',
      'wallonia',
      { type: 'auction', yearBuilt: 1960 },
      [...ENERGY_FACTS.wallonia, ...sale],
    ],
    ['Flanders rent (energy only)', 'flanders', { type: 'rent', price: 1_150, yearBuilt: 1985 }, ENERGY_FACTS.flanders],
    ['Brussels rent (energy only)', 'brussels', { type: 'rent', price: 1_150 }, ENERGY_FACTS.brussels],
  ] as const)('%s: refused with exactly the missing facts', async (_name, region, change, facts) => {
    const id = await draftWithPhoto(completeListing(region, { ...change, facts: {} }));
    const res = await publish(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'MISSING_DATA',
      message: LISTING_MESSAGES.required,
      fields: missingFields(facts.map((f) => `facts.${f}`)),
    });
    expect((await reopen(id)).json().data.status).toBe('draft');
  });

  it('a sale needs its year of construction; a listing needs a photo', async () => {
    const noYear = await draftWithPhoto(completeListing('brussels', { yearBuilt: undefined }));
    expect((await publish(noYear)).json().error.fields).toEqual(missingFields(['yearBuilt']));
    const noPhoto = (await create(completeListing('wallonia'))).json().data.id;
    expect((await publish(noPhoto)).json().error.fields).toEqual(missingFields(['photos']));
  });

  it('publishes a complete listing: public, findable in search, dated, its price recorded', async () => {
    const id = await draftWithPhoto(completeListing('flanders', { yearBuilt: 1985 }));
    // Still missing the Flemish asbestos certificate.
    expect((await publish(id)).json().error.fields).toEqual(missingFields(['facts.asbestosCertificate']));
    expect((await patch(id, { facts: { asbestosCertificate: 'AI-20240512' } })).statusCode).toBe(200);

    const res = await publish(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'published', missing: [], city: 'Ghent' });
    const [row] = await ctx.database.query<{ published_at: Date; expires_at: Date; city_id: string | null }>(
      'SELECT published_at, expires_at, city_id FROM properties WHERE id = $1',
      [id],
    );
    expect(row!.city_id).not.toBeNull();
    const days = (new Date(row!.expires_at).getTime() - new Date(row!.published_at).getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
    expect(await history(id)).toEqual([415_000_00]);

    const search = (
      await ctx.app.inject({ method: 'GET', url: '/api/properties', query: { q: 'Vrijdagmarkt', city: 'Gent' } })
    ).json().data;
    expect(search.items.map((i: { id: string }) => i.id)).toContain(id);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/properties/${id}` });
    expect(detail.json().data).toMatchObject({ title: completeListing().title, facts: { epcLabel: 'B' } });

    // Publishing again answers the public listing as it is (the wizard's Publish after an edit).
    const again = await publish(id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('published');
    const [after] = await ctx.database.query<{ published_at: Date }>(
      'SELECT published_at FROM properties WHERE id = $1',
      [id],
    );
    expect(after!.published_at).toEqual(row!.published_at);
    expect(await history(id)).toEqual([415_000_00]);
  });

  it('an unknown municipality is published under its own name, without a city id', async () => {
    const id = await draftWithPhoto(completeListing('flanders', { city: 'Atlantis', postalCode: '9999' }));
    expect((await publish(id)).statusCode).toBe(200);
    const [row] = await ctx.database.query<{ city: string; city_id: string | null }>(
      'SELECT city, city_id FROM properties WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ city: 'Atlantis', city_id: null });
    // A sub-municipality keeps its name and is placed in its municipality by its postal code (decision 082).
    const place = await draftWithPhoto(completeListing('flanders', { city: 'Sint-Amandsberg', postalCode: '9040' }));
    await publish(place);
    const [placed] = await ctx.database.query<{ city: string; municipality: string | null }>(
      'SELECT p.city, c.name AS municipality FROM properties p LEFT JOIN cities c ON c.id = p.city_id WHERE p.id = $1',
      [place],
    );
    expect(placed).toEqual({ city: 'Sint-Amandsberg', municipality: 'Ghent' });
    // A known postal code finds the municipality when the name is not one of its names.
    const byCode = await draftWithPhoto(completeListing('wallonia', { city: 'Jambes centre' }));
    await publish(byCode);
    const [coded] = await ctx.database.query<{ city: string; city_id: string | null }>(
      'SELECT city, city_id FROM properties WHERE id = $1',
      [byCode],
    );
    expect(coded!.city).toBe('Jambes centre');
    expect(coded!.city_id).not.toBeNull();
  });
});

describe('editing a public listing', () => {
  it('keeps it complete, and records price changes in its history', async () => {
    const id = await draftWithPhoto(completeListing('brussels'));
    expect((await publish(id)).statusCode).toBe(200);

    const emptied = await patch(id, { title: null, facts: { co2Emissions: null }, price: 399_000 });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().error).toMatchObject({
      code: 'MISSING_DATA',
      message: LISTING_MESSAGES.required,
      fields: missingFields(['title', 'facts.co2Emissions']),
    });
    // Nothing changed.
    expect((await reopen(id)).json().data).toMatchObject({ title: completeListing().title, price: 415_000 });
    expect(await history(id)).toEqual([415_000_00]);

    // Moving the address to Flanders needs the Flemish certificate.
    const moved = await patch(id, { postalCode: '9000', city: 'Gent' });
    expect(moved.json().error.fields).toEqual(missingFields(['facts.epcScore', 'facts.epcLabel', 'facts.epcCode']));

    const cheaper = await patch(id, { price: 399_000, description: 'Now with a renovated bathroom and new windows.' });
    expect(cheaper.statusCode).toBe(200);
    expect(cheaper.json().data).toMatchObject({ price: 399_000, status: 'published' });
    expect(await history(id)).toEqual([415_000_00, 399_000_00]);
    // The same price again is no new history row.
    await patch(id, { price: 399_000 });
    expect(await history(id)).toEqual([415_000_00, 399_000_00]);
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json().data;
    expect(detail.priceHistory.map((h: { price: number }) => h.price)).toEqual([415_000, 399_000]);
  });

  it('the database itself refuses a public listing without its fields', async () => {
    const id = await draftWithPhoto(completeListing('wallonia'));
    await publish(id);
    await expect(ctx.database.query('UPDATE properties SET title = NULL WHERE id = $1', [id])).rejects.toThrow(
      /properties_complete_unless_draft/,
    );
  });
});

describe('deleting', () => {
  async function auction(propertyId: string, opts: { ended: boolean; bids: number }) {
    const now = Date.now();
    await ctx.database.db.insert(auctions).values({
      propertyId,
      ownerId: seller.user.id,
      startingPriceCents: 100_000_00,
      reservePriceCents: 150_000_00,
      startsAt: new Date(now - 10 * 86_400_000),
      endsAt: new Date(opts.ended ? now - 86_400_000 : now + 86_400_000),
      bidCount: opts.bids,
      currentPriceCents: opts.bids ? 100_000_00 : null,
    });
  }

  it('deletes a listing with its photos', async () => {
    const id = await draftWithPhoto({ title: 'Draft to be deleted' });
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ message: LISTING_MESSAGES.deleted });
    expect((await reopen(id)).statusCode).toBe(404);
    expect(await ctx.database.query('SELECT id FROM property_photos WHERE property_id = $1', [id])).toEqual([]);
    expect((await remove(id)).statusCode).toBe(404);
  });

  it.each([
    ['an auction that has not ended', { ended: false, bids: 0 }, 409],
    ['an ended auction with bids', { ended: true, bids: 2 }, 409],
    ['an ended auction without bids', { ended: true, bids: 0 }, 200],
  ])('with %s: %i', async (_name, state, status) => {
    const id = await draftWithPhoto(completeListing('flanders'));
    await auction(id, state);
    const res = await remove(id);
    expect(res.statusCode).toBe(status);
    if (status === 409) {
      expect(res.json().error.message).toBe(LISTING_MESSAGES.deleteAuction);
      expect((await reopen(id)).statusCode).toBe(200);
    }
  });
});
