/** Address query of the agent and agency directories: ?q=&city=&page= (page from 1). */
export type DirectoryQuery = { q?: string; city?: string; page: number };

export const DIRECTORY_PAGE_SIZE = 12;

export function readDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const q = params.get('q')?.trim().slice(0, 120);
  const city = params.get('city')?.trim().slice(0, 80);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const query: DirectoryQuery = { page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1 };
  if (q) query.q = q;
  if (city) query.city = city;
  return query;
}

export function toDirectoryParams(query: Partial<DirectoryQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.city?.trim()) params.set('city', query.city.trim());
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}

/** Total pages for a result count (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / (pageSize || DIRECTORY_PAGE_SIZE)));
}
