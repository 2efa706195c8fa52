import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCity } from '@immora/shared/properties';
import { apiGet } from './api-client.ts';

/** One cache entry for every screen that lists the cities (home search, listings filter, classified form). */
export const citiesQuery = queryOptions({
  queryKey: ['cities'],
  queryFn: ({ signal }) => apiGet<TCity[]>('/api/cities', {}, signal),
  staleTime: 60 * 60 * 1000,
});

/** GET /api/cities: the Belgian cities a listing can be placed in and searched by. */
export function useCities() {
  return useQuery(citiesQuery);
}
