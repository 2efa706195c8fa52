import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAuction } from '@immora/shared/auctions';
import { renderRoute } from '../../../test/render-route.tsx';
import { DUTCH, FRENCH, inFrench, LISTING_IN_DUTCH_AND_FRENCH } from '../../../test/listing-in-two-languages.ts';
import AuctionPage from './auction-page.tsx';

const LISTING = LISTING_IN_DUTCH_AND_FRENCH;
const AUCTION = {
  id: 'a1',
  propertyId: 'l1',
  status: 'open',
  startingPrice: 500_000,
  currentBid: null,
  nextMinimumBid: 500_000,
  bidCount: 0,
  reserveMet: false,
  startsAt: new Date(Date.now() - 3_600_000).toISOString(),
  endsAt: new Date(Date.now() + 86_400_000).toISOString(),
  youLead: false,
  history: [],
  leader: null,
  viewerBidder: null,
  youManage: false,
} as unknown as TAuction;

vi.mock('../api/get-auction-listing.ts', () => ({ useAuctionListing: () => ({ data: LISTING, isPending: false }) }));
vi.mock('../api/get-auction.ts', () => ({
  useAuction: () => ({ data: AUCTION, isPending: false }),
  auctionQuery: () => ({ queryKey: ['auction', 'a1'] }),
}));
vi.mock('../hooks/use-auction-live.ts', () => ({ useAuctionLive: () => 'live' }));

const renderPage = () => renderRoute(<AuctionPage />, '/single-v8/:id/:auctionId', '/single-v8/l1/a1');

describe('AuctionPage title (decision 055)', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('shows a listing written in Dutch under its French title to a French visitor, else the original', async () => {
    await inFrench();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: FRENCH }).getAttribute('lang')).toBe('fr');
    expect(screen.queryByText(DUTCH)).toBeNull();
    cleanup();

    await i18next.changeLanguage('en');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: DUTCH })).toBeTruthy();
  });
});
