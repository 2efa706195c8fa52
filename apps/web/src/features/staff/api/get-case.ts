import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStaffCaseDetail } from '@immora/shared/trust';
import { apiGet } from '../../../lib/api-client.ts';
import { STAFF_CASE_KEY } from './staff-keys.ts';

export const staffCaseQuery = (id: string) =>
  queryOptions({
    queryKey: [...STAFF_CASE_KEY, id],
    queryFn: ({ signal }) => apiGet<TStaffCaseDetail>(`/api/staff/cases/${id}`, {}, signal),
  });

/** GET /api/staff/cases/{id} (staff.getCase): the listing, its owner, reports, signals, related listings, history. */
export const useStaffCase = (id: string) => useQuery(staffCaseQuery(id));
