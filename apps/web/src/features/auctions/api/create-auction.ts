import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAuction, TCreateAuctionRequest } from '@immora/shared/auctions';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/auctions; the listing's pages learn about the new auction. */
export function useCreateAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAuctionRequest) => apiPost<TAuction>('/api/auctions', body),
    onSuccess: (auction) => {
      void queryClient.invalidateQueries({ queryKey: ['properties', 'detail', auction.propertyId] });
    },
  });
}
