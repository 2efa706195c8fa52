import { apiPost } from '../../../lib/api-client.ts';

export function verifyEmail(token: string): Promise<{ message: string }> {
  return apiPost<{ message: string }>('/api/users/verify-email', { token });
}
