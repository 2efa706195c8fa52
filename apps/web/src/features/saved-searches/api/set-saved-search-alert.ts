import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAlertFrequency, TAlertSetting } from '@immora/shared/alerts';
import { apiPatch } from '../../../lib/api-client.ts';

/** PATCH /api/saved-searches/:id/alert: off, instant or daily; the list is read again. */
export function useSetSavedSearchAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, frequency }: { id: string; frequency: TAlertFrequency }) =>
      apiPatch<TAlertSetting>(`/api/saved-searches/${id}/alert`, { frequency }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['saved-searches'] }),
  });
}
