import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBlogListItem } from '@immora/shared/blogs';
import { apiGet } from '../../../lib/api-client.ts';

type Page = { items: TBlogListItem[]; total: number };

export const latestArticlesQuery = queryOptions({
  queryKey: ['blogs', 'latest'],
  queryFn: ({ signal }) => apiGet<Page>('/api/blogs', { pageSize: 3 }, signal),
  staleTime: 10 * 60_000,
});

/** GET /api/blogs?pageSize=3: the three newest articles. `enabled`: false until its section nears the screen. */
export function useLatestArticles(enabled = true) {
  return useQuery({ ...latestArticlesQuery, enabled });
}
