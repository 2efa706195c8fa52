import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBoostResponse, TCreditSummary } from '@immora/shared/credits';
import { apiPost } from '../../../lib/api-client.ts';
import { CREDITS_KEY } from './get-credits.ts';

/**
 * POST /api/properties/:id/boost (409 when the credits do not suffice). The remaining credits
 * shown everywhere fall at once; the credits and the listing rows are read again afterwards.
 */
export function useBoostProperty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, planId }: { propertyId: string; planId: string }) =>
      apiPost<TBoostResponse>(`/api/properties/${propertyId}/boost`, { planId }),
    onSuccess: (result) => {
      client.setQueriesData<TCreditSummary>({ queryKey: CREDITS_KEY }, (summary) =>
        summary
          ? {
              ...summary,
              remaining: result.remainingCredits,
              used: summary.used + (summary.remaining - result.remainingCredits),
            }
          : summary,
      );
      void client.invalidateQueries({ queryKey: ['my-properties'] });
    },
    // A refusal may mean the balance shown was old: read it again either way.
    onSettled: () => client.invalidateQueries({ queryKey: CREDITS_KEY }),
  });
}
