import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOrder } from '@immora/shared/cart';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: ['orders', id],
    queryFn: ({ signal }) => apiGet<TOrder>(`/api/checkout/orders/${id}`, {}, signal),
    retry: false,
    // A provider's webhook may arrive after the browser: ask again while the order is pending.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
  });

export function useOrder(id: string) {
  return useQuery(orderQuery(id));
}

/** The test provider's page: make the payment succeed or fail (POST /api/checkout/test/:id). */
export function useTestPayment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (outcome: 'succeed' | 'fail') => apiPost<TOrder>(`/api/checkout/test/${id}`, { outcome }),
    onSuccess: (order) => {
      client.setQueryData(orderQuery(id).queryKey, order);
      // A paid order changes the subscription, credits and invoices.
      void client.invalidateQueries();
    },
  });
}
