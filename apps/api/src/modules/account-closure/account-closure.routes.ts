import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAccountClosed, ZCloseAccountRequest, ZReopenAccountRequest } from '@immora/shared/account-closure';
import { ZLoginResponse } from '@immora/shared/auth';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { agencyAgentsRepository } from '../agency-team/agency-agents.repository.ts';
import { appointmentsRepository } from '../appointments/appointments.repository.ts';
import type { AuthDeps } from '../auth/auth.service.ts';
import type { Calendars } from '../calendar/calendars.ts';
import { accountClosureRepository } from './account-closure.repository.ts';
import { closeAccount, reopenAccount, type ClosureDeps } from './account-closure.service.ts';

/** Closing one's account and reopening it in the grace period (issue 32, decision 061). */
export const accountClosureRoutes =
  (auth: AuthDeps, calendars?: Calendars): FastifyPluginAsyncZod =>
  async (app) => {
    const route = declareRoutes(app);
    const db = app.database.db;
    const deps: ClosureDeps = {
      ...auth,
      closure: accountClosureRepository(db),
      appointments: {
        db,
        repo: appointmentsRepository(db),
        calendars,
        mailer: auth.mailer,
        publicUrl: app.config.PUBLIC_URL,
        mailFrom: app.config.MAIL_FROM,
      },
      agencyTeam: { ...auth, db, agents: agencyAgentsRepository(db), events: app.events },
      log: app.log,
    };

    route.post(
      '/users/me/close',
      {
        id: 'accounts.close',
        summary:
          'Close my account: confirmed by the password (or, without one, a sign-in through Google or Microsoft in the last 10 minutes); every session ends, the account is erased after ACCOUNT_ERASURE_DAYS unless reopened',
        guard: app.authenticate,
        body: ZCloseAccountRequest,
        response: { 200: ok(ZAccountClosed) },
        fails: [409],
      },
      async (request) =>
        okData(
          await closeAccount(deps, {
            ...request.body,
            user: request.auth!.row,
            sessionId: request.auth!.sessionId,
            clientIp: request.ip,
          }),
        ),
    );

    route.post(
      '/users/reopen',
      {
        id: 'accounts.reopen',
        summary:
          "Reopen a closed account in its grace period with its sign-in credentials (or the reopen token of a closed account's OAuth sign-in), and sign in",
        body: ZReopenAccountRequest,
        response: { 200: ok(ZLoginResponse) },
        fails: [401],
      },
      async (request) => okData(await reopenAccount(deps, { ...request.body, clientIp: request.ip })),
    );
  };
