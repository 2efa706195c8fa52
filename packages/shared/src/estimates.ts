import { z } from 'zod';
import { PEB_LABELS, ZBelgianLatitude, ZBelgianLongitude } from './listing-form.ts';
import { CATEGORIES } from './listing.ts';
import { ESTIMATE_TRANSACTIONS, comparableGroup } from './estimate-vocabulary.ts';

export * from './estimate-vocabulary.ts';

/**
 * The price estimate from comparable listings (issue 34, docs/decisions/068-price-estimate.md):
 * `POST /api/estimates` with a property's facts, and `GET /api/properties/{id}/estimate` for a
 * listing (estimated from the others). The API, the `/estimate` page, the listing page and the
 * wizard use this one contract.
 */

/** The routes (paths as the browser calls them). */
export const ESTIMATE_ROUTE = '/api/estimates';
export const listingEstimatePath = (propertyId: string) => `/api/properties/${propertyId}/estimate`;

/** The method's version, sent with every answer: a change of method changes it. */
export const ESTIMATE_METHOD_VERSION = '068.2';

/** At least this many comparables, or no figure. */
export const MIN_COMPARABLES = 8;
/** The search starts within the first radius and widens step by step up to the last (metres). */
export const ESTIMATE_RADII_M = [1_000, 2_000, 5_000, 10_000, 25_000] as const;
/** Comparables' living area within ±30 % of the property's; bedrooms within ±1. */
export const AREA_TOLERANCE = 0.3;
export const BEDROOM_TOLERANCE = 1;
/** At most this many comparables are used (the nearest, most similar). */
export const MAX_COMPARABLES = 40;

/**
 * The facts an adjustment is made for; each one's size comes from the data (the regression sweep).
 * `locality`: the comparable lies in another postal area (from/to: postal codes, or city names
 * when a listing has none), whose prices per m² differ on average by the effect.
 */
export const ESTIMATE_FACTORS = ['category', 'epc', 'yearBuilt', 'garden', 'parking', 'locality'] as const;
export type EstimateFactor = (typeof ESTIMATE_FACTORS)[number];

/** The EPC/PEB label: Flemish EPC (A+…F) and Brussels/Walloon PEB (A++…G) in one scale. */
export const ESTIMATE_EPC_LABELS = PEB_LABELS;

/** Why there is no figure. */
export const ESTIMATE_REASONS = ['tooFewComparables', 'unsupportedCategory', 'auction', 'noLivingArea'] as const;
export type EstimateReason = (typeof ESTIMATE_REASONS)[number];

export const ESTIMATE_CONFIDENCES = ['high', 'medium', 'low'] as const;
export type EstimateConfidence = (typeof ESTIMATE_CONFIDENCES)[number];

/** The API's English messages (the web maps them to its translation keys, `ESTIMATE_MESSAGE_KEYS`). */
export const ESTIMATE_MESSAGES = {
  location: 'Enter the address or place the pin on the map',
  addressNotFound: 'We could not find this address in Belgium. Check it or place the pin on the map.',
  outsideBelgium: 'The pin must be in Belgium',
  category: 'Choose the property type',
  rooms:
    'Rooms cannot be estimated: their rent depends on what is shared, which listings do not record. Choose a whole property (apartment, house…).',
  transaction: 'Choose sale or rent',
  auction: 'Auctions cannot be estimated: their price is set by the bids. Choose sale or rent.',
  livingArea: 'Enter the living area in m² (10 to 10,000)',
  noLivingArea: 'A property without living area (such as land) cannot be estimated.',
  bedrooms: 'Enter the number of bedrooms (0 to 50)',
  bathrooms: 'Enter the number of bathrooms (0 to 20)',
  epcLabel: 'Choose the EPC label',
  yearBuilt: 'Enter the year built (1500 to next year)',
  tooFewComparables: `Too few comparable listings nearby (fewer than ${MIN_COMPARABLES} within 25 km) to give an estimate.`,
  notFound: 'Property not found',
} as const;

/** The message of each reason for no figure. */
export const ESTIMATE_REASON_MESSAGES: Record<EstimateReason, string> = {
  tooFewComparables: ESTIMATE_MESSAGES.tooFewComparables,
  unsupportedCategory: ESTIMATE_MESSAGES.rooms,
  auction: ESTIMATE_MESSAGES.auction,
  noLivingArea: ESTIMATE_MESSAGES.noLivingArea,
};

/** The translation key (web namespace `estimate`, `errors.*`) of each API message. */
export const ESTIMATE_MESSAGE_KEYS = Object.fromEntries(
  Object.entries(ESTIMATE_MESSAGES).map(([key, text]) => [text, `errors.${key}`]),
) as Record<(typeof ESTIMATE_MESSAGES)[keyof typeof ESTIMATE_MESSAGES], string>;

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const latest = () => new Date().getUTCFullYear() + 1;

/** The property's facts, as the `/estimate` page and the wizard send them. */
export const ZEstimateInput = z
  .object({
    /** The address as typed; geocoded when no coordinates are given. */
    address: z
      .string({ error: ESTIMATE_MESSAGES.location })
      .trim()
      .min(3, ESTIMATE_MESSAGES.location)
      .max(200, 'The address is too long')
      .optional(),
    latitude: ZBelgianLatitude.optional(),
    longitude: ZBelgianLongitude.optional(),
    category: z
      .enum(CATEGORIES, { error: ESTIMATE_MESSAGES.category })
      .refine((c) => comparableGroup(c) !== null, ESTIMATE_MESSAGES.rooms),
    transaction: z.string({ error: ESTIMATE_MESSAGES.transaction }).pipe(
      z.enum(ESTIMATE_TRANSACTIONS, {
        error: (issue) => (issue.input === 'auction' ? ESTIMATE_MESSAGES.auction : ESTIMATE_MESSAGES.transaction),
      }),
    ),
    /** Living area in m². */
    livingArea: whole(10, 10_000, ESTIMATE_MESSAGES.livingArea),
    bedrooms: whole(0, 50, ESTIMATE_MESSAGES.bedrooms),
    bathrooms: whole(0, 20, ESTIMATE_MESSAGES.bathrooms),
    epcLabel: z.enum(ESTIMATE_EPC_LABELS, { error: ESTIMATE_MESSAGES.epcLabel }).optional(),
    yearBuilt: z
      .number({ error: ESTIMATE_MESSAGES.yearBuilt })
      .int(ESTIMATE_MESSAGES.yearBuilt)
      .min(1500, ESTIMATE_MESSAGES.yearBuilt)
      .refine((y) => y <= latest(), ESTIMATE_MESSAGES.yearBuilt)
      .optional(),
    /** A garden or a terrace. */
    garden: z.boolean({ error: 'Garden must be true or false' }).default(false),
    /** A parking space or a garage. */
    parking: z.boolean({ error: 'Parking must be true or false' }).default(false),
  })
  .strict()
  .refine((v) => v.address !== undefined || (v.latitude !== undefined && v.longitude !== undefined), {
    message: ESTIMATE_MESSAGES.location,
    path: ['address'],
  })
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), {
    message: ESTIMATE_MESSAGES.location,
    path: ['latitude'],
  });
export type TEstimateInput = z.input<typeof ZEstimateInput>;
export type EstimateInput = z.output<typeof ZEstimateInput>;

/** How one comparable differs from the property, and how much that moved its price per m². */
export const ZEstimateDifference = z.object({
  factor: z.enum(ESTIMATE_FACTORS),
  /** The comparable's value (category name, EPC label, year, true/false; a fact unknown on either side is no difference). */
  from: z.union([z.string(), z.number(), z.boolean()]),
  /** The property's value. */
  to: z.union([z.string(), z.number(), z.boolean()]),
  /** How much the adjustment moved the comparable's price per m², in % (+4.5 = 4.5 % up). */
  effectPct: z.number(),
});
export type TEstimateDifference = z.infer<typeof ZEstimateDifference>;

/** Where a comparable stands: on the market, under offer, or agreed (recently ended, no longer public). */
export const COMPARABLE_STATUSES = ['onMarket', 'underOffer', 'agreed'] as const;

export const ZEstimateComparable = z.object({
  id: z.string(),
  publicCode: z.string(),
  /** The listing page's path (`/single-v1/{id}`), null for an agreed listing no longer public. */
  path: z.string().nullable(),
  /** Its title in its original language; null for an agreed listing no longer public. */
  title: z.string().nullable(),
  status: z.enum(COMPARABLE_STATUSES),
  category: z.enum(CATEGORIES),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Its last asking price in whole euros (a month's rent for rent). */
  price: z.number().int(),
  pricePerM2: z.number(),
  distanceM: z.number().int(),
  livingArea: z.number().int(),
  bedrooms: z.number().int(),
  /** When it was published (ISO), or null. */
  listedAt: z.string().nullable(),
  differences: z.array(ZEstimateDifference),
  /** Its price per m² after the adjustments. */
  adjustedPricePerM2: z.number(),
  /** Its share of the weighted median (the weights add up to 1). */
  weight: z.number(),
});
export type TEstimateComparable = z.infer<typeof ZEstimateComparable>;

export const ZEstimate = z.object({
  transaction: z.enum(ESTIMATE_TRANSACTIONS),
  category: z.enum(CATEGORIES),
  /** The point the comparables were searched around (the geocoded address or the given pin). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The geocoder's label of the address, when one was geocoded. */
  addressLabel: z.string().nullable(),
  livingArea: z.number().int(),
  /** The estimate in whole euros (a month's rent for rent), or null with `reason`. */
  estimate: z.number().int().nullable(),
  /** The adjusted price per m² behind the estimate (weighted median), or null. */
  pricePerM2: z.number().nullable(),
  /**
   * The 10th to 90th weighted percentile of the comparables' adjusted values, read as a prediction
   * of a new listing's (decision 068), in whole euros.
   */
  range: z.object({ low: z.number().int(), high: z.number().int() }).nullable(),
  confidence: z.enum(ESTIMATE_CONFIDENCES).nullable(),
  /** Why there is no figure (null when there is one). */
  reason: z.enum(ESTIMATE_REASONS).nullable(),
  /** The English message of `reason`. */
  message: z.string().nullable(),
  /** The comparables used, most weight first (with too few, those that were found). */
  comparables: z.array(ZEstimateComparable),
  /** The radius the comparables were found in, in metres (the last one tried when too few). */
  radiusM: z.number().int(),
  /** When the listings were read (ISO). */
  dataDate: z.string(),
  /** When the adjustments were last derived from the data (ISO), or null while they are zero. */
  adjustmentsDate: z.string().nullable(),
  methodVersion: z.string(),
});
export type TEstimate = z.infer<typeof ZEstimate>;
