import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusAction } from '@immora/shared/listing-form';
import { apiPost } from '../../../lib/api-client.ts';
import { MY_PROPERTIES_KEY } from './get-my-properties.ts';

/** POST /api/properties/:id/status with one of the row's allowed actions. */
export function useChangeStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: StatusAction }) =>
      apiPost<unknown>(`/api/properties/${id}/status`, { action }),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_PROPERTIES_KEY }),
  });
}
