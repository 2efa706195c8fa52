import { useQuery } from '@tanstack/react-query';
import type { TStaffCaseItem } from '@immora/shared/trust';
import { listQueryOptions, type ListRequest } from '../../../components/data-table/use-list-query.ts';
import { apiGet } from '../../../lib/api-client.ts';
import type { ListPage } from '@immora/shared/list-query';
import { STAFF_QUEUE_KEY } from './staff-keys.ts';

/** GET /api/staff/cases (staff.queue): open and appealed cases, most serious then newest first. */
export const useStaffQueue = (request: ListRequest) =>
  useQuery(listQueryOptions<TStaffCaseItem>(STAFF_QUEUE_KEY, '/api/staff/cases', request));

/** How many cases have this status (the queue's figures): one row asked, its total read. */
export const useQueueCount = (status: 'open' | 'appealed') =>
  useQuery({
    queryKey: [...STAFF_QUEUE_KEY, 'count', status],
    queryFn: ({ signal }) =>
      apiGet<ListPage<TStaffCaseItem>>('/api/staff/cases', { status, page: 1, pageSize: 1 }, signal),
    select: (page) => page.total,
  });
