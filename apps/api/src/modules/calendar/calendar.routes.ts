import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  CALENDAR_PROVIDERS,
  ZCalendarCallbackResponse,
  ZLoginResponse,
  ZOAuthCallbackQuery,
  ZUrlResponse,
} from '@immora/shared/auth';
import { fails, ok, okData } from '../../lib/reply.ts';
import type { AuthDeps } from '../auth/auth.service.ts';
import { connectCalendar, signInWithProvider, startOAuth } from './calendar.service.ts';

/** Calendar connection (spec 1 §7's fixed paths) and sign-in with Google or Microsoft. */
export const calendarRoutes =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const id of CALENDAR_PROVIDERS) {
      const label = id === 'google' ? 'Google' : 'Outlook';
      app.get(
        `/${id}/calendar/url`,
        {
          config: { noStore: true, rateLimit: { max: 30, timeWindow: 60_000 } },
          schema: {
            operationId: `calendar.${id}Url`,
            tags: ['calendar'],
            summary: `Where to send the browser to connect a ${label} calendar (PKCE + state). 503 when not configured`,
            response: { 200: ok(ZUrlResponse), ...fails(503) },
          },
        },
        async () => okData(await startOAuth(deps, id, 'calendar')),
      );
      app.get(
        `/${id}/calendar/callback`,
        {
          config: { noStore: true },
          schema: {
            operationId: `calendar.${id}Callback`,
            tags: ['calendar'],
            summary: `Exchange the ${label} code; stores the tokens on the user with that e-mail. 404 "User doesn't exist"`,
            querystring: ZOAuthCallbackQuery,
            response: { 200: ok(ZCalendarCallbackResponse), ...fails(404, 503) },
          },
        },
        async (request) => okData(await connectCalendar(deps, id, request.query.code, request.query.state)),
      );
      app.get(
        `/auth/${id}/url`,
        {
          config: { noStore: true, rateLimit: { max: 30, timeWindow: 60_000 } },
          schema: {
            operationId: `accounts.${id}SignInUrl`,
            tags: ['accounts'],
            summary: `Where to send the browser to sign in with ${label}`,
            response: { 200: ok(ZUrlResponse), ...fails(503) },
          },
        },
        async () => okData(await startOAuth(deps, id, 'signin')),
      );
      app.post(
        `/auth/${id}/callback`,
        {
          schema: {
            operationId: `accounts.${id}SignIn`,
            tags: ['accounts'],
            summary: `Sign in with the ${label} code (from /auth/${id}/callback). 404 "User doesn't exist"`,
            body: ZOAuthCallbackQuery,
            response: { 200: ok(ZLoginResponse), ...fails(403, 404, 503) },
          },
        },
        async (request) => okData(await signInWithProvider(deps, id, request.body.code, request.body.state)),
      );
    }
  };
