import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FAVOURITE_MESSAGES, ZFavourite, ZFavouriteIds, ZFavouritesQuery } from '@immora/shared/favourites';
import { listPage } from '@immora/shared/list-query';
import { ZMessageResponse } from '@immora/shared/auth';
import { ZPropertyIdParams } from '@immora/shared/properties';
import { AppError } from '../../lib/errors.ts';
import { fails, ok, okData } from '../../lib/reply.ts';
import { toCard } from '../search/search.service.ts';
import { favouritesRepository } from './favourites.repository.ts';
import { seekerAccess } from './seeker-access.ts';

const tags = ['favourites'];
const params = z.object({ propertyId: ZPropertyIdParams.shape.id });

export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = favouritesRepository(app.database.db);
  const onRequest = seekerAccess(app);

  app.get(
    '/favourites',
    {
      onRequest,
      schema: {
        operationId: 'favourites.list',
        tags,
        summary:
          'My favourite listings (still public), one page: newest favourite first, or by price or title; by type',
        querystring: ZFavouritesQuery,
        response: { 200: ok(listPage(ZFavourite)) },
      },
    },
    async (request) => {
      const { rows, total } = await repo.list(request.auth!.id, request.query);
      return okData({
        items: rows.map((row) => ({ property: toCard(row), createdAt: row.favouritedAt.toISOString() })),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      });
    },
  );

  app.get(
    '/favourites/ids',
    {
      onRequest,
      schema: {
        operationId: 'favourites.ids',
        tags,
        summary: 'Ids of my favourite listings (for the hearts on cards)',
        response: { 200: ok(ZFavouriteIds) },
      },
    },
    async (request) => okData({ ids: await repo.ids(request.auth!.id) }),
  );

  app.put(
    '/favourites/:propertyId',
    {
      onRequest,
      schema: {
        operationId: 'favourites.add',
        tags,
        summary: 'Add a listing to my favourites (idempotent)',
        params,
        response: { 200: ok(ZMessageResponse, { message: FAVOURITE_MESSAGES.added }), ...fails(404) },
      },
    },
    async (request) => {
      if (!(await repo.isPublic(request.params.propertyId))) throw AppError.notFound(FAVOURITE_MESSAGES.notFound);
      await repo.add(request.auth!.id, request.params.propertyId);
      return okData({ message: FAVOURITE_MESSAGES.added });
    },
  );

  app.delete(
    '/favourites/:propertyId',
    {
      onRequest,
      schema: {
        operationId: 'favourites.remove',
        tags,
        summary: 'Remove a listing from my favourites',
        params,
        response: { 200: ok(ZMessageResponse), ...fails(404) },
      },
    },
    async (request) => {
      if (!(await repo.remove(request.auth!.id, request.params.propertyId)))
        throw AppError.notFound(FAVOURITE_MESSAGES.notFound);
      return okData({ message: FAVOURITE_MESSAGES.removed });
    },
  );
};
