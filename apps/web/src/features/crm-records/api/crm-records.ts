import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLeadConversion } from '@immora/shared/crm-leads';
import { listQueryOptions, type ListRequest } from '../../../components/data-table/use-list-query.ts';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client.ts';
import { crmApiPath, type CrmKind } from '../utils/crm-kinds.ts';

/** Every CRM query starts with this key: a change to any record refreshes every CRM list. */
export const CRM_KEY = ['crm-records'] as const;
const key = (kind: CrmKind) => [...CRM_KEY, kind] as const;

/** GET /api/crm/{kind} (crm.listLeads…): one page. */
export const useCrmList = <T>(kind: CrmKind, request: ListRequest) =>
  useQuery(listQueryOptions<T>(key(kind), crmApiPath(kind), request));

/** GET /api/crm/{kind}/:id (crm.getLead…): the update form's record. */
export const useCrmRecord = <T>(kind: CrmKind, id: string) =>
  useQuery({
    queryKey: [...key(kind), 'one', id],
    queryFn: ({ signal }) => apiGet<T>(`${crmApiPath(kind)}/${encodeURIComponent(id)}`, {}, signal),
  });

function useCrmMutation<V, R>(send: (values: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => client.invalidateQueries({ queryKey: CRM_KEY }) });
}

/** POST /api/crm/{kind} (crm.addLead…) or, with an id, PUT /api/crm/{kind}/:id (crm.updateLead…). */
export const useSaveCrmRecord = <T>(kind: CrmKind, id?: string) =>
  useCrmMutation((body: object) =>
    id ? apiPut<T>(`${crmApiPath(kind)}/${encodeURIComponent(id)}`, body) : apiPost<T>(crmApiPath(kind), body),
  );

/** DELETE /api/crm/{kind}/:id (crm.deleteLead…). */
export const useDeleteCrmRecord = (kind: CrmKind) =>
  useCrmMutation((id: string) => apiDelete<{ id: string }>(`${crmApiPath(kind)}/${encodeURIComponent(id)}`));

/** POST /api/crm/leads/:id/convert (crm.convertLead): a customer and an opportunity, once. */
export const useConvertLead = () =>
  useCrmMutation((id: string) => apiPost<TLeadConversion>(`/api/crm/leads/${encodeURIComponent(id)}/convert`));
