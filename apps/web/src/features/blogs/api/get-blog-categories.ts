import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBlogCategory } from '@immora/shared/blogs';
import { apiGet } from '../../../lib/api-client.ts';

export const blogCategoriesQuery = queryOptions({
  queryKey: ['blogs', 'categories'],
  queryFn: ({ signal }) => apiGet<TBlogCategory[]>('/api/blogs/categories', {}, signal),
  staleTime: 5 * 60_000,
});

export function useBlogCategories() {
  return useQuery(blogCategoriesQuery);
}
