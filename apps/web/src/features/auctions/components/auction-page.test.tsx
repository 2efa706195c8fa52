import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAuction } from '@immora/shared/auctions';
import type { TPropertyDetail } from '@immora/shared/properties';
import fr from '../../../i18n/locales/fr/common.json';
import AuctionPage from './auction-page.tsx';

const DUTCH = 'Herenhuis aan de Leie met stadstuin';
const FRENCH = 'Maison de maître au bord de la Lys avec jardin';
const LISTING = {
  id: 'l1',
  title: DUTCH,
  titles: { nl: DUTCH, fr: FRENCH },
  language: 'nl',
  versions: [
    { language: 'nl', title: DUTCH, description: 'Een gerenoveerd herenhuis aan de Leie.' },
    { language: 'fr', title: FRENCH, description: 'Une maison de maître rénovée au bord de la Lys.' },
  ],
  address: 'Korenlei 12',
  postalCode: '9000',
  city: 'Gent',
  photos: [],
  bedrooms: 4,
  bathrooms: 2,
  area: 240,
  coverPhoto: null,
} as unknown as TPropertyDetail;
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

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider
        router={createMemoryRouter([{ path: '/single-v8/:id/:auctionId', element: <AuctionPage /> }], {
          initialEntries: ['/single-v8/l1/a1'],
        })}
      />
    </QueryClientProvider>,
  );

describe('AuctionPage title (decision 055)', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('shows a listing written in Dutch under its French title to a French visitor, else the original', async () => {
    i18next.addResourceBundle('fr', 'common', fr, true, true);
    await i18next.changeLanguage('fr');
    const { unmount } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: FRENCH }).getAttribute('lang')).toBe('fr');
    expect(screen.queryByText(DUTCH)).toBeNull();
    unmount();

    await i18next.changeLanguage('en');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: DUTCH })).toBeTruthy();
  });
});
