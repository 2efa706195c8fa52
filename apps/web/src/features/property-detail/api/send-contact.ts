import { useMutation } from '@tanstack/react-query';
import type { TContactRequest } from '@immora/shared/properties';
import { apiPost } from '../../../lib/api-client.ts';

export function useSendContact(id: string) {
  return useMutation({
    mutationFn: (body: TContactRequest) =>
      apiPost<{ message: string }>(`/api/properties/${encodeURIComponent(id)}/contact`, body),
  });
}
