import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPropertyCard } from '@immora/shared/properties';
import { apiGet } from '../../../lib/api-client.ts';

type Page = { items: TPropertyCard[]; total: number; page: number; pageSize: number };

export const featuredPropertiesQuery = queryOptions({
  queryKey: ['properties', 'featured'],
  queryFn: ({ signal }) => apiGet<Page>('/api/properties', { sort: 'boosted', pageSize: 8 }, signal),
  // Boosted listings come first; only those still boosted are featured.
  select: (page) => page.items.filter((item) => item.boosted),
});

/** GET /api/properties?sort=boosted: the boosted listings of the 'Featured listings' section. `enabled`: false until its section nears the screen. */
export function useFeaturedProperties(enabled = true) {
  return useQuery({ ...featuredPropertiesQuery, enabled });
}
