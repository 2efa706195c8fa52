import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client.ts';
import type { cities } from '../src/db/schema/cities.ts';
import { propertyPriceHistory } from '../src/db/schema/marketplace.ts';
import { properties } from '../src/db/schema/properties.ts';
import { upsertCities } from '../src/db/seed/upsert-cities.ts';

type NewProperty = typeof properties.$inferInsert;
type City = typeof cities.$inferSelect;

/** Municipalities of the market tests: Ixelles and its neighbours, and Namur farther off. */
export const MARKET_CITIES = [
  ['Ixelles', 'Elsene', 'Ixelles', '1050', 'Brussels-Capital', 'brussels', 50.8333, 4.3667],
  ['Brussels', 'Brussel', 'Bruxelles', '1000', 'Brussels-Capital', 'brussels', 50.8467, 4.3525],
  ['Etterbeek', 'Etterbeek', 'Etterbeek', '1040', 'Brussels-Capital', 'brussels', 50.8361, 4.3861],
  ['Saint-Gilles', 'Sint-Gillis', 'Saint-Gilles', '1060', 'Brussels-Capital', 'brussels', 50.8268, 4.3456],
  ['Uccle', 'Ukkel', 'Uccle', '1180', 'Brussels-Capital', 'brussels', 50.8, 4.3333],
  ['Liège', 'Luik', 'Liège', '4000', 'Liège', 'wallonia', 50.6326, 5.5797],
  ['Namur', 'Namen', 'Namur', '5000', 'Namur', 'wallonia', 50.4674, 4.8718],
  ['Ghent', 'Gent', 'Gand', '9000', 'East Flanders', 'flanders', 51.0543, 3.7174],
] as const;

export async function insertMarketCities(database: Database) {
  const rows = await upsertCities(
    database.db,
    MARKET_CITIES.map(([name, nameNl, nameFr, postalCode, province, region, latitude, longitude]) => ({
      name,
      nameNl,
      nameFr,
      postalCode,
      province,
      region,
      latitude,
      longitude,
    })),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r])) as Record<(typeof MARKET_CITIES)[number][0], City>;
}

/** A public 100 m² apartment of the municipality; `prices` its price history (euros, by date), the last one its price. */
export function marketListing(
  ownerId: string,
  city: City,
  prices: [string, number][],
  rest: Partial<NewProperty> = {},
): NewProperty & { history: [string, number][] } {
  return {
    ownerId,
    title: `Apartment in ${city.name}`,
    description: 'Two bedrooms, renovated kitchen.',
    category: 'apartments',
    type: 'sale',
    status: 'published',
    address: 'Rue du Bailli 10',
    postalCode: city.postalCode,
    cityId: city.id,
    city: city.name,
    bedrooms: 2,
    bathrooms: 1,
    areaM2: 100,
    latitude: city.latitude,
    longitude: city.longitude,
    location: { x: city.longitude, y: city.latitude },
    publicCode: `IM-MKT-${randomUUID().slice(0, 8)}`,
    publishedAt: new Date(prices[0]![0]),
    priceCents: prices[prices.length - 1]![1] * 100,
    ...rest,
    history: prices,
  };
}

/** Inserts the listings with their price histories; their ids in order. */
export async function insertMarketListings(database: Database, listings: ReturnType<typeof marketListing>[]) {
  const rows = await database.db
    .insert(properties)
    .values(listings.map(({ history: _, ...row }) => row))
    .returning();
  const history = listings.flatMap((l, i) =>
    l.history.map(([at, euros]) => ({ propertyId: rows[i]!.id, priceCents: euros * 100, changedAt: new Date(at) })),
  );
  if (history.length) await database.db.insert(propertyPriceHistory).values(history);
  return rows.map((r) => r.id);
}
