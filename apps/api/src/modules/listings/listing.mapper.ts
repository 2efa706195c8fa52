import {
  ZListingFacts,
  ZListingInput,
  actionsFrom,
  missingForPublish,
  regionOfPostalCode,
  type EditableListing,
  type FactKey,
  type ListingInput,
  type ListingPatch,
  type MyProperty,
} from '@immora/shared/listing-form';
import { statusOf } from '../auctions/auctions.service.ts';
import { toPhoto } from '../photos/photo.mapper.ts';
import type { properties, propertyPhotos } from '../../db/schema/properties.ts';
import { listingModeration } from '../moderation/listing-moderation.ts';

export type ListingRow = typeof properties.$inferSelect;
export type NewListingRow = typeof properties.$inferInsert;
type PhotoRow = typeof propertyPhotos.$inferSelect;

const SHAPE = ZListingInput.shape;
const FACT_SHAPE = ZListingFacts.shape;

/** Keeps a stored fact only when the form's schema accepts it (older rows may hold other keys). */
function formFacts(stored: Record<string, unknown>): ListingInput['facts'] {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(FACT_SHAPE) as FactKey[]) {
    const parsed = FACT_SHAPE[key].safeParse(stored[key]);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out as ListingInput['facts'];
}

/**
 * A stored listing as the wizard's input. Each field is kept only when the form's own schema
 * accepts it, so a listing stored by an older path (seed, classifieds) reopens without failing
 * and shows what it lacks in `missing` instead.
 */
export function toInput(row: ListingRow): ListingInput {
  const candidate: Record<Exclude<keyof ListingInput, 'facts'>, unknown> = {
    language: row.language,
    title: row.title,
    description: row.description,
    translations: row.translations,
    category: row.category,
    type: row.type,
    price: row.priceCents === null ? null : row.priceCents / 100,
    availableNow: row.availableNow,
    address: row.address,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    area: row.areaM2,
    yearBuilt: row.yearBuilt,
    amenities: row.amenities,
    availableTimeSlots: row.availableTimeSlots,
    referenceCode: row.referenceCode,
  };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(candidate) as [keyof typeof candidate, unknown][]) {
    const parsed = SHAPE[key].safeParse(value ?? undefined);
    // A value the form refuses is left out; a defaulted field then takes its default.
    out[key] = parsed.success ? parsed.data : SHAPE[key].safeParse(undefined).data;
    if (out[key] === undefined) delete out[key];
  }
  out.facts = formFacts(row.facts);
  return out as ListingInput;
}

/** Column values for the fields a create (ListingInput) or an edit (ListingPatch) states. */
export function toColumns(input: ListingInput | ListingPatch, current?: ListingRow): Partial<NewListingRow> {
  const set: Partial<NewListingRow> = {};
  const has = (key: keyof ListingPatch) => key in input && input[key] !== undefined;
  if (has('language')) set.language = input.language!;
  if (has('translations')) set.translations = input.translations!;
  if (has('title')) set.title = input.title ?? null;
  if (has('description')) set.description = input.description ?? null;
  if (has('category')) set.category = input.category ?? null;
  if (has('type')) set.type = input.type ?? null;
  if (has('price')) set.priceCents = input.price == null ? null : Math.round(input.price * 100);
  if (has('availableNow')) set.availableNow = input.availableNow!;
  if (has('address')) set.address = input.address ?? null;
  if (has('postalCode')) set.postalCode = input.postalCode ?? null;
  if (has('city')) set.city = input.city ?? null;
  if (has('country')) set.country = input.country!;
  if (has('latitude')) set.latitude = input.latitude ?? null;
  if (has('longitude')) set.longitude = input.longitude ?? null;
  if (has('bedrooms')) set.bedrooms = input.bedrooms ?? null;
  if (has('bathrooms')) set.bathrooms = input.bathrooms ?? null;
  if (has('area')) set.areaM2 = input.area ?? null;
  if (has('yearBuilt')) set.yearBuilt = input.yearBuilt ?? null;
  if (has('amenities')) set.amenities = [...new Set(input.amenities!)];
  if (has('availableTimeSlots')) set.availableTimeSlots = input.availableTimeSlots!;
  if (has('referenceCode')) set.referenceCode = input.referenceCode || null;
  if (has('facts')) {
    // Merged key by key: a value sets a fact, null removes it, an absent key keeps it.
    const facts: Record<string, string | number | boolean> = { ...(current?.facts ?? {}) };
    for (const [key, value] of Object.entries(input.facts!)) {
      if (value === null) delete facts[key];
      else if (value !== undefined) facts[key] = value;
    }
    set.facts = facts;
  }
  // The map position follows latitude and longitude: both known, or none.
  if (has('latitude') || has('longitude')) {
    const latitude = 'latitude' in set ? set.latitude : current?.latitude;
    const longitude = 'longitude' in set ? set.longitude : current?.longitude;
    set.location = latitude != null && longitude != null ? { x: longitude, y: latitude } : null;
  }
  return set;
}

/** The listing as the wizard reopens it. */
export function toEditable(row: ListingRow, photos: PhotoRow[]): EditableListing {
  const input = toInput(row);
  return {
    ...input,
    id: row.id,
    _id: row.id,
    status: row.status,
    publicCode: row.publicCode,
    region: row.postalCode ? regionOfPostalCode(row.postalCode) : null,
    missing: missingForPublish(input, photos.length),
    photos: photos.map(toPhoto),
    moderation: listingModeration(row),
  };
}

export type MyPropertyExtras = {
  /** The title the reader is shown (decision 055). */
  title: string | null;
  agentName: string | null;
  coverUrl: string | null;
  photoCount: number;
  auction: { id: string; startsAt: Date; endsAt: Date } | null;
};

/** A row of "My properties" / "Advertisements". */
export function toMyProperty(row: ListingRow, extras: MyPropertyExtras, now = new Date()): MyProperty {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: row.id,
    _id: row.id,
    title: extras.title ?? '',
    category: row.category,
    type: row.type,
    status: row.status,
    actions: row.moderationState === 'hidden' ? [] : actionsFrom(row.status),
    price: row.priceCents === null ? null : row.priceCents / 100,
    city: row.city,
    coverUrl: extras.coverUrl,
    // The id of the public page (/single-v1/{id}), the "published ID" of the list view.
    publishedId: row.id,
    publicCode: row.publicCode,
    referenceCode: row.referenceCode,
    createdAt: row.createdAt.toISOString(),
    publishedAt: iso(row.publishedAt),
    expiresAt: iso(row.expiresAt),
    views: row.views,
    leads: row.leads,
    boosted: row.boostedUntil !== null && row.boostedUntil > now,
    boostedUntil: iso(row.boostedUntil),
    auctionStatus: extras.auction ? statusOf(extras.auction, now) : 'none',
    auctionId: extras.auction?.id ?? null,
    agentName: extras.agentName,
    missing: row.status === 'draft' ? missingForPublish(toInput(row), extras.photoCount) : [],
    moderation: listingModeration(row),
  };
}
