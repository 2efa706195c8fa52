import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client.ts';
import { properties } from '../src/db/schema/properties.ts';

type NewProperty = typeof properties.$inferInsert;
const METRES_PER_DEGREE = (6_371_000 * Math.PI) / 180;

/** Where the estimate tests' property stands (Brussels, Grand-Place). */
export const POINT = { latitude: 50.8467, longitude: 4.3525 } as const;
export const PUBLISHED = new Date('2026-11-01T00:00:00Z');

/**
 * A listing `northM` metres north of POINT (negative: south), an 80 m² two-bedroom apartment for
 * sale at `perM2` euros per m², published on PUBLISHED; one insert for many (no photos: the
 * estimate does not read them).
 */
export function estimateListing(opts: { ownerId: string; perM2: number; northM?: number } & Partial<NewProperty>) {
  const { ownerId, perM2, northM = 300, ...rest } = opts;
  const latitude = POINT.latitude + northM / METRES_PER_DEGREE;
  const areaM2 = rest.areaM2 ?? 80;
  return {
    ownerId,
    title: 'Apartment near the Grand-Place',
    description: 'Two bedrooms, renovated kitchen, south-facing balcony.',
    category: 'apartments' as const,
    type: 'sale' as const,
    status: 'published' as const,
    address: 'Rue du Marché aux Herbes 12',
    postalCode: '1000',
    city: 'Brussels',
    bedrooms: 2,
    bathrooms: 1,
    publicCode: `IM-EST-${randomUUID().slice(0, 8)}`,
    publishedAt: PUBLISHED,
    ...rest,
    areaM2,
    priceCents: Math.round(perM2 * areaM2) * 100,
    latitude,
    longitude: POINT.longitude,
    location: { x: POINT.longitude, y: latitude },
  } satisfies NewProperty;
}

export async function insertListings(database: Database, rows: NewProperty[]) {
  return (await database.db.insert(properties).values(rows).returning()).map((row) => ({ id: row.id }));
}

/** The body of POST /api/estimates for the property at POINT: an 80 m² two-bedroom apartment for sale. */
export const FLAT_AT_POINT = {
  ...POINT,
  category: 'apartments',
  transaction: 'sale',
  livingArea: 80,
  bedrooms: 2,
  bathrooms: 1,
} as const;
