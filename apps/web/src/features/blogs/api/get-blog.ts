import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBlogArticle } from '@immora/shared/blogs';
import { ApiError, apiGet } from '../../../lib/api-client.ts';

export function blogQuery(idOrSlug: string) {
  return queryOptions({
    queryKey: ['blogs', 'detail', idOrSlug],
    queryFn: ({ signal }) => apiGet<TBlogArticle>(`/api/blogs/${encodeURIComponent(idOrSlug)}`, {}, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export function useBlog(idOrSlug: string) {
  return useQuery(blogQuery(idOrSlug));
}
