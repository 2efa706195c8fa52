import { and, eq, inArray, sql } from 'drizzle-orm';
import { PUBLIC_STATUSES } from '@immora/shared/listing';
import { properties, propertyPhotos } from '../../db/schema/properties.ts';
import { listingTitles } from '../properties/listing-titles.ts';

/**
 * "Verified agent" (decision 077) of the one the listing page shows as the listing's contact: its
 * agent, else its owner, a professional whose confirmed BIV/IPI number is still their number. One
 * look-up by the primary key of `users` per card, evaluated for the page's rows only (search
 * selects the cards after its LIMIT), never per match.
 */
const contactVerified = sql<boolean>`coalesce((select card_contact.role <> 'pseller' and card_contact.licence_verified_number = card_contact.licence_number
  from users card_contact where card_contact.id = coalesce(${properties.agentId}, ${properties.ownerId})), false)`;

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
  verified: contactVerified,
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
