import type { TSignupRequest, TSessionUser } from '@immora/shared/auth';
import { apiPost } from '../../../lib/api-client.ts';

export type SignupAnswer = { token: string; name: string; user: TSessionUser };

/** POST /api/users/signup: confirmPassword is never sent (spec 1 §3). */
export function signup(body: TSignupRequest): Promise<SignupAnswer> {
  return apiPost<SignupAnswer>('/api/users/signup', body);
}
