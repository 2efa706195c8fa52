import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { ZMarketParams } from '@immora/shared/market';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { MARKET_ANSWER, MARKET_INDEX_ANSWER } from './market-answers.ts';

/** The figures change only when the sweep runs (decision 074): shared caches may keep an answer this long. */
export const MARKET_MAX_AGE_SECONDS = 300;

/**
 * An answer the market's cache already checked against the route's schema and wrote (decision
 * 084): a JSON string goes out as it is, without the serializer (Fastify writes a string with a
 * JSON content type unchanged); compression still applies.
 */
function sendWritten(reply: FastifyReply, json: string) {
  return reply
    .header('cache-control', `public, max-age=${MARKET_MAX_AGE_SECONDS}`)
    .type('application/json; charset=utf-8')
    .send(json);
}

/**
 * Market figures by municipality (issue 35, decision 074): public, read from the summary the market
 * sweep keeps (registered in app.ts), never from the listings; each answer computed once per
 * version of the figures and kept (`app.marketAnswers`, decision 084).
 */
export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);

  route.get(
    '/market',
    {
      id: 'market.index',
      summary:
        'Every municipality with its market in brief (active listings, median price and price per m² for sale and rent), by region and province',
      response: { 200: MARKET_INDEX_ANSWER },
    },
    async (_request, reply) => sendWritten(reply, await app.marketAnswers.index()),
  );

  route.get(
    '/market/:municipality',
    {
      id: 'market.municipality',
      summary:
        "A municipality's market: median prices, price per m² and days on market by transaction and category, the 12-month trend, EPC shares and the nearest municipalities",
      params: ZMarketParams,
      response: { 200: MARKET_ANSWER },
      fails: [404],
    },
    async (request, reply) => sendWritten(reply, await app.marketAnswers.municipality(request.params.municipality)),
  );
};
