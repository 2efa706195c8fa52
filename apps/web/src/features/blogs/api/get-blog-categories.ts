import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBlogCategory } from '@immora/shared/blogs';
import { BLOG_CATEGORIES_API_URL } from '@immora/shared/blog-list-query';
import { apiGet } from '../../../lib/api-client.ts';

export const blogCategoriesQuery = queryOptions({
  queryKey: ['blogs', 'categories'],
  queryFn: ({ signal }) => apiGet<TBlogCategory[]>(BLOG_CATEGORIES_API_URL, {}, signal),
  staleTime: 5 * 60_000,
});

export function useBlogCategories() {
  return useQuery(blogCategoriesQuery);
}
