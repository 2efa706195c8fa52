import type { TLoginRequest, TLoginResponse } from '@immora/shared/auth';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/users/login: token is null while the address is unverified. */
export function login(body: TLoginRequest): Promise<TLoginResponse> {
  return apiPost<TLoginResponse>('/api/users/login', body);
}
