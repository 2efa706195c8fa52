import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPropertyCard } from '@immora/shared/properties';
import { apiGet } from '../../../lib/api-client.ts';

type Page = { items: TPropertyCard[]; total: number; page: number; pageSize: number };

export const latestPropertiesQuery = queryOptions({
  queryKey: ['properties', 'latest'],
  queryFn: ({ signal }) => apiGet<Page>('/api/properties', { sort: 'newest', pageSize: 8 }, signal),
});

/** `enabled`: false until its section nears the screen. */
export function useLatestProperties(enabled = true) {
  return useQuery({ ...latestPropertiesQuery, enabled });
}
