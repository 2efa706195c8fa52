import type { TReopenAccountRequest } from '@immora/shared/account-closure';
import type { TLoginResponse } from '@immora/shared/auth';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/users/reopen: a closed account in its grace period opens again, signed in like a login. */
export function reopenAccount(body: TReopenAccountRequest): Promise<TLoginResponse> {
  return apiPost<TLoginResponse>('/api/users/reopen', body);
}
