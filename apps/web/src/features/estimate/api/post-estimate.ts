import { queryOptions } from '@tanstack/react-query';
import type { TEstimate, TEstimateInput } from '@immora/shared/estimates';
import { ApiError, apiPost } from '../../../lib/api-client.ts';
import { estimateError } from './estimate-error.ts';

const ESTIMATE_ROUTE = '/api/estimates';

/** POST /api/estimates: the estimate of a property from its facts (kept a while: the listings change slowly). */
export const estimateQuery = (input: TEstimateInput | null) =>
  queryOptions({
    queryKey: ['estimates', input],
    queryFn: async () => {
      if (!input) throw new Error('no facts to estimate');
      try {
        return await apiPost<TEstimate>(ESTIMATE_ROUTE, input);
      } catch (error) {
        throw await estimateError(error);
      }
    },
    enabled: input !== null,
    staleTime: 10 * 60_000,
    // A refusal (wrong facts, too many requests) is final; a failure is tried once more.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
