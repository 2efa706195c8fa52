import { CATEGORIES, LISTING_TYPES, PRESET_SEARCHES } from '@immora/shared/listing';
import type { Category, ListingType } from '@immora/shared/listing';

export type SearchFilters = {
  type?: ListingType;
  category?: Category;
  city?: string;
  q?: string;
  page: number;
};

const isType = (value: string | null): value is ListingType =>
  value !== null && (LISTING_TYPES as readonly string[]).includes(value);
const isCategory = (value: string | null): value is Category =>
  value !== null && (CATEGORIES as readonly string[]).includes(value);

export function presetFor(pathname: string): { type?: ListingType; category?: Category } {
  const preset = (PRESET_SEARCHES as Record<string, { type?: ListingType; category?: Category }>)[pathname];
  return preset ?? {};
}

/** Filters from the address (unknown values are dropped); a preset route's filter wins. */
export function readFilters(pathname: string, params: URLSearchParams): SearchFilters {
  const type = params.get('type');
  const category = params.get('category');
  const city = params.get('city')?.trim().slice(0, 80);
  const q = params.get('q')?.trim().slice(0, 120);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const filters: SearchFilters = { page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1 };
  if (isType(type)) filters.type = type;
  if (isCategory(category)) filters.category = category;
  if (city) filters.city = city;
  if (q) filters.q = q;
  return { ...filters, ...presetFor(pathname) };
}

/** Query string for a search; preset values are implied by the path, so they are left out. */
export function toSearchParams(pathname: string, filters: Partial<SearchFilters>): URLSearchParams {
  const preset = presetFor(pathname);
  const params = new URLSearchParams();
  if (filters.type && !preset.type) params.set('type', filters.type);
  if (filters.category && !preset.category) params.set('category', filters.category);
  if (filters.city) params.set('city', filters.city);
  if (filters.q) params.set('q', filters.q);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}
