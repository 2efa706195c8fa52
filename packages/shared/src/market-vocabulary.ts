/**
 * The market pages' vocabulary without zod (decision 074): `@immora/shared/market` re-exports it
 * with the contract, and `/market`, a first page that loads no zod (decision 029), imports it from
 * here, as does the listing page's link to its municipality's market.
 */

export const MARKET_TRANSACTIONS = ['sale', 'rent'] as const;
export type MarketTransaction = (typeof MARKET_TRANSACTIONS)[number];

/** Fewer public listings than this in a cell (or a month of the trend): no figure, only the count (decision 074). */
export const MIN_MARKET_LISTINGS = 5;
/** Months of the trend, the current one last. */
export const MARKET_TREND_MONTHS = 12;
/** How many neighbouring municipalities are compared. */
export const MARKET_NEIGHBOURS = 6;

/** Why a figure is null. */
export const MARKET_NO_FIGURE_REASONS = ['tooFewListings'] as const;

/** The languages a municipality has a slug in (its English, Dutch and French names). */
export const MARKET_SLUG_LANGUAGES = ['en', 'nl', 'fr'] as const;
export type MarketSlugLanguage = (typeof MARKET_SLUG_LANGUAGES)[number];

/**
 * A municipality's slug: its name in lower-case ASCII, accents dropped, every run of other
 * characters one hyphen ("Molenbeek-Saint-Jean" → "molenbeek-saint-jean", "Liège" → "liege").
 */
export function marketSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The slug of a municipality for a reader of `language`: its Dutch or French name's slug for those
 * readers, the English one for the others (Greek has no name of its own for Belgian municipalities).
 */
export function marketSlugFor(slugs: Record<MarketSlugLanguage, string>, language: string): string {
  return language === 'nl' || language === 'fr' ? slugs[language] : slugs.en;
}

/** The market page of a municipality (the site's address, not the API's). */
export const marketPagePath = (slug: string) => `/market/${encodeURIComponent(slug)}`;

/** The languages of the site (kept equal to `languages.ts`'s list by `market-vocabulary.test.ts`). */
const SITE_LANGUAGES = ['en', 'nl', 'fr', 'el'] as const;

/**
 * The language versions of a municipality's market page (hreflang alternates, decision 075): each
 * language's slug with `?lang=`, and x-default, the English slug without it (it follows the browser).
 */
export function marketAlternates(slugs: Record<MarketSlugLanguage, string>): { hreflang: string; path: string }[] {
  return [
    ...SITE_LANGUAGES.map((language) => ({
      hreflang: language,
      path: `${marketPagePath(marketSlugFor(slugs, language))}?lang=${language}`,
    })),
    { hreflang: 'x-default', path: marketPagePath(slugs.en) },
  ];
}

/**
 * The canonical address of the version read in `language` (decision 075): its own alternate, and
 * for English the x-default address (no `?lang=`), so it is never another language version's
 * address (Lighthouse's 'points to another hreflang location').
 */
export function marketCanonicalPath(slugs: Record<MarketSlugLanguage, string>, language: string): string {
  const versions = marketAlternates(slugs);
  return (versions.find((v) => v.hreflang === (language === 'en' ? 'x-default' : language)) ?? versions.at(-1)!).path;
}
