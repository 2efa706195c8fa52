import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOwnerCase } from '@immora/shared/trust';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import { MY_PROPERTIES_KEY } from './get-my-properties.ts';

const ownerCaseKey = (id: string) => ['owner-case', id] as const;

export const ownerCaseQuery = (id: string) =>
  queryOptions({
    queryKey: ownerCaseKey(id),
    queryFn: ({ signal }) => apiGet<TOwnerCase>(`/api/cases/${id}`, {}, signal),
  });

/** GET /api/cases/{id} (cases.get): what staff decided about my listing, and whether I may appeal. */
export const useOwnerCase = (id: string) => useQuery(ownerCaseQuery(id));

/** POST /api/cases/{id}/appeal (cases.appeal): once per decision. */
export function useAppealCase(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiPost<TOwnerCase>(`/api/cases/${id}/appeal`, { text }),
    onSuccess: (answer) => {
      client.setQueryData(ownerCaseKey(id), answer);
      void client.invalidateQueries({ queryKey: MY_PROPERTIES_KEY });
    },
  });
}
