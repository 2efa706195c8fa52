import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPropertySearchResult } from '@immora/shared/properties';
import { apiGet } from '../../../lib/api-client.ts';
import { toApiQuery } from '../utils/search-params.ts';
import type { SearchFilters } from '../utils/search-params.ts';

export type PropertyPage = TPropertySearchResult;

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
