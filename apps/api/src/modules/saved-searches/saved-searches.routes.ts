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
import { fails, ok, okData, withExample } from '../../lib/reply.ts';
import { seekerAccess } from '../favourites/seeker-access.ts';
import { savedSearchesRepository } from './saved-searches.repository.ts';
import { deleteSavedSearch, listSavedSearches, saveSearch } from './saved-searches.service.ts';

const tags = ['saved-searches'];

export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = savedSearchesRepository(app.database.db);
  const onRequest = seekerAccess(app);

  app.get(
    '/saved-searches',
    {
      onRequest,
      schema: {
        operationId: 'savedSearches.list',
        tags,
        summary: 'My saved searches, one page: newest first, or by title; search by title',
        querystring: ZSavedSearchesQuery,
        response: { 200: ok(listPage(ZSavedSearch)) },
      },
    },
    async (request) => okData(await listSavedSearches(repo, request.auth!.id, request.query)),
  );

  app.post(
    '/saved-searches',
    {
      onRequest,
      schema: {
        operationId: 'savedSearches.create',
        tags,
        summary: 'Save the current search (title + the search filters); titles are unique per user; 50 at most',
        body: withExample(ZSavedSearchRequest, {
          title: 'Houses in Gent under 450 000',
          filters: { type: 'sale', category: 'houses', city: 'Gent', maxPrice: '450000' },
        }),
        response: { 201: ok(ZSavedSearch), ...fails(409) },
      },
    },
    async (request, reply) => reply.status(201).send(okData(await saveSearch(repo, request.auth!.id, request.body))),
  );

  app.delete(
    '/saved-searches/:id',
    {
      onRequest,
      schema: {
        operationId: 'savedSearches.delete',
        tags,
        summary: 'Delete one of my saved searches',
        params: z.object({ id: z.uuid({ error: SAVED_SEARCH_MESSAGES.notFound }) }),
        response: { 200: ok(ZMessageResponse), ...fails(404) },
      },
    },
    async (request) => okData(await deleteSavedSearch(repo, request.auth!.id, request.params.id)),
  );
};
