import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanAudience, TPlan } from '@immora/shared/plans';
import { apiGet } from '../../../lib/api-client.ts';

export function plansQuery(audience: PlanAudience) {
  return queryOptions({
    queryKey: ['plans', audience],
    queryFn: ({ signal }) => apiGet<TPlan[]>('/api/plans', { audience }, signal),
    staleTime: 10 * 60_000,
  });
}

export function usePlans(audience: PlanAudience) {
  return useQuery(plansQuery(audience));
}
