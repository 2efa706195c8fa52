import { useMutation } from '@tanstack/react-query';
import type { TAccountClosed, TCloseAccountRequest } from '@immora/shared/account-closure';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/users/me/close: every session ends at once; the answer says when the account is erased. */
export function useCloseAccount() {
  return useMutation({
    mutationFn: (body: TCloseAccountRequest) => apiPost<TAccountClosed>('/api/users/me/close', body),
  });
}
