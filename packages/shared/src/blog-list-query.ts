/** Articles per page of the blog list (/blog-list-v3). */
export const BLOG_PAGE_SIZE = 9;

/** What the blog list shows: a category (or every one) and a page. */
export type TBlogListPageQuery = { category?: string; page: number };

/**
 * The blog list's query from its address (`?category=&page=`): the page reads it, and the server
 * reads it the same way to send that page's first answer with a guest's first visit (decision 045).
 * No zod here: the web app's first pages must not load it (decision 029).
 */
export function readBlogListQuery(params: URLSearchParams): TBlogListPageQuery {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const category = params.get('category')?.trim().slice(0, 60);
  const query: TBlogListPageQuery = { page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1 };
  if (category) query.category = category;
  return query;
}

/** The API request of one page of the blog list, as the web app asks it. */
export function blogListApiUrl(query: TBlogListPageQuery): string {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(BLOG_PAGE_SIZE) });
  if (query.category) params.set('category', query.category);
  return `/api/blogs?${params}`;
}

/** The blog list's categories, with their number of articles. */
export const BLOG_CATEGORIES_API_URL = '/api/blogs/categories';
