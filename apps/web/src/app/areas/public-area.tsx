import type { AreaProps } from './area-loaders.ts';
import { HomePage } from '../../features/home/components/home-page.tsx';
import { PropertiesPage } from '../../features/properties/components/properties-page.tsx';
import { NotFoundPage } from '../../features/status-pages/components/not-found-page.tsx';
import { ErrorPage } from '../../features/status-pages/components/error-page.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

const SEARCH_PAGES = new Set(['properties', 'holidayRooms', 'studentRooms', 'sharedApartments', 'auctionProperties']);

/** The public area: one chunk with the home page, search and the public placeholders. */
export default function PublicArea({ def }: AreaProps) {
  if (def.page === 'home') return <HomePage />;
  if (SEARCH_PAGES.has(def.page)) return <PropertiesPage def={def} />;
  if (def.page === 'notFound') return <NotFoundPage />;
  if (def.page === 'error') return <ErrorPage />;
  return <PlaceholderPage page={def.page} />;
}
