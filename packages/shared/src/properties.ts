import { z } from 'zod';
import { paginated } from './api.ts';
import { SEARCH_SORTS } from './search-filters.ts';
import { AMENITIES, CATEGORIES, LISTING_TYPES } from './listing.ts';
import { ZAuctionSummary } from './auctions.ts';
import { ZPhotoVariants } from './photo-variant-schema.ts';
import { ZLanguage } from './language-schema.ts';

// The sort orders live with the search filters, a module without zod that the results page loads.
export { SEARCH_SORTS };

/**
 * Public search of GET /api/properties. Every filter is optional; unknown values are
 * refused with a 4xx. The marketplace issue extends it (map box, drawn area, amenities).
 */
export const MAX_PAGE_SIZE = 48;
/** Search counts stop here: a broader search says "1,000+" (docs/decisions/009-capped-search-counts.md). */
export const SEARCH_COUNT_LIMIT = 1_000;

const money = z.coerce
  .number({ error: 'Price must be a number' })
  .int('Price must be a whole number of euro')
  .min(0, 'Price cannot be negative');

const count = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} cannot be negative`)
    .max(50, `${what} is too large`);

const area = z.coerce
  .number({ error: 'Area must be a number' })
  .int('Area must be a whole number of m²')
  .min(0, 'Area cannot be negative')
  .max(100_000, 'Area is too large');

const lng = z.number().min(-180).max(180);
const lat = z.number().min(-90).max(90);

/** "west,south,east,north" in degrees: the visible map. */
const bbox = z
  .string()
  .max(120)
  .transform((v, ctx) => {
    const n = v.split(',').map(Number);
    const parsed = z.tuple([lng, lat, lng, lat]).safeParse(n);
    if (!parsed.success || n[0]! > n[2]! || n[1]! > n[3]!) {
      ctx.addIssue({ code: 'custom', message: 'Map area must be west,south,east,north in degrees' });
      return z.NEVER;
    }
    return { west: n[0]!, south: n[1]!, east: n[2]!, north: n[3]! };
  });

/** "lng,lat;lng,lat;…": an area drawn on the map, 3 to 100 corners. */
const polygon = z
  .string()
  .max(4000)
  .transform((v, ctx) => {
    const points = v.split(';').map((p) => p.split(',').map(Number));
    const ok =
      points.length >= 3 &&
      points.length <= 100 &&
      points.every((p) => p.length === 2 && lng.safeParse(p[0]).success && lat.safeParse(p[1]).success);
    if (!ok) {
      ctx.addIssue({ code: 'custom', message: 'A drawn area needs 3 to 100 points given as lng,lat;lng,lat;…' });
      return z.NEVER;
    }
    return points as [number, number][];
  });

const amenities = z
  .string()
  .max(600)
  .transform((v, ctx) => {
    const list = v
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    const unknown = list.filter((a) => !(AMENITIES as readonly string[]).includes(a));
    if (unknown.length) {
      ctx.addIssue({ code: 'custom', message: `Unknown amenity: ${unknown.join(', ')}` });
      return z.NEVER;
    }
    return list as (typeof AMENITIES)[number][];
  });

export const ZPropertySearchQuery = z
  .object({
    type: z.enum(LISTING_TYPES, { error: 'Unknown listing type' }).optional(),
    category: z.enum(CATEGORIES, { error: 'Unknown category' }).optional(),
    city: z.string().trim().max(80, 'City is too long').optional(),
    q: z.string().trim().max(120, 'Search text is too long').optional(),
    minPrice: money.optional(),
    maxPrice: money.optional(),
    bedrooms: count('Bedrooms').optional(),
    bathrooms: count('Bathrooms').optional(),
    minArea: area.optional(),
    maxArea: area.optional(),
    amenities: amenities.optional(),
    availableNow: z.enum(['true', 'false'], { error: 'availableNow must be true or false' }).optional(),
    bbox: bbox.optional(),
    polygon: polygon.optional(),
    sort: z.enum(SEARCH_SORTS, { error: 'Unknown sort order' }).default('boosted'),
    page: z.coerce
      .number({ error: 'Page must be a whole number' })
      .int('Page must be a whole number')
      .min(1, 'Page starts at 1')
      .max(10_000, 'Page is too large')
      .default(1),
    pageSize: z.coerce
      .number({ error: 'Page size must be a whole number' })
      .int('Page size must be a whole number')
      .min(1, 'Page size must be at least 1')
      .max(MAX_PAGE_SIZE, `Page size cannot exceed ${MAX_PAGE_SIZE}`)
      .default(12),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'Minimum price cannot be above maximum price',
    path: ['minPrice'],
  })
  .refine((q) => q.minArea === undefined || q.maxArea === undefined || q.minArea <= q.maxArea, {
    message: 'Minimum area cannot be above maximum area',
    path: ['minArea'],
  });
export type TPropertySearchQuery = z.input<typeof ZPropertySearchQuery>;

export const ZPropertyCard = z.object({
  id: z.string(),
  _id: z.string(),
  /** The title in the listing's original language. */
  title: z.string(),
  /** The title in every language the listing is written in, the original included (decision 023); see `cardTitle`. */
  titles: z.partialRecord(ZLanguage, z.string()),
  category: z.enum(CATEGORIES),
  type: z.enum(LISTING_TYPES),
  /** Price in euro (stored as cents). Rent is per month. */
  price: z.number(),
  city: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  area: z.number().int(),
  coverPhoto: z.string().nullable(),
  thumbnail: z.string().nullable(),
  /** The cover photo in every stored width and format (empty without a cover or before its variants exist). */
  coverVariants: ZPhotoVariants,
  boosted: z.boolean(),
  availableNow: z.boolean(),
  publishedAt: z.string().nullable(),
  /** Its agent (else its owner) is a professional staff confirmed (decision 077): the "Verified agent" badge. */
  verified: z.boolean(),
});
export type TPropertyCard = z.infer<typeof ZPropertyCard>;

/** A search answer; `totalCapped` means there are more than `total` (= SEARCH_COUNT_LIMIT) matches. */
export const ZPropertySearchResult = paginated(ZPropertyCard).extend({ totalCapped: z.boolean() });
export type TPropertySearchResult = z.infer<typeof ZPropertySearchResult>;

/** A postal code of a municipality, with the places it names (sub-municipalities, former municipalities; decision 082). */
export const ZCityPostalCode = z.object({ code: z.string(), places: z.array(z.string()) });
export type TCityPostalCode = z.infer<typeof ZCityPostalCode>;

export const ZCity = z.object({
  id: z.string(),
  name: z.string(),
  nameNl: z.string(),
  nameFr: z.string(),
  province: z.string(),
  region: z.enum(['flanders', 'wallonia', 'brussels']),
  latitude: z.number(),
  longitude: z.number(),
  listings: z.number().int(),
  /** The municipality's own postal code. */
  postalCode: z.string(),
  /** Every postal code it has, in order, with the places each names. */
  postalCodes: z.array(ZCityPostalCode),
});
export type TCity = z.infer<typeof ZCity>;

export const CITIES_MESSAGES = {
  q: 'q is a postal code or the start of a municipality’s or place’s name, at most 80 characters',
} as const;

/**
 * `GET /api/cities?q=`: only the municipalities a postal code (four digits) belongs to, or whose
 * name, or one of whose places, starts with the text (any case). Without it, every municipality.
 */
export const ZCitiesQuery = z.object({
  q: z.string().trim().min(1, { message: CITIES_MESSAGES.q }).max(80, { message: CITIES_MESSAGES.q }).optional(),
});
export type TCitiesQuery = z.infer<typeof ZCitiesQuery>;

export const ZPropertyPhoto = z.object({
  url: z.string(),
  thumbnail: z.string(),
  width: z.number(),
  height: z.number(),
  variants: ZPhotoVariants,
});

export const ZPropertyOwnerCard = z.object({
  kind: z.enum(['agent', 'agency', 'owner']),
  id: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  agency: z.object({ id: z.string(), name: z.string(), logo: z.string().nullable() }).nullable(),
  /** A confirmed agent or agency (decision 077). */
  verified: z.boolean(),
});

/** One language version of a listing's text (decision 023). */
export const ZListingVersion = z.object({ language: ZLanguage, title: z.string(), description: z.string() });
export type TListingVersion = z.infer<typeof ZListingVersion>;

export const ZPropertyDetail = ZPropertyCard.extend({
  /** The original's description (`title` is the original's too); `versions` has every language. */
  description: z.string(),
  /** The language the listing was written in: the original, whose text `title` and `description` are. */
  language: ZLanguage,
  /** Every language version, the original first, then en, nl, fr, el order. */
  versions: z.array(ZListingVersion).min(1),
  status: z.string(),
  country: z.string(),
  postalCode: z.string().nullable(),
  yearBuilt: z.number().int().nullable(),
  amenities: z.array(z.string()),
  availableTimeSlots: z.record(z.string(), z.array(z.string())),
  facts: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  photos: z.array(ZPropertyPhoto),
  publicCode: z.string(),
  referenceCode: z.string().nullable(),
  views: z.number().int(),
  daysOnMarket: z.number().int().nullable(),
  priceHistory: z.array(z.object({ price: z.number(), changedAt: z.string() })),
  contact: ZPropertyOwnerCard,
  similar: z.array(ZPropertyCard),
  /** The listing's latest auction (running, scheduled or ended), or null (the API always sends it; optional for previews). */
  auction: ZAuctionSummary.nullable().optional(),
});
export type TPropertyDetail = z.infer<typeof ZPropertyDetail>;

export const ZPropertyIdParams = z.object({ id: z.uuid({ error: 'Property not found' }) });

/** The contact form on a listing page: a lead for its owner. */
export const CONTACT_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter a valid email address.',
  message: 'Please write a message of at least 10 characters',
  sent: 'Your message has been sent. The advertiser will contact you soon.',
} as const;

export const ZContactRequest = z.object({
  name: z.string({ error: CONTACT_MESSAGES.name }).trim().min(2, CONTACT_MESSAGES.name).max(100, 'Name is too long'),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .max(254, CONTACT_MESSAGES.email)
    .pipe(z.email(CONTACT_MESSAGES.email)),
  phone: z
    .string()
    .trim()
    .max(20, 'Phone number must not exceed 15 digits')
    .regex(/^\+?[\d\s]*$/, 'Only numbers are allowed')
    .optional(),
  message: z
    .string({ error: CONTACT_MESSAGES.message })
    .trim()
    .min(10, CONTACT_MESSAGES.message)
    .max(2000, 'Message is too long'),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;
