import { useQuery } from '@tanstack/react-query';
import type { MyProperty } from '@immora/shared/listing-form';
import { apiDownload } from '../../../lib/api-client.ts';
import { listQueryOptions, type ListRequest } from '../../../components/data-table/use-list-query.ts';

export type MyPropertiesScope = 'all' | 'advertised';

/** Every cached page of the list: mutations invalidate this key. */
export const MY_PROPERTIES_KEY = ['my-properties'] as const;

export const myPropertiesQuery = (token: string | null, request: ListRequest) =>
  listQueryOptions<MyProperty>([...MY_PROPERTIES_KEY, token], '/api/my-properties', request, Boolean(token));

/** GET /api/my-properties: the signed-in publisher's listings, one page. */
export function useMyProperties(token: string | null, request: ListRequest) {
  return useQuery(myPropertiesQuery(token, request));
}

/** GET /api/my-properties/export: every listing of the list (its filters and order) as a CSV file. */
export function exportMyProperties(request: ListRequest): Promise<Blob> {
  const { page: _page, pageSize: _size, ...filters } = request;
  return apiDownload('/api/my-properties/export', filters);
}
