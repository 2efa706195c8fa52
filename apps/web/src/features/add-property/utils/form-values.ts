import { AMENITIES, CATEGORIES, DAYS, LISTING_TYPES } from '@immora/shared/listing';
import type { Amenity, Category, ListingType } from '@immora/shared/listing';
import { regionOfPostalCode } from '@immora/shared/listing-form';
import type { EditableListing, FactKey, Region, TListingInput, TListingPatch } from '@immora/shared/listing-form';
import { LANGUAGES, type TLanguage } from '@immora/shared/languages';
import { FACT_KEYS, FACT_KINDS, shownFacts } from './fact-fields.ts';

export type Day = (typeof DAYS)[number];

/** A language version's text as typed. */
export type VersionText = { title: string; description: string };

/** What the wizard's inputs hold: text as typed (numbers too), so a half-typed value is never lost. */
export type FormValues = {
  /** The original's language; `title` and `description` are its text (decision 023). */
  language: TLanguage;
  title: string;
  description: string;
  /** The other language versions the owner added (possibly still blank). */
  translations: Partial<Record<TLanguage, VersionText>>;
  category: Category | '';
  type: ListingType | '';
  price: string;
  availableNow: boolean;
  bedrooms: string;
  bathrooms: string;
  area: string;
  yearBuilt: string;
  address: string;
  postalCode: string;
  city: string;
  latitude: string;
  longitude: string;
  facts: Record<FactKey, string>;
  referenceCode: string;
  amenities: Amenity[];
  availableTimeSlots: Partial<Record<Day, string[]>>;
};

const NUMBER_FIELDS = ['price', 'bedrooms', 'bathrooms', 'area', 'yearBuilt', 'latitude', 'longitude'] as const;
const TEXT_FIELDS = ['title', 'description', 'address', 'postalCode', 'city', 'referenceCode'] as const;

export function emptyValues(): FormValues {
  return {
    language: 'en',
    title: '',
    description: '',
    translations: {},
    category: '',
    type: '',
    price: '',
    availableNow: true,
    bedrooms: '',
    bathrooms: '',
    area: '',
    yearBuilt: '',
    address: '',
    postalCode: '',
    city: '',
    latitude: '',
    longitude: '',
    facts: Object.fromEntries(FACT_KEYS.map((k) => [k, ''])) as Record<FactKey, string>,
    referenceCode: '',
    amenities: [],
    availableTimeSlots: {},
  };
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The form's values for a listing read back from the server. */
export function fromListing(listing: EditableListing): FormValues {
  const values = emptyValues();
  for (const f of TEXT_FIELDS) values[f] = text(listing[f]);
  for (const f of NUMBER_FIELDS) values[f] = text(listing[f]);
  values.language = listing.language;
  for (const language of LANGUAGES) {
    const version = listing.translations[language];
    if (version && language !== listing.language)
      values.translations[language] = { title: text(version.title), description: text(version.description) };
  }
  values.category = listing.category ?? '';
  values.type = listing.type ?? '';
  values.availableNow = listing.availableNow;
  values.amenities = AMENITIES.filter((a) => listing.amenities.includes(a));
  values.availableTimeSlots = { ...listing.availableTimeSlots };
  for (const key of FACT_KEYS) {
    const value = listing.facts[key];
    values.facts[key] = typeof value === 'boolean' ? (value ? 'yes' : 'no') : text(value);
  }
  return values;
}

/** A typed number, NaN when it is not one (so the schema reports it), undefined when blank. */
function toNumber(value: string): number | undefined {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The price as the money field holds it: cents, null when blank, NaN when it is not an amount. */
export function priceCents(values: Pick<FormValues, 'price'>): number | null {
  const n = toNumber(values.price);
  return n === undefined ? null : Math.round(n * 100);
}

/** The money field's cents back as the wizard's price text (euros; 'NaN' keeps it wrong). */
export const priceText = (cents: number | null): string => (cents === null ? '' : String(cents / 100));

export const regionOf = (values: Pick<FormValues, 'postalCode'>): Region | null =>
  regionOfPostalCode(values.postalCode.trim());

/** The fields (`translations.nl.title`) whose text differs between two sets of versions. */
export function changedVersionFields(before: FormValues['translations'], after: FormValues['translations']): string[] {
  return LANGUAGES.flatMap((language) =>
    (['title', 'description'] as const)
      .filter((part) => before[language]?.[part] !== after[language]?.[part])
      .map((part) => `translations.${language}.${part}`),
  );
}

/**
 * Makes `language` the original. When it was one of the other versions, the two swap places, so
 * no text is lost; otherwise the text written so far is simply said to be in that language.
 */
export function withOriginal(values: FormValues, language: TLanguage): Partial<FormValues> {
  if (language === values.language) return {};
  const { [language]: promoted, ...others } = values.translations;
  if (!promoted) return { language };
  return {
    language,
    title: promoted.title,
    description: promoted.description,
    translations: { ...others, [values.language]: { title: values.title, description: values.description } },
  };
}

/**
 * The listing as the API takes it (ZListingInput's input): blanks left out, numbers parsed, only
 * the facts shown for the region of the postal code (a changed region drops the other certificate).
 */
export function toListingInput(values: FormValues): TListingInput {
  const out: Record<string, unknown> = { availableNow: values.availableNow, country: 'Belgium' };
  for (const f of TEXT_FIELDS) if (values[f].trim() !== '') out[f] = values[f].trim();
  out.language = values.language;
  const translations: Record<string, Partial<VersionText>> = {};
  for (const language of LANGUAGES) {
    const version = values.translations[language];
    if (!version || language === values.language) continue;
    translations[language] = {};
    if (version.title.trim()) translations[language].title = version.title.trim();
    if (version.description.trim()) translations[language].description = version.description.trim();
  }
  out.translations = translations;
  for (const f of NUMBER_FIELDS) {
    const n = toNumber(values[f]);
    if (n !== undefined) out[f] = n;
  }
  if ((CATEGORIES as readonly string[]).includes(values.category)) out.category = values.category;
  if ((LISTING_TYPES as readonly string[]).includes(values.type)) out.type = values.type;
  out.amenities = AMENITIES.filter((a) => values.amenities.includes(a));
  const slots: Partial<Record<Day, string[]>> = {};
  for (const day of DAYS) {
    const hours = values.availableTimeSlots[day];
    if (hours && hours.length > 0) slots[day] = [...hours].sort();
  }
  out.availableTimeSlots = slots;
  const facts: Record<string, unknown> = {};
  for (const key of shownFacts(regionOf(values))) {
    const raw = values.facts[key].trim();
    if (raw === '') continue;
    const kind = FACT_KINDS[key].kind;
    facts[key] = kind === 'number' ? toNumber(raw) : kind === 'yesNo' ? raw === 'yes' : raw;
  }
  out.facts = facts;
  return out as TListingInput;
}

/** Fields a PATCH sets to null when the form has them blank (the API clears them). */
const CLEARABLE = [...TEXT_FIELDS, ...NUMBER_FIELDS, 'category', 'type'] as const;

/**
 * The changes as PATCH /api/properties/:id takes them: every field of the form, blanks as `null`
 * (cleared), and every fact key, `null` for the blank ones and for the other regions' certificate.
 */
export function toListingPatch(values: FormValues): ListingPatchBody {
  const input = toListingInput(values) as Record<string, unknown>;
  const patch: Record<string, unknown> = { ...input };
  for (const f of CLEARABLE) if (patch[f] === undefined) patch[f] = null;
  const facts = (input.facts ?? {}) as Record<string, unknown>;
  patch.facts = Object.fromEntries(FACT_KEYS.map((k) => [k, facts[k] ?? null]));
  return patch as ListingPatchBody;
}

/** The PATCH body (ZListingPatch): absent keeps, null clears, facts merged key by key. */
export type ListingPatchBody = TListingPatch;
