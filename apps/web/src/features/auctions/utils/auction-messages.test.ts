import { describe, expect, it } from 'vitest';
import { AUCTION_MESSAGES, ZBidRequest, ZCreateAuctionRequest } from '@immora/shared/auctions';
import { auctionMessageKey } from './auction-messages.ts';

describe('auctionMessageKey', () => {
  it('knows every message of the auctions API and both schemas', () => {
    for (const text of Object.values(AUCTION_MESSAGES)) {
      if (!text.includes('{')) expect(auctionMessageKey(text), text).not.toBeNull();
    }
    const bad = [
      ZCreateAuctionRequest.safeParse({
        propertyId: 'x',
        startingPrice: 'a',
        reservePrice: -1,
        startsAt: 'soon',
        endsAt: '',
      }),
      ZBidRequest.safeParse({ amount: 1.234, maxAmount: 1e12 }),
    ];
    for (const result of bad) {
      for (const issue of result.error!.issues) expect(auctionMessageKey(issue.message), issue.message).not.toBeNull();
    }
  });

  it('names the field of an amount rule', () => {
    expect(auctionMessageKey('Reserve price must be more than 0')).toEqual({ key: 'positive', field: 'reservePrice' });
    expect(auctionMessageKey('Maximum bid is too large')).toEqual({ key: 'tooLarge', field: 'maxBid' });
    expect(auctionMessageKey('Something else')).toBeNull();
  });
});
