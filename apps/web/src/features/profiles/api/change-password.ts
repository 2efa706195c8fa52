import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '@immora/shared/auth';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/users/change-password: every other session of the user ends. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: TChangePasswordRequest) => apiPost<{ message: string }>('/api/users/change-password', body),
  });
}
