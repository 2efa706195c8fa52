import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client.ts';
import { MY_PROPERTIES_KEY } from './get-my-properties.ts';

/** DELETE /api/properties/:id (409 when an auction blocks it). */
export function useDeleteProperty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<{ message: string }>(`/api/properties/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_PROPERTIES_KEY }),
  });
}
