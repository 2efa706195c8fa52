import type { QueryClient } from '@tanstack/react-query';
import { readBlogListQuery } from '@immora/shared/blog-list-query';
import { findRoute } from '@immora/shared/routes';
import { readFilters } from '@immora/shared/search-filters';
import type { TAuction } from '@immora/shared/auctions';
import type { TPropertyDetail } from '@immora/shared/properties';
import { auctionListingQuery } from '../features/auctions/api/get-auction-listing.ts';
import { auctionQuery } from '../features/auctions/api/get-auction.ts';
import { blogQuery } from '../features/blogs/api/get-blog.ts';
import { blogCategoriesQuery } from '../features/blogs/api/get-blog-categories.ts';
import { blogsQuery } from '../features/blogs/api/get-blogs.ts';
import { marketIndexQuery } from '../features/market/api/get-market-index.ts';
import { marketQuery } from '../features/market/api/get-market.ts';
import { searchPropertiesQuery } from '../features/properties/api/search-properties.ts';
import { propertyQuery } from '../features/property-detail/api/get-property.ts';
import { plansQuery } from '../features/pricing/api/get-plans.ts';
import { audienceFor } from '../features/pricing/components/plan-rules.ts';
import { agentQuery } from '../features/professionals/api/get-agent.ts';
import { agencyQuery } from '../features/professionals/api/get-agency.ts';

const SEARCH_PAGES = new Set(['properties', 'holidayRooms', 'studentRooms', 'sharedApartments', 'auctionProperties']);

/**
 * Puts the page's first API answer where the page's query reads it, so the server's render and the
 * browser's first render (the hydration) draw the same thing from the same data. The auction page
 * has two, as a list: its listing, then the auction as a guest sees it; the blog list too: its
 * articles, then its categories.
 */
export function primeFirstPage(client: QueryClient, address: URL, data: unknown): void {
  const page = findRoute(address.pathname)?.page;
  if (page && SEARCH_PAGES.has(page)) {
    const filters = readFilters(address.pathname, address.searchParams);
    client.setQueryData(searchPropertiesQuery(filters).queryKey, data as never);
  } else if (page === 'property' || page === 'blog') {
    const id = decodeURIComponent(address.pathname.split('/').filter(Boolean)[1] ?? '');
    const query = page === 'property' ? propertyQuery(id) : blogQuery(id);
    client.setQueryData(query.queryKey, data as never);
  } else if (page === 'agentProfile' || page === 'agencyProfile') {
    // A signed-in visitor's profile page (decision 083): drawn for them only, never for a guest.
    const id = decodeURIComponent(address.pathname.split('/').filter(Boolean)[1] ?? '');
    const query = page === 'agentProfile' ? agentQuery(id) : agencyQuery(id);
    client.setQueryData(query.queryKey, data as never);
  } else if (page === 'auction') {
    const [, id = '', auctionId = ''] = address.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const [listing, auction] = data as [TPropertyDetail, TAuction];
    client.setQueryData(auctionListingQuery(id).queryKey, listing);
    // A guest's view: the server draws first screens for guests only.
    client.setQueryData(auctionQuery(auctionId, null).queryKey, auction);
  } else if (page === 'market') {
    client.setQueryData(marketIndexQuery.queryKey, data as never);
  } else if (page === 'marketMunicipality') {
    const slug = decodeURIComponent(address.pathname.split('/').filter(Boolean)[1] ?? '');
    client.setQueryData(marketQuery(slug).queryKey, data as never);
  } else if (page === 'blogs') {
    const [articles, categories] = data as [unknown, unknown];
    client.setQueryData(blogsQuery(readBlogListQuery(address.searchParams)).queryKey, articles as never);
    client.setQueryData(blogCategoriesQuery.queryKey, categories as never);
  } else if (page === 'pricing') {
    // A guest's plans: the audience chosen in the address, else an individual's (plan-rules.ts).
    const { audience } = audienceFor(null, address.searchParams.get('for'));
    client.setQueryData(plansQuery(audience).queryKey, data as never);
  }
}
