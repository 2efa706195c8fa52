import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { RouteDef } from '@immora/shared/routes';
import { PageSuspense } from '../../components/page-suspense.tsx';
import { NotFoundPage } from '../../features/status-pages/components/not-found-page.tsx';
import { lazyChunk } from '../lazy-chunk.ts';

// Each page is its own chunk, so none of them weighs on the home page.
const AgentsPage = lazyChunk(() =>
  import('../../features/professionals/components/agents-page.tsx').then((m) => ({ default: m.AgentsPage })),
);
const AgenciesPage = lazyChunk(() =>
  import('../../features/professionals/components/agencies-page.tsx').then((m) => ({ default: m.AgenciesPage })),
);
const BlogListPage = lazyChunk(() =>
  import('../../features/blogs/components/blog-list-page.tsx').then((m) => ({ default: m.BlogListPage })),
);
const BlogArticlePage = lazyChunk(() =>
  import('../../features/blogs/components/blog-article-page.tsx').then((m) => ({ default: m.BlogArticlePage })),
);
const PricingPage = lazyChunk(() =>
  import('../../features/pricing/components/pricing-page.tsx').then((m) => ({ default: m.PricingPage })),
);
const CostsPage = lazyChunk(() =>
  import('../../features/costs/components/costs-page.tsx').then((m) => ({ default: m.CostsPage })),
);
const PrivacyPage = lazyChunk(() =>
  import('../../features/privacy/components/privacy-page.tsx').then((m) => ({ default: m.PrivacyPage })),
);
const AdvertisePage = lazyChunk(() =>
  import('../../features/advertise/components/advertise-page.tsx').then((m) => ({ default: m.AdvertisePage })),
);

/** Public marketplace pages: professionals, blog, pricing, the cost calculator, privacy and advertise. */
export const MARKETPLACE_PAGES: ReadonlySet<string> = new Set([
  'agents',
  'agencies',
  'blogs',
  'blog',
  'pricing',
  'costs',
  'privacy',
  'advertise',
]);

export function MarketplacePage({ def }: { def: RouteDef }) {
  const { id = '' } = useParams();
  let page: ReactNode = null;
  if (def.page === 'agents') page = <AgentsPage />;
  else if (def.page === 'agencies') page = <AgenciesPage />;
  else if (def.page === 'blogs') page = <BlogListPage />;
  else if (def.page === 'blog') page = <BlogArticlePage key={id} id={id} notFound={<NotFoundPage />} />;
  else if (def.page === 'pricing') page = <PricingPage />;
  else if (def.page === 'costs') page = <CostsPage />;
  else if (def.page === 'privacy') page = <PrivacyPage />;
  else if (def.page === 'advertise') page = <AdvertisePage />;
  return <PageSuspense>{page}</PageSuspense>;
}
