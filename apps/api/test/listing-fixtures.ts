import type { FastifyInstance } from 'fastify';
import type { PropertyStatus } from '@immora/shared/listing';
import type { TListingInput } from '@immora/shared/listing-form';
import type { Database } from '../src/db/client.ts';
import { propertyPhotos } from '../src/db/schema/properties.ts';
import { NEW_LISTING } from '../src/modules/listings/listings.examples.ts';
import { upsertCities } from '../src/db/seed/upsert-cities.ts';

/** The wizard body of the OpenAPI example, with a reference code: the base of the listings tests. */
const FLANDERS_SALE = { ...NEW_LISTING, referenceCode: 'GNT-0007' } satisfies TListingInput;

export const SALE_FACTS = {
  floodRiskParcel: 'A',
  floodRiskBuilding: 'A',
  permitCode: 'OMV_2019123456',
  zoning: 'Woongebied',
  planningPermit: true,
  rightOfPreemption: false,
  subdivisionPermit: false,
  cadastralIncome: 1_450,
} as const;

export const ENERGY = {
  flanders: { epcScore: 180, epcLabel: 'B', epcCode: '20240101-0001234567-RES-1' },
  brussels: {
    pebClass: 'C',
    pebPrimaryEnergy: 140,
    co2Emissions: 30,
    pebCertificateNumber: '20230101-0000123456-01-1',
  },
  wallonia: { pebLabel: 'B', kwhPerM2: 150, pebCertificateNumber: '20230101123456' },
} as const;

export const ADDRESS = {
  flanders: { postalCode: '9000', city: 'Gent', address: 'Vrijdagmarkt 7', latitude: 51.0576, longitude: 3.7262 },
  brussels: { postalCode: '1000', city: 'Bruxelles', address: 'Rue Haute 40', latitude: 50.8405, longitude: 4.3487 },
  wallonia: { postalCode: '5000', city: 'Namur', address: 'Rue de Fer 12', latitude: 50.4669, longitude: 4.8675 },
} as const;

/** A listing that may be published once it has a photo. */
export function completeListing(
  region: keyof typeof ENERGY = 'flanders',
  overrides: Partial<TListingInput> = {},
): TListingInput {
  return {
    ...FLANDERS_SALE,
    ...ADDRESS[region],
    facts: { ...ENERGY[region], ...SALE_FACTS },
    ...overrides,
  };
}

/** The three cities the fixtures' addresses name. */
export async function seedCities(database: Database) {
  await upsertCities(database.db, [
    {
      name: 'Ghent',
      nameNl: 'Gent',
      nameFr: 'Gand',
      postalCode: '9000',
      province: 'East Flanders',
      region: 'flanders',
      latitude: 51.0543,
      longitude: 3.7174,
    },
    {
      name: 'Brussels',
      nameNl: 'Brussel',
      nameFr: 'Bruxelles',
      postalCode: '1000',
      province: 'Brussels-Capital',
      region: 'brussels',
      latitude: 50.8467,
      longitude: 4.3525,
    },
    {
      name: 'Namur',
      nameNl: 'Namen',
      nameFr: 'Namur',
      postalCode: '5000',
      province: 'Namur',
      region: 'wallonia',
      latitude: 50.4674,
      longitude: 4.8718,
    },
  ]);
}

/** A valid POST /api/classifieds body: a flat for sale in Ghent (seedCities has the city). */
export const CLASSIFIED = {
  title: 'Sunny 2-bedroom flat by the Korenmarkt',
  description: 'Renovated flat on the third floor with a lift, two bedrooms and a terrace over the old town.',
  category: 'apartments',
  type: 'sale',
  price: 295_000,
  city: 'Gent',
  address: 'Korenmarkt 12',
  bedrooms: 2,
  bathrooms: 1,
  area: 92,
  epcLabel: 'B',
} as const;

/** A photo row, as the photos module stores one after an upload. */
export async function addPhoto(database: Database, propertyId: string, position = 0) {
  const [row] = await database.db
    .insert(propertyPhotos)
    .values({
      propertyId,
      position,
      isCover: position === 0,
      url: `/uploads/test/${propertyId}-${position}.jpg`,
      thumbnailUrl: `/uploads/test/${propertyId}-${position}-thumb.jpg`,
      width: 2048,
      height: 1152,
    })
    .returning();
  return row!;
}

/**
 * A complete Flemish listing with a photo, added through the API by the signed-in publisher and
 * put straight into `status` (publishedAt set unless a draft). Needs `seedCities`.
 */
export async function listingIn(
  ctx: { app: FastifyInstance; database: Database },
  headers: Record<string, string>,
  status: PropertyStatus,
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/properties',
    payload: completeListing('flanders'),
    headers,
  });
  const id = res.json().data.id as string;
  await addPhoto(ctx.database, id);
  await ctx.database.query(
    `UPDATE properties SET status = $2::text::property_status, published_at = CASE WHEN $2::text = 'draft' THEN NULL ELSE now() END WHERE id = $1`,
    [id, status],
  );
  return id;
}

/** The titles of a listing written in Dutch with a French version (`inDutchWithFrench`). */
export const DUTCH_TITLE = 'Herenhuis aan de Leie met stadstuin';
export const FRENCH_TITLE = 'Maison de maître au bord de la Lys avec jardin';
/** A French reader of an answer: the interface's choice, as the web app's cookie says it (decision 055). */
export const FRENCH_READER = { cookie: 'lang=fr' } as const;

/**
 * Makes a listing one written in Dutch with a French version (decision 023), so a reader or
 * recipient in French is shown `FRENCH_TITLE` and anyone else the original, `DUTCH_TITLE`.
 */
export async function inDutchWithFrench(database: Database, propertyId: string) {
  await database.query(`UPDATE properties SET language = 'nl', title = $2, translations = $3::jsonb WHERE id = $1`, [
    propertyId,
    DUTCH_TITLE,
    JSON.stringify({
      fr: {
        title: FRENCH_TITLE,
        description: 'Une maison de maître rénovée au bord de la Lys, avec un jardin de ville.',
      },
    }),
  ]);
}
