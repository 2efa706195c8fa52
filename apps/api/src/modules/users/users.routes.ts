import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSessionUser } from '@immora/shared/auth';
import { ZLanguageUpdateRequest } from '@immora/shared/language-schema';
import { ok, okData } from '../../lib/reply.ts';
import { usersRepository } from './users.repository.ts';
import { setLanguage } from './users.service.ts';

const tags = ['accounts'];

/** The signed-in user's own settings (the profile screens come with a later issue). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersRepository(app.database.db);

  app.put(
    '/users/me/language',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'accounts.setLanguage',
        tags,
        summary: 'Choose the language of the e-mails Immora sends me (en, nl, fr or el)',
        body: ZLanguageUpdateRequest,
        response: { 200: ok(ZSessionUser) },
      },
    },
    async (request) => okData(await setLanguage({ users, userId: request.auth!.id, language: request.body.language })),
  );
};
