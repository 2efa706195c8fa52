import { z } from 'zod';
import { ZAccountEmail, ZPhoneNumber } from './auth.ts';
import { ESTIMATE_CONFIDENCES, ESTIMATE_TRANSACTIONS, ZEstimateInput, type TEstimate } from './estimates.ts';
import { CATEGORIES } from './listing.ts';
import { BELGIUM_BOUNDS } from './listing-form.ts';
import { LANGUAGES } from './languages.ts';

/**
 * Valuation requests (issue 34, decision 070): under the public estimate, a visitor asks one agent
 * or agency active in the property's municipality for a free valuation. The request becomes a CRM
 * lead of that professional (source Website) with the estimate attached.
 */
export const VALUATION_PROFESSIONALS_ROUTE = '/api/valuation-requests/professionals';
export const VALUATION_REQUESTS_ROUTE = '/api/valuation-requests';

/** At most this many professionals are offered to pick from. */
export const VALUATION_SHORT_LIST = 5;

/** The version of the consent text the web shows (translated); each request records which one it agreed to. */
export const VALUATION_CONSENT_VERSION = '070.1';

/** The API's English messages (the web maps them to its translation keys, `VALUATION_MESSAGE_KEYS`). */
export const VALUATION_MESSAGES = {
  name: 'Enter your name (2 to 100 characters)',
  consent: 'Tick the box to agree that the professional contacts you',
  location: 'Place the property on the map or enter its address first',
  noMunicipality: 'This place is not in a Belgian municipality we know',
  noProfessional:
    'No agent or agency with a subscription is active in this municipality yet, so the request cannot be sent.',
  notEligible: 'This professional does not take valuation requests here. Choose another one or let Immora choose.',
  sent: 'Your valuation request has been sent',
} as const;

export const VALUATION_MESSAGE_KEYS = Object.fromEntries(
  Object.entries(VALUATION_MESSAGES).map(([key, text]) => [text, `errors.${key}`]),
) as Record<(typeof VALUATION_MESSAGES)[keyof typeof VALUATION_MESSAGES], string>;

const coordinate = (axis: 'lat' | 'lon') =>
  z.coerce
    .number({ error: VALUATION_MESSAGES.location })
    .min(axis === 'lat' ? BELGIUM_BOUNDS.south : BELGIUM_BOUNDS.west, VALUATION_MESSAGES.noMunicipality)
    .max(axis === 'lat' ? BELGIUM_BOUNDS.north : BELGIUM_BOUNDS.east, VALUATION_MESSAGES.noMunicipality);

/** GET /api/valuation-requests/professionals?lat=&lon= : the property's position. */
export const ZValuationProfessionalsQuery = z.object({ lat: coordinate('lat'), lon: coordinate('lon') });
export type TValuationProfessionalsQuery = z.input<typeof ZValuationProfessionalsQuery>;

export const VALUATION_PROFESSIONAL_KINDS = ['agent', 'agency'] as const;

export const ZValuationProfessional = z.object({
  /** The professional's user id (the agent, or the agency's account): what `professionalId` names. */
  id: z.string(),
  kind: z.enum(VALUATION_PROFESSIONAL_KINDS),
  name: z.string(),
  /** An agent's agency, when they work for one. */
  agencyName: z.string().nullable(),
  picture: z.string().nullable(),
  /** Their public listings in the municipality. */
  listingCount: z.number().int(),
  /** Their public profile page. */
  profilePath: z.string().nullable(),
});
export type TValuationProfessional = z.infer<typeof ZValuationProfessional>;

export const ZValuationProfessionals = z.object({
  /** The municipality, with its Dutch and French names (`name` is the English one). */
  municipality: z
    .object({ id: z.string(), name: z.string(), nameNl: z.string(), nameFr: z.string(), postalCode: z.string() })
    .nullable(),
  items: z.array(ZValuationProfessional),
});
export type TValuationProfessionals = z.infer<typeof ZValuationProfessionals>;

/**
 * The estimate as the visitor saw it (decision 070: stored as given, labelled so; the server does
 * not compute it again). Whole euros, a month's rent for rent; `estimate` null when there was no figure.
 */
export const ZValuationEstimate = z
  .object({
    transaction: z.enum(ESTIMATE_TRANSACTIONS),
    category: z.enum(CATEGORIES),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    addressLabel: z.string().max(300).nullable(),
    estimate: z.number().int().min(0).max(1_000_000_000).nullable(),
    range: z
      .object({ low: z.number().int().min(0).max(1_000_000_000), high: z.number().int().min(0).max(1_000_000_000) })
      .nullable(),
    confidence: z.enum(ESTIMATE_CONFIDENCES).nullable(),
    comparables: z.number().int().min(0).max(1000),
    dataDate: z.string().max(40),
  })
  .strict();
export type TValuationEstimate = z.infer<typeof ZValuationEstimate>;

/** The summary of an estimate answer the request carries. */
export const valuationEstimate = (e: TEstimate): TValuationEstimate => ({
  transaction: e.transaction,
  category: e.category,
  latitude: e.latitude,
  longitude: e.longitude,
  addressLabel: e.addressLabel,
  estimate: e.estimate,
  range: e.range,
  confidence: e.confidence,
  comparables: e.comparables.length,
  dataDate: e.dataDate,
});

export const ZValuationRequest = z.object({
  facts: ZEstimateInput,
  estimate: ZValuationEstimate.nullable().optional(),
  /** The professional the visitor picked from the short list; without it a fair rotation assigns one. */
  professionalId: z.uuid('Choose a professional from the list').optional(),
  name: z
    .string({ error: VALUATION_MESSAGES.name })
    .trim()
    .min(2, VALUATION_MESSAGES.name)
    .max(100, VALUATION_MESSAGES.name),
  email: ZAccountEmail,
  phone: ZPhoneNumber,
  consent: z.literal(true, { error: VALUATION_MESSAGES.consent }),
  /** The page's language: the confirmation e-mail is written in it. */
  language: z.enum(LANGUAGES).default('en'),
  /**
   * The honeypot: a field people never see (hidden from screens and screen readers). A bot that
   * fills it gets the same answer and nothing is stored or sent.
   */
  website: z.string().max(200).optional(),
});
export type TValuationRequest = z.input<typeof ZValuationRequest>;

export const ZValuationRequestResult = z.object({
  message: z.string(),
  /** The professional who received the request. */
  professional: z.object({ name: z.string(), kind: z.enum(VALUATION_PROFESSIONAL_KINDS) }),
});
export type TValuationRequestResult = z.infer<typeof ZValuationRequestResult>;
