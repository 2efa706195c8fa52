import { describe, expect, it } from 'vitest';
import type { TAuction } from '@immora/shared/auctions';
import { mergeLive } from './merge-live.ts';

const base: TAuction = {
  id: 'a1',
  _id: 'a1',
  propertyId: 'p1',
  status: 'open',
  startingPrice: 100_000,
  currentBid: 100_000,
  nextMinimumBid: 101_000,
  bidCount: 1,
  reserveMet: false,
  startsAt: '2026-11-20T10:00:00.000Z',
  endsAt: '2026-11-30T10:00:00.000Z',
  youLead: true,
  history: [{ id: 'b1', bidder: 'You', amount: 100_000, automatic: false, createdAt: '2026-11-21T10:00:00.000Z' }],
  leader: 'You',
  viewerBidder: 'Bidder 1',
  youManage: false,
};

/** The room's (guest) view after Bidder 2 outbids Bidder 1. */
const live: TAuction = {
  ...base,
  currentBid: 110_000,
  nextMinimumBid: 111_100,
  bidCount: 2,
  youLead: false,
  history: [
    { id: 'b2', bidder: 'Bidder 2', amount: 110_000, automatic: false, createdAt: '2026-11-21T10:01:00.000Z' },
    { id: 'b1', bidder: 'Bidder 1', amount: 100_000, automatic: false, createdAt: '2026-11-21T10:00:00.000Z' },
  ],
  leader: 'Bidder 2',
  viewerBidder: null,
};

describe('mergeLive', () => {
  it('names the viewer’s own bids “You” again and tells them they no longer lead', () => {
    const merged = mergeLive(base, live);
    expect(merged.history.map((h) => h.bidder)).toEqual(['Bidder 2', 'You']);
    expect(merged).toMatchObject({ currentBid: 110_000, bidCount: 2, youLead: false, viewerBidder: 'Bidder 1' });
  });

  it('tells the viewer they lead when the room says their label leads', () => {
    const merged = mergeLive({ ...base, viewerBidder: 'Bidder 2', youLead: false, leader: 'Bidder 1' }, live);
    expect(merged).toMatchObject({ youLead: true, leader: 'You' });
  });

  it('keeps a guest’s view as the room sends it, and keeps “you manage this listing”', () => {
    expect(mergeLive(undefined, live)).toEqual({ ...live, youLead: false, youManage: false });
    expect(mergeLive({ ...base, viewerBidder: null, youManage: true }, live).youManage).toBe(true);
  });

  it('ignores an event older than what is shown', () => {
    const newer = { ...base, bidCount: 3 };
    expect(mergeLive(newer, live)).toBe(newer);
  });
});
