import type { FastifyInstance } from 'fastify';
import { BLOG_CATEGORIES_API_URL, blogListApiUrl, readBlogListQuery } from '@immora/shared/blog-list-query';
import { FIRST_PAGE_DATA_ID, FIRST_PAGE_LINK_ATTRIBUTE, type TFirstPageData } from '@immora/shared/first-page-data';
import { languageAlternates } from '@immora/shared/languages';
import type { TBlogArticle } from '@immora/shared/blogs';
import type { TAuction } from '@immora/shared/auctions';
import {
  AUCTION_GALLERY_SIZES,
  BLOG_COVER_SIZES,
  CARD_SIZES,
  GALLERY_SIZES,
  variantSrcset,
  type TPhotoVariant,
} from '@immora/shared/photo-variants';
import {
  MARKET_INDEX_PATH,
  marketAlternates,
  marketCanonicalPath,
  marketPath,
  type TMarket,
} from '@immora/shared/market';
import { PLAN_AUDIENCES } from '@immora/shared/plans';
import type { TPropertyDetail, TPropertySearchResult } from '@immora/shared/properties';
import { readFilters, toApiQuery } from '@immora/shared/search-filters';

/**
 * Pages drawn for a signed-in visitor only (decision 083): spec 1 shows the agents' and agencies'
 * profiles to signed-in visitors, and a guest's request of them never carries their data.
 */
export const SIGNED_IN_FIRST_PAGES = new Set(['agentProfile', 'agencyProfile']);

/** Route pages whose first request carries its data (apps/web/src/app/areas/public-area.tsx shows them). */
const SEARCH_PAGES = new Set(['properties', 'holidayRooms', 'studentRooms', 'sharedApartments', 'auctionProperties']);

type FirstPage = {
  /**
   * What the page asks the API for first, exactly as the web app asks it: one request, or for the
   * auction page two (its listing and its auction), in the order the page's queries are primed.
   */
  urls: string[];
  /** The page's largest picture, in the answers: preloaded, drawn `sizes` wide. */
  photo: (answers: unknown[]) => TPhotoVariant[] | undefined;
  sizes: string;
  /**
   * Whether the answers make a page to draw; when not, the page asks for them itself and shows
   * what it shows then (an auction that is not the listing's: the not-found page).
   */
  fits?: (answers: unknown[]) => boolean;
  /**
   * The page's `<link>`s in its head (hreflang alternates, canonical), paths on the site, for the
   * version read in `language`: written by the server for readers and crawlers without scripts;
   * the app replaces them (decision 075). Only the market pages have them.
   */
  links?: (
    answers: unknown[],
    language: string,
  ) => { rel: 'alternate' | 'canonical'; hreflang?: string; path: string }[];
};

const alternates = (versions: { hreflang: string; path: string }[]) =>
  versions.map((v) => ({ rel: 'alternate' as const, ...v }));

/** The address's segments after the page's own (`/single-v8/:id/:auctionId` → [id, auctionId]), decoded. */
const segments = (pathname: string) => pathname.split('/').filter(Boolean).slice(1).map(decodeURIComponent);

function firstPage(page: string, pathname: string, search: string): FirstPage | undefined {
  if (page === 'property') {
    const [id = ''] = segments(pathname);
    return {
      urls: [`/api/properties/${encodeURIComponent(id)}`],
      photo: ([data]) => (data as TPropertyDetail).photos?.[0]?.variants,
      sizes: GALLERY_SIZES,
    };
  }
  // The auction page (issue 37): the auctioned listing (its photos and text) and the auction as a guest sees it.
  if (page === 'auction') {
    const [id = '', auctionId = ''] = segments(pathname);
    return {
      urls: [`/api/properties/${encodeURIComponent(id)}`, `/api/auctions/${encodeURIComponent(auctionId)}`],
      photo: ([listing]) => (listing as TPropertyDetail).photos?.[0]?.variants,
      sizes: AUCTION_GALLERY_SIZES,
      fits: ([, auction]) => (auction as TAuction).propertyId === id,
    };
  }
  if (page === 'blog') {
    const [id = ''] = segments(pathname);
    return {
      urls: [`/api/blogs/${encodeURIComponent(id)}`],
      photo: ([data]) => (data as TBlogArticle).coverVariants,
      sizes: BLOG_COVER_SIZES,
    };
  }
  // The profiles (decision 083): the agent or the agency with their newest listings, as the page asks.
  if (page === 'agentProfile' || page === 'agencyProfile') {
    const [id = ''] = segments(pathname);
    const base = page === 'agentProfile' ? '/api/agents/' : '/api/agencies/';
    return { urls: [`${base}${encodeURIComponent(id)}`], photo: () => undefined, sizes: '' };
  }
  // The market pages (issue 35): their figures are the first screen; they have no photo.
  // Their language versions are in the HTML too (decision 075): the index's are its address with
  // `?lang=`, a municipality's each language's slug, with the canonical of the version read.
  if (page === 'market')
    return {
      urls: [MARKET_INDEX_PATH],
      photo: () => undefined,
      sizes: '',
      links: () => alternates(languageAlternates(pathname, search)),
    };
  if (page === 'marketMunicipality') {
    const [slug = ''] = segments(pathname);
    return {
      urls: [marketPath(slug)],
      photo: () => undefined,
      sizes: '',
      links: ([data], language) => {
        const { slugs } = (data as TMarket).municipality;
        return [
          ...alternates(marketAlternates(slugs)),
          { rel: 'canonical', path: marketCanonicalPath(slugs, language) },
        ];
      },
    };
  }
  // The blog list and pricing (issue 37): their articles and plans are the first screen; the blog
  // list's chips need its categories too (its second answer). The articles' covers are lazy: no preload.
  if (page === 'blogs') {
    const query = readBlogListQuery(new URLSearchParams(search));
    return { urls: [blogListApiUrl(query), BLOG_CATEGORIES_API_URL], photo: () => undefined, sizes: '' };
  }
  if (page === 'pricing') {
    // A guest's plans: those of the audience chosen in the address, else an individual's.
    const chosen = new URLSearchParams(search).get('for');
    const audience = PLAN_AUDIENCES.find((known) => known === chosen) ?? 'individual';
    return { urls: [`/api/plans?audience=${audience}`], photo: () => undefined, sizes: '' };
  }
  if (SEARCH_PAGES.has(page)) {
    const query = toApiQuery(readFilters(pathname, new URLSearchParams(search)));
    const params = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    return {
      urls: [`/api/properties?${params}`],
      photo: ([data]) => (data as TPropertySearchResult).items?.[0]?.coverVariants,
      sizes: CARD_SIZES,
    };
  }
  return undefined;
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * What goes into the `<head>` of a guest's first request of a listing, an auction or a results
 * page: the answers the page would ask the API for next, as JSON the web app's API client takes
 * instead of asking (apps/web/src/lib/first-page-data.ts), and a preload of the page's largest
 * photo, so it downloads beside the scripts instead of after them
 * (docs/decisions/019-first-pages-without-waiting.md). The answers are the API's own, through
 * `inject`: one code path, a guest's view (no user data). Null when the page has no such data or
 * the API does not answer 200 to each of its requests (the page then asks itself and shows its
 * own error). A signed-in visitor's profile page (decision 083) carries its answer, asked with
 * their token, only to be drawn from: the app primes its query with it as it hydrates.
 *
 * `early` goes before the page's first script: the photo's request is then made before the
 * thirty-odd script and style requests, which the browser would otherwise send first over its
 * six connections. `late` goes at the end of the head.
 */
export type PageHead = {
  early: string;
  late: string;
  /** The embedded answer, or the list of them for a page with several (the server draws the page from it). */
  data: unknown;
};

/**
 * Who the page is for: a guest, or a signed-in visitor whose session the caller has checked
 * (`authorization`, their bearer token, is sent with the page's requests, so the answers are
 * theirs). Pages for signed-in visitors only (`SIGNED_IN_FIRST_PAGES`) carry nothing for a guest.
 */
export type PageViewer = { kind: 'guest' } | { kind: 'signedIn'; authorization: string };

export async function firstPageHead(
  app: FastifyInstance,
  page: string,
  pathname: string,
  search: string,
  viewer: PageViewer = { kind: 'guest' },
  /** The site's public address (PUBLIC_URL) and the language the page is read in, for its links. */
  reader: { origin: string; language: string } = { origin: app.config.PUBLIC_URL, language: 'en' },
): Promise<PageHead | null> {
  if (SIGNED_IN_FIRST_PAGES.has(page) !== (viewer.kind === 'signedIn')) return null;
  let first: FirstPage | undefined;
  try {
    first = firstPage(page, pathname, search);
  } catch {
    return null; // a malformed %-escape in the address: the page asks itself
  }
  if (!first) return null;
  let answers: unknown[];
  try {
    const replies = await Promise.all(
      first.urls.map((url) =>
        app.inject({
          method: 'GET',
          url,
          headers: {
            accept: 'application/json',
            ...(viewer.kind === 'signedIn' ? { authorization: viewer.authorization } : {}),
          },
        }),
      ),
    );
    if (replies.some((reply) => reply.statusCode !== 200)) return null;
    answers = replies.map((reply) => reply.json<{ data: unknown }>().data);
  } catch (error) {
    app.log.warn({ err: error, urls: first.urls }, 'first-page data: the page will ask itself');
    return null;
  }
  if (first.fits && !first.fits(answers)) return null;
  const entries: TFirstPageData[] = first.urls.map((url, index) => ({ url, data: answers[index] }));
  // One answer as an object, several (the auction page's) as a list in the page's order.
  const embedded = entries.length === 1 ? entries[0] : entries;
  // `<` escaped: the JSON can never close the script element or open a comment.
  const json = JSON.stringify(embedded).replaceAll('<', '\\u003c');
  const variants = first.photo(answers);
  const preload = variants?.length
    ? `<link rel="preload" as="image" type="image/avif" imagesrcset="${attribute(variantSrcset(variants, 'avif'))}" imagesizes="${attribute(first.sizes)}" fetchpriority="high">`
    : '';
  const links = (first.links?.(answers, reader.language) ?? [])
    .map(
      (l) =>
        `<link rel="${l.rel}"${l.hreflang ? ` hreflang="${attribute(l.hreflang)}"` : ''} href="${attribute(reader.origin + l.path)}" ${FIRST_PAGE_LINK_ATTRIBUTE}>`,
    )
    .join('\n    ');
  return {
    early: preload,
    late: `${links ? `${links}\n    ` : ''}<script type="application/json" id="${FIRST_PAGE_DATA_ID}">${json}</script>`,
    data: answers.length === 1 ? answers[0] : answers,
  };
}
