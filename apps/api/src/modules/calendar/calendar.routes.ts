import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  CALENDAR_PROVIDERS,
  ZCalendarCallbackResponse,
  ZLoginResponse,
  ZOAuthCallbackQuery,
  ZUrlResponse,
} from '@immora/shared/auth';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import type { AuthDeps } from '../auth/auth.service.ts';
import { connectCalendar, signInWithProvider, startOAuth } from './calendar.service.ts';

/** Calendar connection (spec 1 §7's fixed paths) and sign-in with Google or Microsoft. */
export const calendarRoutes =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const route = declareRoutes(app);
    for (const id of CALENDAR_PROVIDERS) {
      const label = id === 'google' ? 'Google' : 'Outlook';
      route.get(
        `/${id}/calendar/url`,
        {
          id: `calendar.${id}Url`,
          summary: `Where to send the browser to connect a ${label} calendar (PKCE + state). 503 when not configured`,
          response: { 200: ok(ZUrlResponse) },
          fails: [503],
          config: { noStore: true, rateLimit: { max: 30, timeWindow: 60_000 } },
        },
        async () => okData(await startOAuth(deps, id, 'calendar')),
      );
      route.get(
        `/${id}/calendar/callback`,
        {
          id: `calendar.${id}Callback`,
          summary: `Exchange the ${label} code; stores the tokens on the user with that e-mail. 404 "User doesn't exist"`,
          querystring: ZOAuthCallbackQuery,
          response: { 200: ok(ZCalendarCallbackResponse) },
          fails: [404, 503],
          config: { noStore: true },
        },
        async (request) => okData(await connectCalendar(deps, id, request.query.code, request.query.state)),
      );
      route.get(
        `/auth/${id}/url`,
        {
          id: `accounts.${id}SignInUrl`,
          summary: `Where to send the browser to sign in with ${label}`,
          response: { 200: ok(ZUrlResponse) },
          fails: [503],
          config: { noStore: true, rateLimit: { max: 30, timeWindow: 60_000 } },
        },
        async () => okData(await startOAuth(deps, id, 'signin')),
      );
      route.post(
        `/auth/${id}/callback`,
        {
          id: `accounts.${id}SignIn`,
          summary: `Sign in with the ${label} code (from /auth/${id}/callback). 404 "User doesn't exist"`,
          body: ZOAuthCallbackQuery,
          response: { 200: ok(ZLoginResponse) },
          fails: [403, 404, 503],
        },
        async (request) => okData(await signInWithProvider(deps, id, request.body.code, request.body.state)),
      );
    }
  };
