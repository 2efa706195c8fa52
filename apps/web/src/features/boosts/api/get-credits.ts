import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCreditSummary } from '@immora/shared/credits';
import { apiGet } from '../../../lib/api-client.ts';

export const CREDITS_KEY = ['credits'] as const;

export const creditsQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...CREDITS_KEY, token],
    queryFn: ({ signal }) => apiGet<TCreditSummary>('/api/credits', {}, signal),
    enabled: Boolean(token),
  });

/** GET /api/credits: total, remaining, used, current plan and the latest movements. */
export function useCredits(token: string | null) {
  return useQuery(creditsQuery(token));
}
