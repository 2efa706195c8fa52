import { or, sql } from 'drizzle-orm';
import { CLASSIFIED_MESSAGES } from '@immora/shared/classifieds';
import type { ZClassifiedRequest } from '@immora/shared/classifieds';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { cities } from '../../db/schema/cities.ts';
import { propertyPriceHistory } from '../../db/schema/marketplace.ts';
import { properties } from '../../db/schema/properties.ts';
import type { Role } from '@immora/shared/roles';
import { AppError } from '../../lib/errors.ts';
import { withPublicCode } from '../listings/public-code.ts';
import { eq } from 'drizzle-orm';

/** Publishes a classified: placed at its city's coordinates, with its first price-history row. */
export async function placeClassified(
  db: Db,
  opts: { userId: string; role: Role; input: z.output<typeof ZClassifiedRequest> },
) {
  const { input } = opts;
  const name = input.city.toLowerCase();
  const [city] = await db
    .select()
    .from(cities)
    .where(
      or(
        sql`lower(${cities.name}) = ${name}`,
        sql`lower(${cities.nameNl}) = ${name}`,
        sql`lower(${cities.nameFr}) = ${name}`,
      ),
    );
  if (!city) throw AppError.badRequest(CLASSIFIED_MESSAGES.city, { city: CLASSIFIED_MESSAGES.city });
  const [agency] =
    opts.role === 'agency'
      ? await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.ownerId, opts.userId))
      : [];
  const now = new Date();
  const priceCents = Math.round(input.price * 100);
  return withPublicCode((publicCode) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(properties)
        .values({
          ownerId: opts.userId,
          agencyId: agency?.id ?? null,
          agentId: opts.role === 'individual' ? opts.userId : null,
          title: input.title,
          description: input.description,
          category: input.category,
          type: input.type,
          status: 'published',
          priceCents,
          availableNow: input.availableNow,
          address: input.address,
          postalCode: city.postalCode,
          cityId: city.id,
          city: city.name,
          latitude: city.latitude,
          longitude: city.longitude,
          location: { x: city.longitude, y: city.latitude },
          bedrooms: input.bedrooms,
          bathrooms: input.bathrooms,
          areaM2: input.area,
          facts: input.epcLabel
            ? city.region === 'flanders'
              ? { epcLabel: input.epcLabel }
              : { pebLabel: input.epcLabel }
            : {},
          publicCode,
          publishedAt: now,
          expiresAt: new Date(now.getTime() + 365 * 86_400_000),
        })
        .returning();
      await tx.insert(propertyPriceHistory).values({ propertyId: row!.id, priceCents, changedAt: now });
      return { id: row!.id, _id: row!.id, publicCode, message: CLASSIFIED_MESSAGES.published };
    }),
  );
}
