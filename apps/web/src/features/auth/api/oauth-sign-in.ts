import type { CalendarProvider, TLoginResponse } from '@immora/shared/auth';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

/** GET /api/auth/{google|outlook}/url → the provider's sign-in page. */
export function signInUrl(provider: CalendarProvider): Promise<{ url: string }> {
  return apiGet<{ url: string }>(`/api/auth/${provider}/url`);
}

/** POST /api/auth/{google|outlook}/callback {code, state}: answers like the login. */
export function exchangeSignInCode(provider: CalendarProvider, code: string, state: string): Promise<TLoginResponse> {
  return apiPost<TLoginResponse>(`/api/auth/${provider}/callback`, { code, state });
}
