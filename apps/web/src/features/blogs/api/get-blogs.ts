import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TBlogListItem } from '@immora/shared/blogs';
import { BLOG_PAGE_SIZE, type TBlogListPageQuery } from '@immora/shared/blog-list-query';
import { apiGet } from '../../../lib/api-client.ts';

export type BlogPage = { items: TBlogListItem[]; total: number; page: number; pageSize: number };
export type BlogQuery = TBlogListPageQuery;

export function blogsQuery(query: BlogQuery) {
  return queryOptions({
    queryKey: ['blogs', 'list', query],
    queryFn: ({ signal }) => apiGet<BlogPage>('/api/blogs', { ...query, pageSize: BLOG_PAGE_SIZE }, signal),
  });
}

export function useBlogs(query: BlogQuery) {
  return useQuery({ ...blogsQuery(query), placeholderData: keepPreviousData });
}
