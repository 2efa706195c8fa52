import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCity } from '@immora/shared/properties';
import { apiGet } from '../../../lib/api-client.ts';

export const citiesQuery = queryOptions({
  queryKey: ['cities'],
  queryFn: ({ signal }) => apiGet<TCity[]>('/api/cities', {}, signal),
  staleTime: 60 * 60 * 1000,
});

/** GET /api/cities: the Belgian cities a classified can be placed in. */
export function useCities() {
  return useQuery(citiesQuery);
}
