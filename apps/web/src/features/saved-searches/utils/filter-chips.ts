import type { TFunction } from 'i18next';
import { formatEuro } from '../../../lib/format.ts';

/**
 * Human-readable chips for a search's filters (its query parameters as strings):
 * 'For rent', 'Apartments', 'Brussels', '≤ €450,000', '2+ bedrooms'.
 */
export function filterChips(filters: Record<string, string>, t: TFunction, language: string): string[] {
  const euro = (v: string) => formatEuro(Number(v), language);
  const chips: string[] = [];
  const f = filters;
  if (f.type) chips.push(t(`listingTypes.${f.type}`, { defaultValue: f.type }));
  if (f.category) chips.push(t(`categories.${f.category}`, { defaultValue: f.category }));
  if (f.city) chips.push(f.city);
  if (f.q) chips.push(`“${f.q}”`);
  if (f.minPrice && f.maxPrice) chips.push(`${euro(f.minPrice)} – ${euro(f.maxPrice)}`);
  else if (f.maxPrice) chips.push(`≤ ${euro(f.maxPrice)}`);
  else if (f.minPrice) chips.push(`≥ ${euro(f.minPrice)}`);
  if (f.bedrooms) chips.push(t('savedSearch.chips.bedrooms', { count: Number(f.bedrooms) }));
  if (f.bathrooms) chips.push(t('savedSearch.chips.bathrooms', { count: Number(f.bathrooms) }));
  if (f.minArea && f.maxArea) chips.push(`${f.minArea}–${f.maxArea} m²`);
  else if (f.maxArea) chips.push(`≤ ${f.maxArea} m²`);
  else if (f.minArea) chips.push(`≥ ${f.minArea} m²`);
  if (f.availableNow === 'true') chips.push(t('search.filters.availableNow'));
  for (const amenity of (f.amenities ?? '').split(',').filter(Boolean)) {
    chips.push(t(`property.amenity.${amenity}`, { defaultValue: amenity }));
  }
  if (f.bbox) chips.push(t('savedSearch.chips.mapArea'));
  if (f.polygon) chips.push(t('savedSearch.chips.drawnArea'));
  if (f.sort && f.sort !== 'boosted') chips.push(t(`search.sort.${f.sort}`, { defaultValue: f.sort }));
  return chips;
}
