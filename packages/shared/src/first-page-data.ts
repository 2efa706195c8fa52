/**
 * The data of a first page, sent inside its HTML (docs/decisions/019-first-pages-without-waiting.md): for a guest's
 * first request of a listing or a results page, the server puts the answer the page is about to
 * ask `/api` for in a `<script type="application/json">` with this id, and the web app's API
 * client takes it instead of asking, once.
 */
export const FIRST_PAGE_DATA_ID = 'first-page-data';

/**
 * The API request the data answers (path and query) and the answer's `data`. A page that asks for
 * several answers first (the auction page: its listing, then its auction; the blog list: its
 * articles, then its categories) carries a list of them, in that order.
 */
export type TFirstPageData = { url: string; data: unknown };

/** One spelling of an API URL for comparing two: path and query, parameters in name order. */
export function apiUrlKey(url: string): string {
  const parsed = new URL(url, 'http://immora.invalid');
  parsed.searchParams.sort();
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * The server draws a guest's first listing or results page (decision 045): the root element then
 * carries this attribute, whose value is the screen width it was drawn for, and the app hydrates
 * that markup instead of drawing the page again.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/**
 * Marks the `<link>`s the server writes in a first page's head (the market pages' hreflang
 * alternates and canonical, decision 075): the app removes them once it writes its own, so a page
 * never holds both.
 */
export const FIRST_PAGE_LINK_ATTRIBUTE = 'data-first-page-link';

/** What the web build's server entry (apps/web/src/ssr/first-screen.tsx) takes to draw a first screen. */
export type TFirstScreenInput = {
  /** The page's address (path and query). */
  url: string;
  language: string;
  /** The server's guess from the request: a phone's layout or a wide screen's. */
  phone: boolean;
  /** The API answer the page asks for first, or the list of them (apps/api/src/plugins/first-page-data.ts). */
  data: unknown;
  /**
   * The signed-in visitor the page is drawn for, as the browser's session cookies name them
   * (the profiles, decision 083): the server has checked the token is of a live session first.
   * Absent for a guest's page.
   */
  session?: TFirstScreenSession;
};

/** A signed-in visitor as the web app restores them from its session cookies (apps/web/src/lib/session.ts). */
export type TFirstScreenSession = { token: string; id: string; role: string; isVerified: boolean };
