import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCrmHolder } from '@immora/shared/crm-area';
import type { ListPage } from '@immora/shared/list-query';
import { crmCall } from './crm-client.ts';

/** Every query of the CRM area starts with this key: a sharing change refreshes them all. */
export const CRM_AREA_KEY = ['crm-area'] as const;

/** GET /api/crm-area/holders (crmArea.listHolders): the dashboard's rows, all on one page. */
export const crmHoldersOptions = () =>
  queryOptions({
    queryKey: [...CRM_AREA_KEY, 'holders'],
    queryFn: async ({ signal }): Promise<ListPage<TCrmHolder>> => {
      const { items, total } = await crmCall<{ items: TCrmHolder[]; total: number }>('/api/crm-area/holders', {
        method: 'GET',
        signal,
      });
      return { items, total, page: 1, pageSize: Math.max(1, total) };
    },
  });

export const useCrmHolders = () => useQuery(crmHoldersOptions());
