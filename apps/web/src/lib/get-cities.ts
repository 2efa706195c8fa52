import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCity } from '@immora/shared/properties';
import { apiGet } from './api-client.ts';
import { matchCity, type CityMatch } from './city-match.ts';

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
 * The municipality a typed text names (`matchCity`: a name in any language, a postal code, a
 * place), for a search form. The list is asked for as the form shows; a form sent before it
 * arrived (a slow line, a quick visitor) waits for it, so a name is still a city filter. Without
 * the list (an error) nothing matches, and the text stays words to search for.
 */
export function useFindCity(): (text: string) => Promise<CityMatch | undefined> {
  const client = useQueryClient();
  useQuery(citiesQuery);
  return async (text) => {
    if (!text.trim()) return undefined;
    const cities =
      client.getQueryData(citiesQuery.queryKey) ?? (await client.ensureQueryData(citiesQuery).catch(() => []));
    return matchCity(cities, text);
  };
}
