import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSavedSearch, TSavedSearchRequest } from '@immora/shared/saved-searches';
import { apiDelete, apiPost } from '../../../lib/api-client.ts';
import { listQueryOptions, type ListRequest } from '../../../components/data-table/use-list-query.ts';

/** GET /api/saved-searches: one page of the user's saved searches. */
export const savedSearchesQuery = (token: string | null, request: ListRequest) =>
  listQueryOptions<TSavedSearch>(['saved-searches', token], '/api/saved-searches', request, Boolean(token));

export function useSavedSearches(token: string | null, request: ListRequest) {
  return useQuery(savedSearchesQuery(token, request));
}

export function useCreateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSavedSearchRequest) => apiPost<TSavedSearch>('/api/saved-searches', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['saved-searches'] }),
  });
}

export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<unknown>(`/api/saved-searches/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['saved-searches'] }),
  });
}
