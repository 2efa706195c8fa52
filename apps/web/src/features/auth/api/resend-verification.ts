import { apiPost } from '../../../lib/api-client.ts';

export function resendVerificationEmail(email: string): Promise<{ message: string }> {
  return apiPost<{ message: string }>('/api/users/resend-verification-email', { email });
}
