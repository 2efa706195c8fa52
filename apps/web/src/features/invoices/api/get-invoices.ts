import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInvoice } from '@immora/shared/invoices';
import { apiDownload, apiGet } from '../../../lib/api-client.ts';
import { listQueryOptions, type ListRequest } from '../../../components/data-table/use-list-query.ts';

export const INVOICES_KEY = ['invoices'] as const;

/** GET /api/invoices: my invoices, one page (month filter, search on the number). */
export function useInvoices(request: ListRequest) {
  return useQuery(listQueryOptions<TInvoice>(INVOICES_KEY, '/api/invoices', request));
}

/** GET /api/invoices/:id ('Invoice not found' as a 404). */
export function useInvoice(id: string) {
  return useQuery(
    queryOptions({
      queryKey: [...INVOICES_KEY, 'one', id],
      queryFn: ({ signal }) => apiGet<TInvoice>(`/api/invoices/${id}`, {}, signal),
      retry: false,
    }),
  );
}

/** GET /api/invoices/export: every invoice of the list's filters as CSV. */
export function exportInvoices(request: ListRequest): Promise<Blob> {
  const { page: _page, pageSize: _size, ...filters } = request;
  return apiDownload('/api/invoices/export', filters);
}

/** One invoice, or the selected ones, as one PDF. */
export const invoicesPdf = (ids: string[]) =>
  ids.length === 1
    ? apiDownload(`/api/invoices/${ids[0]}/pdf`)
    : apiDownload('/api/invoices/selection.pdf', { ids: ids.join(',') });
