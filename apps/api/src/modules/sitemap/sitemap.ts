import { marketAlternates } from '@immora/shared/market';

/** The public pages a search engine should know, in the site's order (spec 1's table and the later public pages). */
export const SITEMAP_PAGES = [
  '/',
  '/properties',
  '/holiday-rooms',
  '/student-rooms',
  '/shared-appartments',
  '/auction-properties',
  '/agents',
  '/agency',
  '/blog-list-v3',
  '/estimate',
  '/costs',
  '/pricing',
  '/market',
] as const;

const xml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The sitemap (sitemaps.org 0.9): the public pages, then every municipality's market page with its
 * language versions as `xhtml:link` alternates (Google's hreflang in sitemaps), each under its
 * English slug. `origin` is the site's public address (PUBLIC_URL).
 */
export function sitemapXml(origin: string, municipalities: { slugs: { en: string; nl: string; fr: string } }[]) {
  const url = (path: string, alternates = '') => `  <url><loc>${xml(origin + path)}</loc>${alternates}</url>`;
  const lines = SITEMAP_PAGES.map((path) => url(path));
  for (const { slugs } of municipalities) {
    const versions = marketAlternates(slugs);
    const links = versions
      .map((v) => `<xhtml:link rel="alternate" hreflang="${v.hreflang}" href="${xml(origin + v.path)}"/>`)
      .join('');
    lines.push(url(versions.at(-1)!.path, links));
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...lines,
    '</urlset>',
    '',
  ].join('\n');
}
