import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/users/password-reset-request {email} */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiPost<{ message: string }>('/api/users/password-reset-request', { email });
}

/** POST /api/users/password-reset {token, newPassword} */
export function resetPassword(token: string, newPassword: string): Promise<{ message: string }> {
  return apiPost<{ message: string }>('/api/users/password-reset', { token, newPassword });
}
