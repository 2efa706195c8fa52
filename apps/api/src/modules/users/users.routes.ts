import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSessionUser } from '@immora/shared/auth';
import { ZLanguageUpdateRequest } from '@immora/shared/language-schema';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { usersRepository } from './users.repository.ts';
import { setLanguage } from './users.service.ts';

/** The signed-in user's own settings; the profile itself is modules/profiles (decision 022). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const users = usersRepository(app.database.db);

  route.put(
    '/users/me/language',
    {
      id: 'accounts.setLanguage',
      summary: 'Choose the language of the e-mails Immora sends me (en, nl, fr or el)',
      guard: app.authenticateAnyAccount,
      body: ZLanguageUpdateRequest,
      response: { 200: ok(ZSessionUser) },
    },
    async (request) => okData(await setLanguage({ users, userId: request.auth!.id, language: request.body.language })),
  );
};
