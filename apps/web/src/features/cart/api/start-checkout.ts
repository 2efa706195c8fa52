import { useMutation } from '@tanstack/react-query';
import type { TCheckoutRequest, TCheckoutResponse } from '@immora/shared/cart';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/checkout: the server prices the cart and answers where to pay. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (request: TCheckoutRequest) => apiPost<TCheckoutResponse>('/api/checkout', request),
  });
}
