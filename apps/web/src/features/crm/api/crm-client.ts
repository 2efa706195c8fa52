import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { clearCrmSession, crmToken } from '../../../lib/crm-session.ts';

/**
 * A call of the CRM area with the CRM token (never the web session's). A token the server no
 * longer takes (expired, signed out) ends the CRM session and goes back to /crm-login.
 */
export async function crmCall<T>(path: string, init: RequestInit = { method: 'GET' }): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${crmToken() ?? ''}` };
  if (init.body) headers['Content-Type'] = 'application/json';
  try {
    return await apiRequest<T>(path, { ...init, headers });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearCrmSession();
      window.location.assign('/crm-login');
    }
    throw error;
  }
}
