import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCrmHolder } from '@immora/shared/crm-area';
import { crmCall } from './crm-client.ts';
import { holderPath } from './crm-holder.ts';
import { CRM_AREA_KEY } from './crm-holders.ts';

/** PUT /api/crm-area/{agencies|agents}/:id/sharing (crmArea.setAgencySharing…): stop or enable. */
export const useSetSharing = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ holder, sharing }: { holder: TCrmHolder; sharing: boolean }) =>
      crmCall<TCrmHolder>(`${holderPath(holder.role, holder.id)}/sharing`, {
        method: 'PUT',
        body: JSON.stringify({ sharing }),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: CRM_AREA_KEY }),
  });
};
