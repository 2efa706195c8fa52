import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_MESSAGES, type TListingInput } from '@immora/shared/listing-form';
import { LANGUAGE_MESSAGES } from '@immora/shared/languages';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addPhoto, completeListing, seedCities } from '../../../test/listing-fixtures.ts';
import { signedInUser } from '../../../test/session.ts';

/**
 * Listings written in several languages (issue 12, decision 023): the versions the owner sends,
 * what the listing page's API answers, and free text finding every version.
 */

let ctx: TestContext;
let seller: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCities(ctx.database);
  seller = await signedInUser(ctx.app, ctx.database, { role: 'pseller', subscribed: true });
});
afterAll(() => ctx.close());

const FRENCH = {
  title: 'Maison de maître lumineuse à Namur',
  description:
    'Belle maison de maître avec véranda chauffée, parquet d’origine et cheminées en marbre. Jardin orienté sud.',
};
const DUTCH = {
  title: 'Lichtrijke herenwoning in Namen',
  description: 'Mooie herenwoning met verwarmde serre, originele parketvloeren en een tuinhuis achteraan.',
};

const create = (payload: TListingInput) =>
  ctx.app.inject({ method: 'POST', url: '/api/properties', payload, headers: seller.headers });
const patch = (id: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/properties/${id}`, payload, headers: seller.headers });
const publish = (id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/properties/${id}/publish`, headers: seller.headers });
const search = async (q: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/properties?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return (res.json().data.items as { id: string }[]).map((i) => i.id);
};

/** A Walloon listing written in French with a Dutch version, published. */
async function publishedInFrenchAndDutch() {
  const res = await create(completeListing('wallonia', { language: 'fr', ...FRENCH, translations: { nl: DUTCH } }));
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id as string;
  await addPhoto(ctx.database, id);
  expect((await publish(id)).statusCode).toBe(200);
  return id;
}

describe('a listing in French and Dutch', () => {
  let id: string;
  beforeAll(async () => {
    id = await publishedInFrenchAndDutch();
  });

  it('reopens in the wizard with its language and its other version', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/my-properties/${id}`, headers: seller.headers });
    expect(res.json().data).toMatchObject({ language: 'fr', ...FRENCH, translations: { nl: DUTCH }, missing: [] });
  });

  it('answers its versions on the public page, the original first', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/properties/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: FRENCH.title,
      description: FRENCH.description,
      language: 'fr',
      versions: [
        { language: 'fr', ...FRENCH },
        { language: 'nl', ...DUTCH },
      ],
    });
  });

  it('is found by a word of its French description only, and by one of its Dutch description', async () => {
    expect(await search('véranda')).toEqual([id]);
    expect(await search('tuinhuis')).toEqual([id]);
    // Inflected forms through each language's dictionary: 'cheminée' (singular), 'serres' (plural).
    expect(await search('cheminée marbre')).toEqual([id]);
    expect(await search('serres')).toEqual([id]);
    // Title words of either version, prefixes too, and city words as before.
    expect(await search('herenwon')).toEqual([id]);
    expect(await search('Maître Namur')).toEqual([id]);
    expect(await search('véranda zwembad')).toEqual([]);
  });

  it('is no longer found by a version that was removed', async () => {
    const other = await publishedInFrenchAndDutch();
    const res = await patch(other, { translations: {} });
    expect(res.statusCode).toBe(200);
    expect(await search('tuinhuis')).toEqual([id]);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/properties/${other}` });
    expect(page.json().data.versions.map((v: { language: string }) => v.language)).toEqual(['fr']);
  });
});

describe('validation of the language versions', () => {
  const fieldsOf = (res: { json: () => { error: { fields?: Record<string, string> } } }) => res.json().error.fields;

  it('applies the original’s length rules to each version', async () => {
    const res = await create({
      title: 'Maison à Namur',
      translations: { nl: { title: 'Huis', description: 'Te kort' } },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toMatchObject({
      'translations.nl.title': LISTING_MESSAGES.title,
      'translations.nl.description': LISTING_MESSAGES.description,
    });
  });

  it('refuses a language Immora does not offer, as original or as version', async () => {
    const original = await create({ language: 'de' as 'en', title: 'Haus in Eupen' });
    expect(original.statusCode).toBe(400);
    expect(fieldsOf(original)).toMatchObject({ language: LANGUAGE_MESSAGES.invalid });
    const version = await create({ title: 'House in Eupen', translations: { de: DUTCH } as never });
    expect(version.statusCode).toBe(400);
    expect(fieldsOf(version)).toMatchObject({ translations: LANGUAGE_MESSAGES.invalid });
  });

  it('refuses a translation into the original language, also when an edit changes the original', async () => {
    const same = await create({ language: 'nl', ...DUTCH, translations: { nl: DUTCH } });
    expect(same.statusCode).toBe(400);
    expect(fieldsOf(same)).toEqual({ 'translations.nl': LISTING_MESSAGES.translationIsOriginal });

    const draft = await create({ language: 'fr', ...FRENCH, translations: { nl: DUTCH } });
    const id = draft.json().data.id as string;
    expect((await patch(id, { language: 'nl' })).statusCode).toBe(400);
    // Swapping original and version in one edit is fine.
    const swapped = await patch(id, { language: 'nl', ...DUTCH, translations: { fr: FRENCH } });
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().data).toMatchObject({ language: 'nl', title: DUTCH.title, translations: { fr: FRENCH } });
  });

  it('keeps a half-written version in a draft, and publishes only when every version is complete', async () => {
    const res = await create(
      completeListing('wallonia', { language: 'fr', ...FRENCH, translations: { nl: { title: DUTCH.title } } }),
    );
    expect(res.statusCode).toBe(201);
    const draft = res.json().data;
    expect(draft.translations).toEqual({ nl: { title: DUTCH.title } });
    expect(draft.missing).toEqual(['translations.nl.description', 'photos']);
    await addPhoto(ctx.database, draft.id);
    const refused = await publish(draft.id);
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({ 'translations.nl.description': LISTING_MESSAGES.missingData });
    expect((await patch(draft.id, { translations: { nl: DUTCH } })).statusCode).toBe(200);
    expect((await publish(draft.id)).statusCode).toBe(200);
    // On the market, a version cannot lose its description.
    const lost = await patch(draft.id, { translations: { nl: { title: DUTCH.title } } });
    expect(lost.statusCode).toBe(400);
  });
});
