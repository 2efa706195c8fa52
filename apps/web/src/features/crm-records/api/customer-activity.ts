import { useQuery } from '@tanstack/react-query';
import type { TCustomerActivity } from '@immora/shared/crm-customer-activity';
import { apiGet } from '../../../lib/api-client.ts';
import { CRM_KEY } from './crm-records.ts';

/** GET /api/crm/customers/:id/activity (crm.getCustomerActivity): the customer's viewings and e-mails. */
export const useCustomerActivity = (id: string) =>
  useQuery({
    queryKey: [...CRM_KEY, 'customer', 'activity', id],
    queryFn: ({ signal }) =>
      apiGet<TCustomerActivity>(`/api/crm/customers/${encodeURIComponent(id)}/activity`, {}, signal),
  });
