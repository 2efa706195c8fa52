import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPropertySearchResult } from '@immora/shared/properties';
import { apiGet } from '../../../lib/api-client.ts';
import { toApiQuery } from '@immora/shared/search-filters';
import type { SearchFilters } from '@immora/shared/search-filters';

export type PropertyPage = TPropertySearchResult;

export function searchPropertiesQuery(filters: SearchFilters) {
  return queryOptions({
    queryKey: ['properties', 'search', filters],
    queryFn: ({ signal }) => apiGet<PropertyPage>('/api/properties', toApiQuery(filters), signal),
  });
}

export function useSearchProperties(filters: SearchFilters) {
  return useQuery({ ...searchPropertiesQuery(filters), placeholderData: keepPreviousData });
}
