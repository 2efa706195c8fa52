import type { ReactNode } from 'react';
import { PageSuspense } from '../../components/page-suspense.tsx';
import type { AreaProps } from './area-loaders.ts';
import { lazyChunk } from '../lazy-chunk.ts';
import { HomePage } from '../../features/home/components/home-page.tsx';
import { NotFoundPage } from '../../features/status-pages/components/not-found-page.tsx';
import { ErrorPage } from '../../features/status-pages/components/error-page.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import { MARKETPLACE_PAGES, MarketplacePage } from './marketplace-pages.tsx';

// Search (with its map) and the listing page are chunks of their own: the home page never loads them.
const PropertiesPage = lazyChunk(() => import('../../features/properties/components/properties-page.tsx'));
const PropertyDetailPage = lazyChunk(
  () => import('../../features/property-detail/components/property-detail-page.tsx'),
);
// The auction page: drawn on the server for a guest (decision 045); its live connection loads after it.
const AuctionPage = lazyChunk(() => import('../../features/auctions/components/auction-page.tsx'));
// The public estimate (issue 34): its form, figure and chart; the map is a chunk of its own again.
const EstimatePage = lazyChunk(() => import('../../features/estimate/components/estimate-page.tsx'));
// The market pages (issue 35): figures, tables and the kit's chart, whose drawing is a chunk of its own.
const MarketIndexPage = lazyChunk(() => import('../../features/market/components/market-index-page.tsx'));
const MarketPage = lazyChunk(() => import('../../features/market/components/market-page.tsx'));
const marketplace = (page: ReactNode) => <PageSuspense>{page}</PageSuspense>;

const SEARCH_PAGES = new Set(['properties', 'holidayRooms', 'studentRooms', 'sharedApartments', 'auctionProperties']);

/** The public area: one chunk with the home page, search and the public placeholders. */
export default function PublicArea({ def }: AreaProps) {
  if (def.page === 'home') return <HomePage />;
  if (SEARCH_PAGES.has(def.page)) return marketplace(<PropertiesPage def={def} />);
  if (def.page === 'property') return marketplace(<PropertyDetailPage />);
  if (def.page === 'auction') return marketplace(<AuctionPage />);
  if (def.page === 'estimate') return marketplace(<EstimatePage />);
  if (def.page === 'market') return marketplace(<MarketIndexPage />);
  if (def.page === 'marketMunicipality') return marketplace(<MarketPage notFound={<NotFoundPage />} />);
  if (MARKETPLACE_PAGES.has(def.page)) return <MarketplacePage def={def} />;
  if (def.page === 'notFound') return <NotFoundPage />;
  if (def.page === 'error') return <ErrorPage />;
  return <PlaceholderPage page={def.page} />;
}
