import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSavedSearch, TSavedSearchRequest } from '@immora/shared/saved-searches';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client.ts';

export const savedSearchesQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['saved-searches', token],
    queryFn: ({ signal }) => apiGet<TSavedSearch[]>('/api/saved-searches', {}, signal),
    enabled: Boolean(token),
  });

export function useSavedSearches(token: string | null) {
  return useQuery(savedSearchesQuery(token));
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
