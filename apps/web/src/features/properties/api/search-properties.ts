import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPropertyCard } from '@immora/shared/properties';
import { apiGet } from '../../../lib/api-client.ts';
import { toApiQuery } from '../utils/search-params.ts';
import type { SearchFilters } from '../utils/search-params.ts';

export type PropertyPage = { items: TPropertyCard[]; total: number; page: number; pageSize: number };

export const RESULTS_PAGE_SIZE = 12;

export function searchPropertiesQuery(filters: SearchFilters) {
  return queryOptions({
    queryKey: ['properties', 'search', filters],
    queryFn: ({ signal }) =>
      apiGet<PropertyPage>('/api/properties', { ...toApiQuery(filters), pageSize: RESULTS_PAGE_SIZE }, signal),
  });
}

export function useSearchProperties(filters: SearchFilters) {
  return useQuery({ ...searchPropertiesQuery(filters), placeholderData: keepPreviousData });
}
