import type { z } from 'zod';
import { AUCTION_MESSAGES, type ZBidRequest, type ZBidResponse } from '@immora/shared/auctions';

/** A bid and its answer, for the OpenAPI document (typed against their schemas). */
export const BID_REQUEST = { amount: 251000, maxAmount: 260000 } satisfies z.input<typeof ZBidRequest>;

export const BID_ANSWER = {
  auction: {
    id: '9e2a4b7c-1f3d-4a5e-8b6c-0d7e9f1a2b3c',
    _id: '9e2a4b7c-1f3d-4a5e-8b6c-0d7e9f1a2b3c',
    propertyId: '5c1d7a3e-8b2f-4e6a-9d40-7f3b2a1c9e86',
    status: 'open',
    startingPrice: 240000,
    currentBid: 251000,
    nextMinimumBid: 252000,
    bidCount: 3,
    reserveMet: false,
    startsAt: '2026-11-24T09:00:00.000Z',
    endsAt: '2026-12-01T18:00:00.000Z',
    youLead: true,
    history: [
      {
        id: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f',
        bidder: 'You',
        amount: 251000,
        automatic: false,
        createdAt: '2026-11-25T10:02:00.000Z',
      },
    ],
    leader: 'You',
    viewerBidder: 'Bidder 2',
    youManage: false,
  },
  leading: true,
  message: AUCTION_MESSAGES.accepted,
} satisfies z.output<typeof ZBidResponse>;
