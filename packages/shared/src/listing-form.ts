import { z } from 'zod';
import { AMENITIES, CATEGORIES, DAYS, LISTING_TYPES, PROPERTY_STATUSES } from './listing.ts';
import type { ListingType, PropertyStatus } from './listing.ts';
import { listQuery } from './list-query.ts';
import { ZPhotoVariants } from './photo-variant-schema.ts';
import { LANGUAGE_MESSAGES, LANGUAGES, type TLanguage } from './languages.ts';
import { ZLanguage } from './language-schema.ts';
import { ZListingModeration } from './listing-moderation.ts';

/**
 * The add-property wizard (spec 2 §2 "Add property", §3 "Property listing form"): one schema for
 * a draft (anything may still be missing) and the rule for publishing (what must be there, by
 * the region of the address). The API and the wizard use the same functions.
 * Decisions: docs/decisions/007-listing-lifecycle-and-required-facts.md.
 */

export const REGIONS = ['flanders', 'brussels', 'wallonia'] as const;
export type Region = (typeof REGIONS)[number];

/** Belgian postal codes by region: 1000–1299 Brussels, 1300–1499 and 4000–7999 Wallonia, the rest Flanders. */
export function regionOfPostalCode(postalCode: string): Region | null {
  if (!/^\d{4}$/.test(postalCode)) return null;
  const n = Number(postalCode);
  if (n < 1000) return null;
  if (n < 1300) return 'brussels';
  if (n < 1500) return 'wallonia';
  if (n < 4000) return 'flanders';
  if (n < 8000) return 'wallonia';
  return 'flanders';
}

/** Belgium's bounding box: a pin outside it cannot be a Belgian address. */
export const BELGIUM_BOUNDS = { south: 49.49, west: 2.54, north: 51.51, east: 6.41 } as const;

export const FLANDERS_EPC_LABELS = ['A+', 'A', 'B', 'C', 'D', 'E', 'F'] as const;
export const PEB_LABELS = ['A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export const FLOOD_SCORES = ['A', 'B', 'C', 'D'] as const;

export const LISTING_MESSAGES = {
  required: 'Please fill out all required fields.',
  missingData: 'Missing Data',
  subscribe: 'Please subscribe to a plan to add properties',
  added: 'Property Added',
  draftSaved: 'Draft Saved',
  submitError: 'There was an error adding your property. Please try again.',
  submitErrorTitle: 'Submission Error',
  draftError: 'Failed to save draft. Please try again.',
  geocodeError: 'Error geocoding address',
  mapError: 'Error loading map',
  title: 'The title needs 5 to 120 characters',
  description: 'The description needs 20 to 5000 characters',
  price: 'Please enter a price in euro',
  postalCode: 'Please enter a Belgian postal code (4 digits)',
  outsideBelgium: 'The pin must be in Belgium',
  photoRequired: 'Add at least one photo',
  notFound: 'Property not found',
  notOwner: 'Only the owner of this listing can do that.',
  transition: 'This listing cannot go from {from} to {to}.',
  deleteAuction: 'A listing with an auction that has bids or has not ended cannot be deleted.',
  auctionRunning: 'This listing has an auction running: it stays on the market until the auction ends.',
  auctionLocked:
    'This listing has an auction running: its price, type and category cannot change until the auction ends.',
  deleted: 'Property deleted',
  translationIsOriginal: 'The original language is written in the title and description, not as a translation',
} as const;

const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);
const whole = (what: string, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} cannot be negative`)
    .max(max, `${what} is too large`);
const code = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(60);

const HOUR = /^(?:[01]\d|2[0-3]):00$/;

/** Belgian facts of spec "Publishing": energy certificate by region, flood risk, planning, cadastre, asbestos. */
export const ZListingFacts = z
  .object({
    // Flanders: EPC
    epcScore: whole('EPC score', 2000).optional(),
    epcLabel: z.enum(FLANDERS_EPC_LABELS, { error: 'Choose the EPC label' }).optional(),
    epcCode: code('EPC certificate code').optional(),
    // Brussels: PEB
    pebClass: z.enum(PEB_LABELS, { error: 'Choose the PEB class' }).optional(),
    pebPrimaryEnergy: whole('Primary energy', 2000).optional(),
    co2Emissions: whole('CO₂ emissions', 500).optional(),
    // Wallonia: PEB
    pebLabel: z.enum(PEB_LABELS, { error: 'Choose the PEB label' }).optional(),
    kwhPerM2: whole('Yearly consumption', 2000).optional(),
    pebCertificateNumber: code('PEB certificate number').optional(),
    // Everywhere
    floodRiskParcel: z.enum(FLOOD_SCORES, { error: 'Choose the flood score of the parcel' }).optional(),
    floodRiskBuilding: z.enum(FLOOD_SCORES, { error: 'Choose the flood score of the building' }).optional(),
    permitCode: code('Permit reference').optional(),
    zoning: z.string().trim().min(1, 'Zoning is required').max(120).optional(),
    planningPermit: z.boolean().optional(),
    rightOfPreemption: z.boolean().optional(),
    subdivisionPermit: z.boolean().optional(),
    cadastralIncome: whole('Cadastral income', 1_000_000).optional(),
    asbestosCertificate: code('Asbestos certificate').optional(),
  })
  .strict();
export type ListingFacts = z.infer<typeof ZListingFacts>;
export type FactKey = keyof ListingFacts;

/** The energy facts each region's certificate carries. */
export const ENERGY_FACTS: Record<Region, FactKey[]> = {
  flanders: ['epcScore', 'epcLabel', 'epcCode'],
  brussels: ['pebClass', 'pebPrimaryEnergy', 'co2Emissions', 'pebCertificateNumber'],
  wallonia: ['pebLabel', 'kwhPerM2', 'pebCertificateNumber'],
};
/** Facts every sale (or auction) must state, wherever it is. */
export const SALE_FACTS: FactKey[] = [
  'floodRiskParcel',
  'floodRiskBuilding',
  'permitCode',
  'zoning',
  'planningPermit',
  'rightOfPreemption',
  'subdivisionPermit',
  'cadastralIncome',
];

/** The facts a listing needs before it can be published (docs/decisions/007). */
export function requiredFacts(opts: { region: Region; type: ListingType; yearBuilt?: number | null }): FactKey[] {
  const out = [...ENERGY_FACTS[opts.region]];
  if (opts.type === 'rent') return out;
  out.push(...SALE_FACTS);
  // Flemish law: a building from before 2001 is sold with an asbestos certificate.
  if (opts.region === 'flanders' && opts.yearBuilt != null && opts.yearBuilt < 2001) out.push('asbestosCertificate');
  return out;
}

/** Hours offered for viewings, per day ('09:00', '10:00', …). */
export const ZTimeSlots = z
  .partialRecord(z.enum(DAYS), z.array(z.string().regex(HOUR, 'Viewing slots are whole hours (HH:00)')).max(24))
  .default({});

const ZTitle = text(5, 120, LISTING_MESSAGES.title);
const ZDescription = text(20, 5000, LISTING_MESSAGES.description);

/**
 * The listing's title and description in one more language than its original (decision 023),
 * with the original's length rules; either may still be missing in a draft.
 */
export const ZListingTranslation = z
  .object({ title: ZTitle.optional(), description: ZDescription.optional() })
  .strict();
export type ListingTranslation = z.infer<typeof ZListingTranslation>;

/** The other language versions, by language (en, nl, fr, el); never the original's language. */
export const ZListingTranslations = z.partialRecord(ZLanguage, ZListingTranslation, {
  error: (issue) => ((issue.code as string) === 'unrecognized_keys' ? LANGUAGE_MESSAGES.invalid : undefined),
});
export type ListingTranslations = z.infer<typeof ZListingTranslations>;

/** The languages a listing is written in: the original first, then the others in the switcher's order. */
export function listingLanguages(input: { language: TLanguage; translations: ListingTranslations }): TLanguage[] {
  return [input.language, ...LANGUAGES.filter((l) => l !== input.language && input.translations[l])];
}

/** A point's latitude and longitude, inside Belgium's bounding box (the wizard's pin, the estimate's). */
export const ZBelgianLatitude = z
  .number({ error: 'Latitude must be a number' })
  .min(BELGIUM_BOUNDS.south, LISTING_MESSAGES.outsideBelgium)
  .max(BELGIUM_BOUNDS.north, LISTING_MESSAGES.outsideBelgium);
export const ZBelgianLongitude = z
  .number({ error: 'Longitude must be a number' })
  .min(BELGIUM_BOUNDS.west, LISTING_MESSAGES.outsideBelgium)
  .max(BELGIUM_BOUNDS.east, LISTING_MESSAGES.outsideBelgium);

/** A listing as the wizard sends it. Every field may be missing in a draft; publishing checks the rest. */
export const ZListingInput = z.object({
  /** The language the title and description are written in: the original (decision 023). */
  language: ZLanguage.default('en'),
  title: ZTitle.optional(),
  description: ZDescription.optional(),
  translations: ZListingTranslations.default({}),
  category: z.enum(CATEGORIES, { error: 'Unknown category' }).optional(),
  type: z.enum(LISTING_TYPES, { error: 'Choose rent, sale or auction' }).optional(),
  price: z
    .number({ error: LISTING_MESSAGES.price })
    .positive(LISTING_MESSAGES.price)
    .max(100_000_000, 'Price is too large')
    .optional(),
  availableNow: z.boolean().default(true),
  address: text(3, 200, 'Please enter the street and number').optional(),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, LISTING_MESSAGES.postalCode)
    .optional(),
  city: text(1, 80, 'Please enter the city').optional(),
  country: z.literal('Belgium', { error: 'Immora lists properties in Belgium' }).default('Belgium'),
  latitude: ZBelgianLatitude.optional(),
  longitude: ZBelgianLongitude.optional(),
  bedrooms: whole('Bedrooms', 50).optional(),
  bathrooms: whole('Bathrooms', 50).optional(),
  area: whole('Area', 100_000).optional(),
  yearBuilt: z
    .number({ error: 'Year built must be a number' })
    .int('Year built must be a whole number')
    .min(1000, 'Year built is too early')
    .max(2100, 'Year built is too late')
    .optional(),
  amenities: z
    .array(z.enum(AMENITIES, { error: 'Unknown amenity' }))
    .max(AMENITIES.length)
    .default([]),
  availableTimeSlots: ZTimeSlots,
  facts: ZListingFacts.default({}),
  referenceCode: z.string().trim().max(40, 'The reference code is too long').optional(),
});
export type TListingInput = z.input<typeof ZListingInput>;
export type ListingInput = z.output<typeof ZListingInput>;

/** Facts of an edit: a value sets the fact, `null` removes it, an absent key keeps it. */
export const ZListingFactsPatch = z
  .object(
    Object.fromEntries(Object.entries(ZListingFacts.shape).map(([k, s]) => [k, s.nullable()])) as {
      [K in FactKey]: z.ZodNullable<(typeof ZListingFacts.shape)[K]>;
    },
  )
  .strict();

const S = ZListingInput.shape;
/**
 * PATCH /api/properties/{id}: the fields to change. An absent field keeps its value, `null` clears
 * it (a draft may lack anything; a listing that is not a draft may not lose a required field).
 * `facts` is merged key by key (see ZListingFactsPatch). No defaults: nothing absent is reset.
 */
export const ZListingPatch = z.object({
  language: S.language.unwrap().optional(),
  title: S.title.nullable(),
  description: S.description.nullable(),
  /** Every other language version: the set given replaces the stored one. */
  translations: S.translations.unwrap().optional(),
  category: S.category.nullable(),
  type: S.type.nullable(),
  price: S.price.nullable(),
  availableNow: S.availableNow.unwrap().optional(),
  address: S.address.nullable(),
  postalCode: S.postalCode.nullable(),
  city: S.city.nullable(),
  country: S.country.unwrap().optional(),
  latitude: S.latitude.nullable(),
  longitude: S.longitude.nullable(),
  bedrooms: S.bedrooms.nullable(),
  bathrooms: S.bathrooms.nullable(),
  area: S.area.nullable(),
  yearBuilt: S.yearBuilt.nullable(),
  amenities: S.amenities.unwrap().optional(),
  availableTimeSlots: S.availableTimeSlots.unwrap().optional(),
  facts: ZListingFactsPatch.optional(),
  referenceCode: S.referenceCode.nullable(),
});
export type TListingPatch = z.input<typeof ZListingPatch>;
export type ListingPatch = z.output<typeof ZListingPatch>;

/** Base fields a published listing needs, whatever its region. */
export const REQUIRED_FIELDS = [
  'title',
  'description',
  'category',
  'type',
  'price',
  'address',
  'postalCode',
  'city',
  'latitude',
  'longitude',
  'bedrooms',
  'bathrooms',
  'area',
] as const satisfies readonly (keyof ListingInput)[];

/**
 * What is still missing to publish: field names (facts as `facts.<key>`), empty when complete.
 * `photoCount` is checked too: a listing is published with at least one photo.
 */
export function missingForPublish(input: ListingInput, photoCount: number): string[] {
  const missing: string[] = REQUIRED_FIELDS.filter((f) => input[f] === undefined || input[f] === '');
  const region = input.postalCode ? regionOfPostalCode(input.postalCode) : null;
  if (input.postalCode && !region) missing.push('postalCode');
  if (region && input.type) {
    for (const key of requiredFacts({ region, type: input.type, yearBuilt: input.yearBuilt ?? null }))
      if (input.facts[key] === undefined || input.facts[key] === '') missing.push(`facts.${key}`);
    if (input.type !== 'rent' && input.yearBuilt === undefined) missing.push('yearBuilt');
  }
  for (const language of LANGUAGES) {
    const version = input.translations[language];
    if (!version || language === input.language) continue;
    if (!version.title) missing.push(`translations.${language}.title`);
    if (!version.description) missing.push(`translations.${language}.description`);
  }
  if (photoCount < 1) missing.push('photos');
  return [...new Set(missing)];
}

/* --------------------------------------------------------------- statuses */

/**
 * Owner actions on a listing's status (spec 2 §4 leaves them open; docs/decisions/007):
 * draft: being written, private · published: on the market · active: on the market with an
 * offer under negotiation ("Under offer" badge, still public) · processing: agreed, deed or lease
 * being signed (private) · pending: paused by the owner (private).
 */
export const STATUS_ACTIONS = {
  publish: { from: ['draft', 'pending'], to: 'published' },
  unpublish: { from: ['published', 'pending'], to: 'draft' },
  underOffer: { from: ['published'], to: 'active' },
  withdrawOffer: { from: ['active'], to: 'published' },
  agree: { from: ['published', 'active'], to: 'processing' },
  fallThrough: { from: ['processing'], to: 'published' },
  pause: { from: ['published', 'active'], to: 'pending' },
} as const satisfies Record<string, { from: readonly PropertyStatus[]; to: PropertyStatus }>;
export type StatusAction = keyof typeof STATUS_ACTIONS;
export const STATUS_ACTION_NAMES = Object.keys(STATUS_ACTIONS) as StatusAction[];

export function actionsFrom(status: PropertyStatus): StatusAction[] {
  return STATUS_ACTION_NAMES.filter((a) => (STATUS_ACTIONS[a].from as readonly PropertyStatus[]).includes(status));
}

export const ZStatusChange = z.object({ action: z.enum(STATUS_ACTION_NAMES, { error: 'Unknown action' }) });

/**
 * What a scheduled or open auction depends on: `PATCH` may not change these until it has ended
 * (409 `auctionLocked`; docs/decisions/006-auction-rules.md). Every other field stays editable.
 */
export const AUCTION_LOCKED_FIELDS = ['price', 'type', 'category'] as const satisfies readonly (keyof ListingInput)[];
export type AuctionLockedField = (typeof AUCTION_LOCKED_FIELDS)[number];

/* --------------------------------------------------------------- my properties */

/** What My properties can be sorted by; `createdAt` (newest first) is the default order. */
export const MY_PROPERTY_SORTS = ['createdAt', 'price', 'title', 'publishedAt', 'views', 'leads'] as const;
export type MyPropertySort = (typeof MY_PROPERTY_SORTS)[number];

export const ZMyPropertiesQuery = listQuery({
  sorts: MY_PROPERTY_SORTS,
  defaultSort: 'createdAt',
  defaultPageSize: 10,
  maxPageSize: 50,
  filters: {
    status: z.enum(PROPERTY_STATUSES, { error: 'Unknown status' }).optional(),
    /** 'advertised': only what the public sees (published, active) — the Advertisements screens. */
    scope: z.enum(['all', 'advertised'], { error: 'Unknown scope' }).default('all'),
  },
});
export type TMyPropertiesQuery = z.input<typeof ZMyPropertiesQuery>;

/** The CSV export of My properties: the list's filters and order, without paging. */
export const ZMyPropertiesExportQuery = ZMyPropertiesQuery.omit({ page: true, pageSize: true });

/** A row of "My properties" and "Advertisements" (spec 2 §3 "Property listing (list view)"). */
export const ZMyProperty = z.object({
  id: z.string(),
  _id: z.string(),
  title: z.string(),
  category: z.enum(CATEGORIES).nullable(),
  type: z.enum(LISTING_TYPES).nullable(),
  status: z.enum(PROPERTY_STATUSES),
  actions: z.array(z.enum(STATUS_ACTION_NAMES)),
  price: z.number().nullable(),
  city: z.string().nullable(),
  coverUrl: z.string().nullable(),
  publishedId: z.string(),
  publicCode: z.string(),
  referenceCode: z.string().nullable(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  views: z.number(),
  leads: z.number(),
  boosted: z.boolean(),
  boostedUntil: z.string().nullable(),
  auctionStatus: z.enum(['none', 'scheduled', 'open', 'ended']),
  auctionId: z.string().nullable(),
  agentName: z.string().nullable(),
  missing: z.array(z.string()),
  /** What staff decided about it (decision 076): the owner's notice, or null. */
  moderation: ZListingModeration.nullable(),
});
export type MyProperty = z.infer<typeof ZMyProperty>;

/** A listing as the wizard reopens it (a draft or a published one being edited). */
export const ZEditableListing = ZListingInput.extend({
  id: z.string(),
  _id: z.string(),
  status: z.enum(PROPERTY_STATUSES),
  publicCode: z.string(),
  region: z.enum(REGIONS).nullable(),
  missing: z.array(z.string()),
  /** What staff decided about it (decision 076): the owner's notice, or null. */
  moderation: ZListingModeration.nullable(),
  photos: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      thumbnailUrl: z.string(),
      width: z.number(),
      height: z.number(),
      isCover: z.boolean(),
      position: z.number(),
      variants: ZPhotoVariants,
    }),
  ),
});
export type EditableListing = z.infer<typeof ZEditableListing>;

/* --------------------------------------------------------------- photos */

export const PHOTO_RULES = {
  minWidth: 2048,
  minHeight: 768,
  maxBytes: 15 * 1024 * 1024,
  /**
   * Read from the header and refused before any pixel is decoded (docs/decisions/040): above
   * every phone's 48–50 MP mode and a 61 MP full-frame camera, far below a decompression bomb.
   */
  maxPixels: 64_000_000,
  /** The longest side: WebP cannot hold more than 16383 pixels. */
  maxSide: 16_000,
  maxFiles: 10,
  maxPerListing: 30,
  formats: ['jpeg', 'png'],
} as const;

export const PHOTO_MESSAGES = {
  type: 'Only JPEG or PNG photos are accepted.',
  tooSmall: 'Photos must be at least 2048x768 pixels.',
  tooLarge: 'A photo can be 15 MB at most.',
  tooManyPixels: 'A photo can have 64 megapixels at most, and 16000 pixels on its longest side.',
  polyglot: 'This file holds more than a photo (an archive or a document). Save the photo on its own and upload that.',
  unsafe: 'This file cannot be opened safely as a photo. Save the photo again and upload that copy.',
  tooMany: 'A listing can have 30 photos at most.',
  none: 'Choose at least one photo.',
  notFound: 'Photo not found',
  order: 'The new order must list every photo of the listing once.',
  lastPhoto: 'A listing that is not a draft keeps at least one photo. Add another photo before you delete this one.',
} as const;

/** More files in one upload than PHOTO_RULES.maxFiles (added by the photos module). */
export const PHOTO_BATCH_MESSAGE = 'You can upload 10 photos at a time.';

export const ZPhotoOrder = z.object({
  photoIds: z
    .array(z.uuid({ error: PHOTO_MESSAGES.notFound }))
    .min(1)
    .max(30),
});

/* --------------------------------------------------------------- geocoding */

export const ZGeocodeQuery = z.object({
  q: z.string({ error: 'Enter an address' }).trim().min(2, 'Enter an address').max(200, 'The address is too long'),
});
export const ZReverseGeocodeQuery = z.object({
  lat: z.coerce.number({ error: 'Latitude must be a number' }).min(-90).max(90),
  lon: z.coerce.number({ error: 'Longitude must be a number' }).min(-180).max(180),
});
export const ZGeocodeResult = z.object({
  label: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  region: z.enum(REGIONS).nullable(),
});
export type GeocodeResult = z.infer<typeof ZGeocodeResult>;
