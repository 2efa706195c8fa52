import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCrmLoginResponse,
  ZEmailRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZMessageResponse,
  ZPasswordResetRequest,
  ZSessionUser,
  ZSignupRequest,
  ZSignupResponse,
  ZTokenRequest,
} from '@immora/shared/auth';
import { ok, okData } from '../../lib/reply.ts';
import { toSessionUser } from '../users/users.mapper.ts';
import {
  crmLogin,
  login,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signup,
  verifyEmail,
  type AuthDeps,
} from './auth.service.ts';

const tags = ['accounts'];
const bearer = [{ bearerAuth: [] }];
/** Per-client limits of the calls that send e-mail or create accounts (the login limit counts failures in the database). */
const limit = (max: number, minutes: number) => ({ rateLimit: { max, timeWindow: minutes * 60_000 } });

export const authRoutes =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/users/signup',
      {
        config: limit(20, 10),
        schema: {
          tags,
          summary:
            'Create an account (buyer by default; sellerType pseller, individual or agency for the Pro form) and e-mail a verification link',
          body: ZSignupRequest,
          response: { 201: ok(ZSignupResponse) },
        },
      },
      async (request, reply) => reply.status(201).send(okData(await signup(deps, request.body))),
    );

    app.post(
      '/users/login',
      {
        schema: {
          tags,
          summary:
            'Sign in. token is null while the e-mail address is not verified. 5 failures per address in 15 minutes → 429',
          body: ZLoginRequest,
          response: { 200: ok(ZLoginResponse) },
        },
      },
      async (request) => okData(await login(deps, { ...request.body, clientIp: request.ip })),
    );

    app.post(
      '/users/logout',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: 'Sign out: the session token stops working',
          security: bearer,
          response: { 200: ok(ZMessageResponse) },
        },
      },
      async (request) => {
        await deps.auth.revokeSession(request.auth!.sessionId);
        return okData({ message: 'You are logged out.' });
      },
    );

    app.get(
      '/users/me',
      {
        onRequest: app.authenticate,
        schema: { tags, summary: 'The signed-in user', security: bearer, response: { 200: ok(ZSessionUser) } },
      },
      async (request) => okData(toSessionUser(request.auth!.row)),
    );

    app.post(
      '/users/verify-email',
      {
        config: limit(30, 15),
        schema: {
          tags,
          summary: 'Consume the e-mailed verification token (single use, 24 h). 400 invalid or used, 410 expired',
          body: ZTokenRequest,
          response: { 200: ok(ZMessageResponse) },
        },
      },
      async (request) => okData(await verifyEmail(deps, request.body.token)),
    );

    app.post(
      '/users/resend-verification-email',
      {
        config: limit(5, 15),
        schema: {
          tags,
          summary: 'E-mail a new verification link',
          body: ZEmailRequest,
          response: { 200: ok(ZMessageResponse) },
        },
      },
      async (request) => okData(await resendVerification(deps, request.body.email)),
    );

    app.post(
      '/users/password-reset-request',
      {
        config: limit(5, 15),
        schema: {
          tags,
          summary: 'E-mail a password-reset link (1 h). Answers the same whether or not the address has an account',
          body: ZEmailRequest,
          response: { 200: ok(ZMessageResponse) },
        },
      },
      async (request) => okData(await requestPasswordReset(deps, request.body.email)),
    );

    app.post(
      '/users/password-reset',
      {
        config: limit(10, 15),
        schema: {
          tags,
          summary: 'Set a new password with the e-mailed token (single use). Ends every session of the account',
          body: ZPasswordResetRequest,
          response: { 200: ok(ZMessageResponse) },
        },
      },
      async (request) => okData(await resetPassword(deps, request.body)),
    );

    app.post(
      '/crm/login',
      {
        schema: {
          tags: ['crm'],
          summary: 'Sign in to the CRM area (agents and agencies); answers the crmToken and crmCustomer',
          body: ZLoginRequest,
          response: { 200: ok(ZCrmLoginResponse) },
        },
      },
      async (request) => okData(await crmLogin(deps, { ...request.body, clientIp: request.ip })),
    );
  };
