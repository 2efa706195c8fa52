import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAlertFrequency, TAlertSetting } from '@immora/shared/alerts';
import { apiGet, apiPatch } from '../../../lib/api-client.ts';

/** GET /api/alerts/price-drops: how the user hears of a favourite getting cheaper. */
export const priceDropAlertQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['alerts', 'price-drops', token],
    queryFn: ({ signal }) => apiGet<TAlertSetting>('/api/alerts/price-drops', {}, signal),
    enabled: Boolean(token),
  });

export function usePriceDropAlert(token: string | null) {
  return useQuery(priceDropAlertQuery(token));
}

/** PATCH /api/alerts/price-drops; the setting is stored as the answer says. */
export function useSetPriceDropAlert(token: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (frequency: TAlertFrequency) => apiPatch<TAlertSetting>('/api/alerts/price-drops', { frequency }),
    onSuccess: (setting) => client.setQueryData(priceDropAlertQuery(token).queryKey, setting),
  });
}
