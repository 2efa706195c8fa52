import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAuction, TBidRequest } from '@immora/shared/auctions';
import { apiPost } from '../../../lib/api-client.ts';
import { auctionQuery } from './get-auction.ts';

type BidAnswer = { auction: TAuction; leading: boolean; message: string };

/** POST /api/auctions/:id/bids; the answer (the bidder's own view) replaces the cached state unless newer news arrived live. */
export function usePlaceBid(auctionId: string, viewerId: string | null) {
  const queryClient = useQueryClient();
  const { queryKey } = auctionQuery(auctionId, viewerId);
  return useMutation({
    mutationFn: (body: TBidRequest) => apiPost<BidAnswer>(`/api/auctions/${encodeURIComponent(auctionId)}/bids`, body),
    onSuccess: (answer) => {
      const cached = queryClient.getQueryData(queryKey);
      if (!cached || answer.auction.bidCount >= cached.bidCount) queryClient.setQueryData(queryKey, answer.auction);
      else void queryClient.invalidateQueries({ queryKey });
    },
    // A refused bid (too low, closed) means the page's state may be old: fetch it again.
    onError: () => void queryClient.invalidateQueries({ queryKey }),
  });
}
