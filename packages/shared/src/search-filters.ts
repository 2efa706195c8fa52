import { AMENITIES, CATEGORIES, LISTING_TYPES, PRESET_SEARCHES } from './listing.ts';
import type { Amenity, Category, ListingType } from './listing.ts';

/** The sort orders of GET /api/properties. */
export const SEARCH_SORTS = ['boosted', 'newest', 'priceAsc', 'priceDesc'] as const;

/** The search filters a saved search may keep: the query parameters of GET /api/properties. */
export const SAVED_FILTER_KEYS = [
  'type',
  'category',
  'city',
  'q',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'bathrooms',
  'minArea',
  'maxArea',
  'amenities',
  'availableNow',
  'bbox',
  'polygon',
  'sort',
] as const;

export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Every search filter, as kept in the address (spec 1 §2: shareable, reload-safe). */
export type SearchFilters = {
  type?: ListingType;
  category?: Category;
  city?: string;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  bedrooms?: number;
  bathrooms?: number;
  minArea?: number;
  maxArea?: number;
  amenities?: Amenity[];
  availableNow?: boolean;
  /** "west,south,east,north" */
  bbox?: string;
  /** "lng,lat;lng,lat;…" */
  polygon?: string;
  sort?: SearchSort;
  page: number;
};

const NUMBER_KEYS = ['minPrice', 'maxPrice', 'bedrooms', 'bathrooms', 'minArea', 'maxArea'] as const;
const NUMBER_LIMITS: Record<(typeof NUMBER_KEYS)[number], number> = {
  minPrice: 1_000_000_000,
  maxPrice: 1_000_000_000,
  bedrooms: 50,
  bathrooms: 50,
  minArea: 100_000,
  maxArea: 100_000,
};

const isType = (value: string | null): value is ListingType =>
  value !== null && (LISTING_TYPES as readonly string[]).includes(value);
const isCategory = (value: string | null): value is Category =>
  value !== null && (CATEGORIES as readonly string[]).includes(value);
const isSort = (value: string | null): value is SearchSort =>
  value !== null && (SEARCH_SORTS as readonly string[]).includes(value);
const isAmenity = (value: string): value is Amenity => (AMENITIES as readonly string[]).includes(value);

const NUM = String.raw`-?\d+(?:\.\d+)?`;
const BBOX_RE = new RegExp(`^${NUM},${NUM},${NUM},${NUM}$`);
const POINT_RE = new RegExp(`^${NUM},${NUM}$`);

export function isBbox(value: string): boolean {
  if (!BBOX_RE.test(value)) return false;
  const [w, s, e, n] = value.split(',').map(Number) as [number, number, number, number];
  return w >= -180 && e <= 180 && s >= -90 && n <= 90 && w <= e && s <= n;
}

export function isPolygon(value: string): boolean {
  const points = value.split(';');
  return points.length >= 3 && points.length <= 100 && points.every((p) => POINT_RE.test(p));
}

export function presetFor(pathname: string): { type?: ListingType; category?: Category } {
  const preset = (PRESET_SEARCHES as Record<string, { type?: ListingType; category?: Category }>)[pathname];
  return preset ?? {};
}

function readNumber(params: URLSearchParams, key: (typeof NUMBER_KEYS)[number]): number | undefined {
  const raw = params.get(key);
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  const value = Number.parseInt(raw, 10);
  return value <= NUMBER_LIMITS[key] ? value : undefined;
}

/** Filters from the address (unknown values are dropped); a preset route's filter wins. */
export function readFilters(pathname: string, params: URLSearchParams): SearchFilters {
  const type = params.get('type');
  const category = params.get('category');
  const sort = params.get('sort');
  const city = params.get('city')?.trim().slice(0, 80);
  const q = params.get('q')?.trim().slice(0, 120);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const filters: SearchFilters = { page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1 };
  if (isType(type)) filters.type = type;
  if (isCategory(category)) filters.category = category;
  if (city) filters.city = city;
  if (q) filters.q = q;
  for (const key of NUMBER_KEYS) {
    const value = readNumber(params, key);
    if (value !== undefined) filters[key] = value;
  }
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) {
    delete filters.minPrice;
  }
  if (filters.minArea !== undefined && filters.maxArea !== undefined && filters.minArea > filters.maxArea) {
    delete filters.minArea;
  }
  const amenities = (params.get('amenities') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(isAmenity);
  if (amenities.length) filters.amenities = [...new Set(amenities)];
  if (params.get('availableNow') === 'true') filters.availableNow = true;
  const bbox = params.get('bbox');
  if (bbox && isBbox(bbox)) filters.bbox = bbox;
  const polygon = params.get('polygon');
  if (polygon && isPolygon(polygon)) filters.polygon = polygon;
  if (isSort(sort) && sort !== 'boosted') filters.sort = sort;
  return { ...filters, ...presetFor(pathname) };
}

/** Every filter as strings, in a stable order (address, API query, saved search). */
export function filterEntries(filters: Partial<SearchFilters>): [string, string][] {
  const out: [string, string][] = [];
  const add = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') out.push([key, String(value)]);
  };
  add('type', filters.type);
  add('category', filters.category);
  add('city', filters.city);
  add('q', filters.q);
  for (const key of NUMBER_KEYS) add(key, filters[key]);
  if (filters.amenities?.length) add('amenities', filters.amenities.join(','));
  if (filters.availableNow) add('availableNow', 'true');
  add('bbox', filters.bbox);
  add('polygon', filters.polygon);
  if (filters.sort && filters.sort !== 'boosted') add('sort', filters.sort);
  return out;
}

/** Query string for a search; preset values are implied by the path, so they are left out. */
export function toSearchParams(pathname: string, filters: Partial<SearchFilters>): URLSearchParams {
  const preset = presetFor(pathname);
  const params = new URLSearchParams();
  for (const [key, value] of filterEntries(filters)) {
    if (key === 'type' && preset.type) continue;
    if (key === 'category' && preset.category) continue;
    params.set(key, value);
  }
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query of GET /api/properties. */
/** Results per page of the search pages. */
export const RESULTS_PAGE_SIZE = 12;

/** The query of `GET /api/properties` for a results page (the web app's, and the server's first-page data). */
export function toApiQuery(filters: SearchFilters): Record<string, string | number> {
  const query: Record<string, string | number> = Object.fromEntries(filterEntries(filters));
  query.page = filters.page;
  query.pageSize = RESULTS_PAGE_SIZE;
  return query;
}

/** What a saved search keeps (SAVED_FILTER_KEYS), preset values included so /properties reopens it. */
export function toSavedFilters(filters: SearchFilters): Record<string, string> {
  const keys = SAVED_FILTER_KEYS as readonly string[];
  return Object.fromEntries(filterEntries(filters).filter(([key]) => keys.includes(key)));
}

/** Narrowing filters beyond what, where and which kind: these go first when a search finds nothing. */
const NARROWING = [
  'bbox',
  'polygon',
  'amenities',
  'availableNow',
  'bedrooms',
  'bathrooms',
  'minArea',
  'maxArea',
  'minPrice',
  'maxPrice',
] as const satisfies readonly (keyof SearchFilters)[];

/** A wider search: drops the narrowing filters, or when none are set, the place and the text. */
export function widenFilters(filters: SearchFilters): SearchFilters {
  const next: SearchFilters = { ...filters, page: 1 };
  if (NARROWING.some((key) => next[key] !== undefined)) {
    for (const key of NARROWING) delete next[key];
    return next;
  }
  delete next.city;
  delete next.q;
  return next;
}

/** How many filters are set beyond type, category and the map (the 'Filters (n)' badge). */
export function countRefinements(filters: SearchFilters): number {
  let n = 0;
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) n += 1;
  if (filters.minArea !== undefined || filters.maxArea !== undefined) n += 1;
  if (filters.bedrooms !== undefined) n += 1;
  if (filters.bathrooms !== undefined) n += 1;
  if (filters.availableNow) n += 1;
  n += filters.amenities?.length ?? 0;
  return n;
}
