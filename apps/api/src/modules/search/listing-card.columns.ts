import { and, eq, inArray, sql } from 'drizzle-orm';
import { PUBLIC_STATUSES } from '@immora/shared/listing';
import { properties, propertyPhotos } from '../../db/schema/properties.ts';
import { listingTitles } from '../properties/listing-titles.ts';

/**
 * What every listing card reads (search, favourites, profiles): select these columns from
 * `properties` left-joined with its cover photo, then map the row with `toCard`.
 */
export const cardColumns = {
  id: properties.id,
  title: properties.title,
  // The visitor's screen picks the title in its language (`cardTitle`), so the answer stays the
  // same for every visitor.
  titles: listingTitles,
  category: properties.category,
  type: properties.type,
  priceCents: properties.priceCents,
  city: properties.city,
  address: properties.address,
  latitude: properties.latitude,
  longitude: properties.longitude,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  areaM2: properties.areaM2,
  availableNow: properties.availableNow,
  publishedAt: properties.publishedAt,
  boosted: sql<boolean>`coalesce(${properties.boostedUntil} > now(), false)`,
  coverPhoto: propertyPhotos.url,
  thumbnail: propertyPhotos.thumbnailUrl,
  coverVariants: propertyPhotos.variants,
};

/**
 * The join condition of the cover photo: the one marked as cover (the photos module keeps
 * exactly one per listing that has photos, and it need not be the first in the gallery).
 */
export const coverPhotoJoin = and(eq(propertyPhotos.propertyId, properties.id), eq(propertyPhotos.isCover, true));

/** Listings a visitor may see. */
export const isPublic = inArray(properties.status, [...PUBLIC_STATUSES]);

/** `%…%` for ILIKE, with the user's % and _ taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
