import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATEGORIES } from '@immora/shared/listing';
import { ZCitiesQuery, ZCity, ZPropertySearchQuery, ZPropertySearchResult } from '@immora/shared/properties';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { SEARCH_ANSWER } from './search.examples.ts';
import { searchRepository } from './search.repository.ts';
import { searchProperties } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const repo = searchRepository(app.database.db);

  route.get(
    '/properties',
    {
      id: 'search.listings',
      summary: 'Search published listings',
      querystring: ZPropertySearchQuery,
      response: { 200: ok(ZPropertySearchResult, SEARCH_ANSWER) },
      // Written as it is, not encoded through the schema again: `toCard` builds every field from
      // typed columns, and search.test.ts checks the answer against the schema. The encoding
      // took about a fifth of the route's CPU time (decision 052).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => okData(await searchProperties({ repo, query: request.query })),
  );

  route.get(
    '/stats',
    {
      id: 'search.stats',
      summary: 'Public counts: published listings, professionals, cities with listings, listings per category',
      response: {
        200: ok(
          z.object({
            listings: z.number().int(),
            professionals: z.number().int(),
            cities: z.number().int(),
            categories: z.array(z.object({ category: z.enum(CATEGORIES), count: z.number().int() })),
          }),
        ),
      },
    },
    async () => okData(await repo.stats()),
  );

  route.get(
    '/cities',
    {
      id: 'search.cities',
      summary:
        'Belgian municipalities with their postal codes (and the places each names) and their number of public listings; `q` finds those of a postal code or a name',
      querystring: ZCitiesQuery,
      response: { 200: ok(z.array(ZCity)) },
    },
    async (request) => okData(await repo.cities(request.query.q)),
  );
};
