import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCity } from '@immora/shared/properties';
import { apiGet } from '../../../lib/api-client.ts';

/** Belgian cities for the search box's suggestions (same cache key as the home page). */
export const searchCitiesQuery = queryOptions({
  queryKey: ['cities'],
  queryFn: ({ signal }) => apiGet<TCity[]>('/api/cities', {}, signal),
  staleTime: 60 * 60 * 1000,
});

export function useSearchCities() {
  return useQuery(searchCitiesQuery);
}
