import type { FastifyInstance } from 'fastify';
import { FIRST_PAGE_DATA_ID, type TFirstPageData } from '@immora/shared/first-page-data';
import type { TBlogArticle } from '@immora/shared/blogs';
import {
  BLOG_COVER_SIZES,
  CARD_SIZES,
  GALLERY_SIZES,
  variantSrcset,
  type TPhotoVariant,
} from '@immora/shared/photo-variants';
import type { TPropertyDetail, TPropertySearchResult } from '@immora/shared/properties';
import { readFilters, toApiQuery } from '@immora/shared/search-filters';

/** Route pages whose first request carries its data (apps/web/src/app/areas/public-area.tsx shows them). */
const SEARCH_PAGES = new Set(['properties', 'holidayRooms', 'studentRooms', 'sharedApartments', 'auctionProperties']);

type FirstPage = {
  /** What the page asks the API for first, exactly as the web app asks it. */
  url: string;
  /** The page's largest picture, in the answer: preloaded, drawn `sizes` wide. */
  photo: (data: unknown) => TPhotoVariant[] | undefined;
  sizes: string;
};

function firstPage(page: string, pathname: string, search: string): FirstPage | undefined {
  if (page === 'property') {
    const id = pathname.split('/').filter(Boolean)[1] ?? '';
    return {
      url: `/api/properties/${encodeURIComponent(decodeURIComponent(id))}`,
      photo: (data) => (data as TPropertyDetail).photos?.[0]?.variants,
      sizes: GALLERY_SIZES,
    };
  }
  if (page === 'blog') {
    const id = pathname.split('/').filter(Boolean)[1] ?? '';
    return {
      url: `/api/blogs/${encodeURIComponent(decodeURIComponent(id))}`,
      photo: (data) => (data as TBlogArticle).coverVariants,
      sizes: BLOG_COVER_SIZES,
    };
  }
  if (SEARCH_PAGES.has(page)) {
    const query = toApiQuery(readFilters(pathname, new URLSearchParams(search)));
    const params = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    return {
      url: `/api/properties?${params}`,
      photo: (data) => (data as TPropertySearchResult).items?.[0]?.coverVariants,
      sizes: CARD_SIZES,
    };
  }
  return undefined;
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * What goes into the `<head>` of a guest's first request of a listing or a results page: the
 * answer the page would ask the API for next, as JSON the web app's API client takes instead of
 * asking (apps/web/src/lib/first-page-data.ts), and a preload of the page's largest photo, so it
 * downloads beside the scripts instead of after them (docs/decisions/019-first-pages-without-waiting.md).
 * The answer is the API's own, through `inject`: one code path, a guest's view (no user data).
 * Empty when the page has no such data or the API does not answer 200 (the page then asks
 * itself and shows its own error).
 */
/**
 * `early` goes before the page's first script: the photo's request is then made before the
 * thirty-odd script and style requests, which the browser would otherwise send first over its
 * six connections. `late` goes at the end of the head.
 */
export type PageHead = { early: string; late: string; /** The embedded answer. */ data: unknown };

export async function firstPageHead(
  app: FastifyInstance,
  page: string,
  pathname: string,
  search: string,
): Promise<PageHead | null> {
  let first: FirstPage | undefined;
  try {
    first = firstPage(page, pathname, search);
  } catch {
    return null; // a malformed %-escape in the address: the page asks itself
  }
  if (!first) return null;
  let answer;
  try {
    answer = await app.inject({ method: 'GET', url: first.url, headers: { accept: 'application/json' } });
  } catch (error) {
    app.log.warn({ err: error, url: first.url }, 'first-page data: the page will ask itself');
    return null;
  }
  if (answer.statusCode !== 200) return null;
  const { data } = answer.json<{ data: unknown }>();
  const embedded: TFirstPageData = { url: first.url, data };
  // `<` escaped: the JSON can never close the script element or open a comment.
  const json = JSON.stringify(embedded).replaceAll('<', '\\u003c');
  const variants = first.photo(data);
  const preload = variants?.length
    ? `<link rel="preload" as="image" type="image/avif" imagesrcset="${attribute(variantSrcset(variants, 'avif'))}" imagesizes="${attribute(first.sizes)}" fetchpriority="high">`
    : '';
  return { early: preload, late: `<script type="application/json" id="${FIRST_PAGE_DATA_ID}">${json}</script>`, data };
}
