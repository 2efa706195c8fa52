import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@immora/shared/listing';
import { apiGet } from '../../../lib/api-client.ts';

export type CategoryCount = { category: Category; count: number };
export type SiteStats = {
  listings: number;
  professionals: number;
  cities: number;
  /** Published listings per property type (older servers leave it out). */
  categories?: CategoryCount[] | undefined;
};

export const statsQuery = queryOptions({
  queryKey: ['stats'],
  queryFn: ({ signal }) => apiGet<SiteStats>('/api/stats', {}, signal),
  staleTime: 10 * 60_000,
});

/** GET /api/stats: the public counts shown in the hero and on the property-type tiles. */
export function useStats() {
  return useQuery(statsQuery);
}
