import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client.ts';
import { properties, propertyPhotos } from '../src/db/schema/properties.ts';
import { users } from '../src/db/schema/users.ts';

type NewUser = typeof users.$inferInsert;
type NewProperty = typeof properties.$inferInsert;

/** Factories with overrides: each test states only what matters to it. */
export async function createUser(database: Database, overrides: Partial<NewUser> = {}) {
  const [row] = await database.db
    .insert(users)
    .values({
      role: 'individual',
      email: `user-${randomUUID()}@example.be`,
      firstName: 'Lotte',
      lastName: 'Peeters',
      isVerified: true,
      ...overrides,
    })
    .returning();
  return row!;
}

let code = 0;
export async function createProperty(
  database: Database,
  ownerId: string,
  overrides: Partial<Omit<NewProperty, 'location'>> = {},
) {
  const latitude = overrides.latitude ?? 50.8467;
  const longitude = overrides.longitude ?? 4.3525;
  const [row] = await database.db
    .insert(properties)
    .values({
      ownerId,
      title: 'Bright apartment near the Grand-Place',
      description: 'Two bedrooms, renovated kitchen, south-facing balcony.',
      category: 'apartments',
      type: 'rent',
      status: 'published',
      priceCents: 1_250_00,
      address: 'Rue du Marché aux Herbes 12',
      city: 'Brussels',
      bedrooms: 2,
      bathrooms: 1,
      areaM2: 85,
      publicCode: `IM-TEST-${++code}-${randomUUID().slice(0, 6)}`,
      publishedAt: new Date(),
      ...overrides,
      latitude,
      longitude,
      location: { x: longitude, y: latitude },
    })
    .returning();
  await database.db.insert(propertyPhotos).values({
    propertyId: row!.id,
    position: 0,
    isCover: true,
    url: `/uploads/test/${row!.id}.jpg`,
    thumbnailUrl: `/uploads/test/${row!.id}-thumb.jpg`,
    width: 2048,
    height: 1152,
  });
  return row!;
}
