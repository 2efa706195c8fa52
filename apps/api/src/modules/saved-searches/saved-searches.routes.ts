import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMessageResponse } from '@immora/shared/auth';
import { listPage } from '@immora/shared/list-query';
import {
  SAVED_SEARCH_MESSAGES,
  ZSavedSearch,
  ZSavedSearchesQuery,
  ZSavedSearchRequest,
} from '@immora/shared/saved-searches';
import { ok, okData, withExample } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { seekerAccess } from '../favourites/seeker-access.ts';
import { savedSearchesRepository } from './saved-searches.repository.ts';
import { deleteSavedSearch, listSavedSearches, saveSearch } from './saved-searches.service.ts';

export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const repo = savedSearchesRepository(app.database.db);
  const guard = seekerAccess(app);

  route.get(
    '/saved-searches',
    {
      id: 'savedSearches.list',
      summary: 'My saved searches, one page: newest first, or by title; search by title',
      guard,
      querystring: ZSavedSearchesQuery,
      response: { 200: ok(listPage(ZSavedSearch)) },
    },
    async (request) => okData(await listSavedSearches(repo, request.auth!.id, request.query)),
  );

  route.post(
    '/saved-searches',
    {
      id: 'savedSearches.create',
      summary: 'Save the current search (title + the search filters); titles are unique per user; 50 at most',
      guard,
      body: withExample(ZSavedSearchRequest, {
        title: 'Houses in Gent under 450 000',
        filters: { type: 'sale', category: 'houses', city: 'Gent', maxPrice: '450000' },
      }),
      response: { 201: ok(ZSavedSearch) },
      fails: [409],
    },
    async (request, reply) => reply.status(201).send(okData(await saveSearch(repo, request.auth!.id, request.body))),
  );

  route.delete(
    '/saved-searches/:id',
    {
      id: 'savedSearches.delete',
      summary: 'Delete one of my saved searches',
      guard,
      params: z.object({ id: z.uuid({ error: SAVED_SEARCH_MESSAGES.notFound }) }),
      response: { 200: ok(ZMessageResponse) },
      fails: [404],
    },
    async (request) => okData(await deleteSavedSearch(repo, request.auth!.id, request.params.id)),
  );
};
