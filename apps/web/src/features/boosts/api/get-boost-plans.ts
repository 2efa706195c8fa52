import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBoostPlan } from '@immora/shared/credits';
import { apiGet } from '../../../lib/api-client.ts';

export const boostPlansQuery = () =>
  queryOptions({
    queryKey: ['boost-plans'],
    queryFn: ({ signal }) => apiGet<TBoostPlan[]>('/api/boost-plans', {}, signal),
    staleTime: 5 * 60_000,
  });

/** GET /api/boost-plans: name, duration, credits required, description. */
export function useBoostPlans() {
  return useQuery(boostPlansQuery());
}
