import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContactImportPreview, TContactImportResult } from '@immora/shared/crm-contacts-csv';
import type { ListRequest } from '../../../components/data-table/use-list-query.ts';
import { apiDownload, apiPostFile } from '../../../lib/api-client.ts';
import { CRM_KEY } from './crm-records.ts';

/** GET /api/crm/contacts/export (crm.exportContacts): every contact of the list (its search, filter, order) as CSV. */
export function exportContacts(request: ListRequest): Promise<Blob> {
  const { page: _page, pageSize: _size, ...filters } = request;
  return apiDownload('/api/crm/contacts/export', filters);
}

/** POST /api/crm/contacts/import/preview (crm.previewContactsImport): what the file would add; changes nothing. */
export const useContactsImportPreview = () =>
  useMutation({
    mutationFn: (file: File) =>
      apiPostFile<TContactImportPreview>('/api/crm/contacts/import/preview', file, 'text/csv'),
  });

/** POST /api/crm/contacts/import (crm.importContacts): adds the file's good rows; every CRM list refreshes. */
export function useContactsImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiPostFile<TContactImportResult>('/api/crm/contacts/import', file, 'text/csv'),
    onSettled: () => client.invalidateQueries({ queryKey: CRM_KEY }),
  });
}
