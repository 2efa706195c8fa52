import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCrmErasure } from '@immora/shared/crm-erasure';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import { crmApiPath, type CrmKind } from '../utils/crm-kinds.ts';
import { CRM_KEY } from './crm-records.ts';

const path = (kind: CrmKind, id: string) => `${crmApiPath(kind)}/${encodeURIComponent(id)}/erasure`;

/** GET /api/crm/{kind}/:id/erasure (crm.previewLeadErasure…): what "Erase this person" would erase. */
export const useErasurePreview = (kind: CrmKind, id: string) =>
  useQuery({
    queryKey: [...CRM_KEY, kind, 'erasure', id],
    queryFn: ({ signal }) => apiGet<TCrmErasure>(path(kind, id), {}, signal),
    retry: false,
  });

/** POST /api/crm/{kind}/:id/erasure (crm.eraseLeadPerson…): erases; every CRM list is read again. */
export function useErasePerson(kind: CrmKind, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<TCrmErasure>(path(kind, id)),
    onSuccess: () => client.removeQueries({ queryKey: [...CRM_KEY, kind, 'one', id] }),
    onSettled: () => client.invalidateQueries({ queryKey: CRM_KEY, refetchType: 'active' }),
  });
}
