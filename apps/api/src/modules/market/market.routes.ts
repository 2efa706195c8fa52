import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMarket, ZMarketIndex, ZMarketParams } from '@immora/shared/market';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { marketRepository } from './market.repository.ts';
import { marketCityLookup } from './market-slugs.ts';
import { marketIndex, marketOf } from './market.service.ts';

/** The figures change only when the sweep runs (decision 074): shared caches may keep an answer this long. */
export const MARKET_MAX_AGE_SECONDS = 300;

/**
 * Market figures by municipality (issue 35, decision 074): public, read from the summary the market
 * sweep keeps (registered in app.ts), never from the listings.
 */
export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const repo = marketRepository(app.database.db);
  const deps = { repo, cities: marketCityLookup(repo) };

  route.get(
    '/market',
    {
      id: 'market.index',
      summary:
        'Every municipality with its market in brief (active listings, median price and price per m² for sale and rent), by region and province',
      response: { 200: ok(ZMarketIndex) },
    },
    async (_request, reply) => {
      const index = await marketIndex(deps);
      reply.header('cache-control', `public, max-age=${MARKET_MAX_AGE_SECONDS}`);
      return okData(index);
    },
  );

  route.get(
    '/market/:municipality',
    {
      id: 'market.municipality',
      summary:
        "A municipality's market: median prices, price per m² and days on market by transaction and category, the 12-month trend, EPC shares and the nearest municipalities",
      params: ZMarketParams,
      response: { 200: ok(ZMarket) },
      fails: [404],
    },
    async (request, reply) => {
      const market = await marketOf(deps, request.params.municipality);
      reply.header('cache-control', `public, max-age=${MARKET_MAX_AGE_SECONDS}`);
      return okData(market);
    },
  );
};
