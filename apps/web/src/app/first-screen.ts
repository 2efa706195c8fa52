import type { QueryClient } from '@tanstack/react-query';
import { findRoute } from '@immora/shared/routes';
import { readFilters } from '@immora/shared/search-filters';
import { blogQuery } from '../features/blogs/api/get-blog.ts';
import { searchPropertiesQuery } from '../features/properties/api/search-properties.ts';
import { propertyQuery } from '../features/property-detail/api/get-property.ts';

const SEARCH_PAGES = new Set(['properties', 'holidayRooms', 'studentRooms', 'sharedApartments', 'auctionProperties']);

/**
 * Puts the page's first API answer where the page's query reads it, so the server's render and the
 * browser's first render (the hydration) draw the same thing from the same data.
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
  }
}
