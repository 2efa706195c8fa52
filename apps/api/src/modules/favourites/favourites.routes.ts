import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FAVOURITE_MESSAGES, ZFavourite, ZFavouriteIds, ZFavouritesQuery } from '@immora/shared/favourites';
import { listPage } from '@immora/shared/list-query';
import { ZMessageResponse } from '@immora/shared/auth';
import { ZPropertyIdParams } from '@immora/shared/properties';
import { AppError } from '../../lib/errors.ts';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { toCard } from '../search/search.service.ts';
import { favouritesRepository } from './favourites.repository.ts';
import { seekerAccess } from './seeker-access.ts';

const params = z.object({ propertyId: ZPropertyIdParams.shape.id });

export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const repo = favouritesRepository(app.database.db);
  const guard = seekerAccess(app);

  route.get(
    '/favourites',
    {
      id: 'favourites.list',
      summary: 'My favourite listings (still public), one page: newest favourite first, or by price or title; by type',
      guard,
      querystring: ZFavouritesQuery,
      response: { 200: ok(listPage(ZFavourite)) },
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

  route.get(
    '/favourites/ids',
    {
      id: 'favourites.ids',
      summary: 'Ids of my favourite listings (for the hearts on cards)',
      guard,
      response: { 200: ok(ZFavouriteIds) },
    },
    async (request) => okData({ ids: await repo.ids(request.auth!.id) }),
  );

  route.put(
    '/favourites/:propertyId',
    {
      id: 'favourites.add',
      summary: 'Add a listing to my favourites (idempotent)',
      guard,
      params,
      response: { 200: ok(ZMessageResponse, { message: FAVOURITE_MESSAGES.added }) },
      fails: [404],
    },
    async (request) => {
      if (!(await repo.isPublic(request.params.propertyId))) throw AppError.notFound(FAVOURITE_MESSAGES.notFound);
      await repo.add(request.auth!.id, request.params.propertyId);
      return okData({ message: FAVOURITE_MESSAGES.added });
    },
  );

  route.delete(
    '/favourites/:propertyId',
    {
      id: 'favourites.remove',
      summary: 'Remove a listing from my favourites',
      guard,
      params,
      response: { 200: ok(ZMessageResponse) },
      fails: [404],
    },
    async (request) => {
      if (!(await repo.remove(request.auth!.id, request.params.propertyId)))
        throw AppError.notFound(FAVOURITE_MESSAGES.notFound);
      return okData({ message: FAVOURITE_MESSAGES.removed });
    },
  );
};
