import type { FastifyInstance } from 'fastify';
import { marketRepository } from '../market/market.repository.ts';
import { marketCityLookup } from '../market/market-slugs.ts';
import { sitemapXml } from './sitemap.ts';

/** Search engines may keep the sitemap this long: municipalities are reference data. */
const SITEMAP_MAX_AGE_SECONDS = 3600;

/**
 * `GET /sitemap.xml` (issue 35): the public pages and the market page of every municipality, with
 * their language versions. A page of the site, not of the API: outside `/api` and its contract.
 */
export async function registerSitemap(app: FastifyInstance) {
  const cities = marketCityLookup(marketRepository(app.database.db));
  // Hidden from the OpenAPI document, like the other pages of the site.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const body = sitemapXml(app.config.PUBLIC_URL, await cities.all());
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${SITEMAP_MAX_AGE_SECONDS}`)
      .send(body);
  });
}
