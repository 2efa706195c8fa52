import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEmailTemplate, TEmailTemplateRequest } from '@immora/shared/emails';
import { listQueryOptions, type ListRequest } from '../../../components/data-table/use-list-query.ts';
import { apiDelete, apiPost, apiPut } from '../../../lib/api-client.ts';
import { TEMPLATES_KEY } from './email-keys.ts';

const PATH = '/api/emails/templates';

/** GET /api/emails/templates (emails.listTemplates): one page. */
export const useEmailTemplates = (request: ListRequest) =>
  useQuery(listQueryOptions<TEmailTemplate>(TEMPLATES_KEY, PATH, request));

function useTemplateMutation<V>(send: (values: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => client.invalidateQueries({ queryKey: TEMPLATES_KEY }) });
}

/** POST /api/emails/templates (emails.createTemplate), or PUT …/:id (emails.updateTemplate) with an id. */
export const useSaveTemplate = () =>
  useTemplateMutation(({ id, ...body }: TEmailTemplateRequest & { id?: string }) =>
    id ? apiPut<TEmailTemplate>(`${PATH}/${encodeURIComponent(id)}`, body) : apiPost<TEmailTemplate>(PATH, body),
  );

/** DELETE /api/emails/templates/:id (emails.deleteTemplate). */
export const useDeleteTemplate = () =>
  useTemplateMutation((id: string) => apiDelete<{ id: string }>(`${PATH}/${encodeURIComponent(id)}`));
