import type { TFunction } from 'i18next';
import { presetFor } from '@immora/shared/search-filters';
import type { SearchFilters } from '@immora/shared/search-filters';

/** 'Apartments for rent in Brussels': the page heading and document title of a search. */
export function searchHeading(filters: SearchFilters, page: string, pathname: string, t: TFunction): string {
  const what = filters.category ? t(`categories.${filters.category}`) : t(`pages.${page}`);
  const type = filters.type && !presetFor(pathname).type ? filters.type : null;
  const place = filters.city;
  if (type) return t(`search.heading.${type}${place ? 'In' : ''}`, { what, place });
  if (place) return t('search.heading.anyIn', { what, place });
  return what;
}
