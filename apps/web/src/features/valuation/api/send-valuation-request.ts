import { useMutation } from '@tanstack/react-query';
import {
  VALUATION_REQUESTS_ROUTE,
  type TValuationRequest,
  type TValuationRequestResult,
} from '@immora/shared/valuation-requests';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/valuation-requests: one lead for one professional; the answer names them. */
export function useSendValuationRequest() {
  return useMutation({
    mutationFn: (body: TValuationRequest) => apiPost<TValuationRequestResult>(VALUATION_REQUESTS_ROUTE, body),
  });
}
