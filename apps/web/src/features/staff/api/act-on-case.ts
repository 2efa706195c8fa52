import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCaseActionRequest, TStaffCaseDetail } from '@immora/shared/trust';
import { apiPost } from '../../../lib/api-client.ts';
import { STAFF_CASE_KEY, STAFF_KEY } from './staff-keys.ts';

/** POST /api/staff/cases/{id}/actions (staff.actOnCase): answers the case as it now is. */
export function useActOnCase(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCaseActionRequest) => apiPost<TStaffCaseDetail>(`/api/staff/cases/${id}/actions`, body),
    onSuccess: (detail) => {
      client.setQueryData([...STAFF_CASE_KEY, id], detail);
      void client.invalidateQueries({ queryKey: STAFF_KEY });
    },
  });
}
