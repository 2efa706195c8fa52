import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
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

/**
 * The cities now, loading them if a form is sent before they arrived (a slow line, a quick
 * visitor): a typed name is a city filter only once the list says so. An error gives none.
 */
export function useCitiesNow(): () => Promise<readonly TCity[]> {
  const client = useQueryClient();
  return () => client.ensureQueryData(citiesQuery).catch(() => []);
}
