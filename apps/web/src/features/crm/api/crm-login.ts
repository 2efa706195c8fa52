import type { TLoginRequest } from '@immora/shared/auth';
import { apiPost } from '../../../lib/api-client.ts';
import type { CrmCustomer } from '../../../lib/crm-session.ts';

/** POST /api/crm/login → the CRM session kept in localStorage (spec 1 §3). */
export function crmLogin(body: TLoginRequest): Promise<{ token: string; customer: CrmCustomer }> {
  return apiPost<{ token: string; customer: CrmCustomer }>('/api/crm/login', body);
}
