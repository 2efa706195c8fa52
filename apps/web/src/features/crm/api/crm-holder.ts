import { useQuery } from '@tanstack/react-query';
import type { TCrmHolderDetail, TCrmHolderRole } from '@immora/shared/crm-area';
import { crmCall } from './crm-client.ts';
import { CRM_AREA_KEY } from './crm-holders.ts';

export const holderPath = (role: TCrmHolderRole, id: string) =>
  `/api/crm-area/${role === 'agency' ? 'agencies' : 'agents'}/${encodeURIComponent(id)}`;

/** GET /api/crm-area/{agencies|agents}/:id (crmArea.getAgency / getAgent): a holder's page. */
export const useCrmHolder = (role: TCrmHolderRole, id: string) =>
  useQuery({
    queryKey: [...CRM_AREA_KEY, role, id],
    queryFn: ({ signal }) => crmCall<TCrmHolderDetail>(holderPath(role, id), { method: 'GET', signal }),
    // A 404 is an answer (it holds nothing about you), not a hiccup to retry.
    retry: false,
  });
