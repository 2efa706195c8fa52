import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  ZChangePasswordRequest,
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
import { ok, okData, withExample } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { toSessionUser } from '../users/users.mapper.ts';
import { LOGIN_ANSWER, LOGIN_REQUEST, SIGNUP_ANSWER, SIGNUP_REQUEST } from './auth.examples.ts';
import {
  ACCOUNT_MAILS_PER_HOUR,
  changePassword,
  crmLogin,
  login,
  logoutEverywhere,
  MAX_LIVE_SESSIONS,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signup,
  verifyEmail,
  type AuthDeps,
} from './auth.service.ts';

/** Per-client limits of the calls that send e-mail or create accounts (the login limit counts failures in the database). */
const limit = (max: number, minutes: number) => ({ rateLimit: { max, timeWindow: minutes * 60_000 } });

export const authRoutes =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const route = declareRoutes(app);

    route.post(
      '/users/signup',
      {
        id: 'accounts.signup',
        summary: `Create an account (buyer by default; sellerType pseller, individual or agency for the Pro form) and e-mail a verification link. An address that has an account gets the same answer, nothing is created, and its owner is e-mailed (decision 043). A common password → 400 '${AUTH_MESSAGES.passwordTooCommon}'`,
        body: withExample(ZSignupRequest, SIGNUP_REQUEST),
        response: { 201: ok(ZSignupResponse, SIGNUP_ANSWER) },
        config: limit(deps.config.SIGNUP_LIMIT, 10),
      },
      async (request, reply) => {
        const answer = await signup(deps, { ...request.body, clientIp: request.ip });
        // A taken address answers an id of no account: its detection finds nothing (decision 078).
        app.trustSignals.accountChanged(answer.user.id);
        return reply.status(201).send(okData(answer));
      },
    );

    route.post(
      '/users/login',
      {
        id: 'accounts.login',
        summary: `Sign in. token is null while the e-mail address is not verified. 5 failures per address in 15 minutes → 429. At most ${MAX_LIVE_SESSIONS} live sessions per user: a new one ends the oldest`,
        body: withExample(ZLoginRequest, LOGIN_REQUEST),
        response: { 200: ok(ZLoginResponse, LOGIN_ANSWER) },
        fails: [401, 429],
      },
      async (request) => okData(await login(deps, { ...request.body, clientIp: request.ip })),
    );

    route.post(
      '/users/logout',
      {
        id: 'accounts.logout',
        summary: 'Sign out: the session token stops working',
        guard: app.authenticateAnyAccount,
        response: { 200: ok(ZMessageResponse) },
      },
      async (request) => {
        await deps.auth.revokeSession(request.auth!.sessionId);
        return okData({ message: 'You are logged out.' });
      },
    );

    route.post(
      '/users/logout-all',
      {
        id: 'accounts.logoutAll',
        summary: 'Sign out everywhere: every session of the user ends, this one included',
        guard: app.authenticateAnyAccount,
        response: { 200: ok(ZMessageResponse) },
      },
      async (request) => okData(await logoutEverywhere(deps, request.auth!.id)),
    );

    route.post(
      '/users/change-password',
      {
        id: 'accounts.changePassword',
        summary: `Change the password (current and new; common passwords are refused). Wrong current password → 400 on currentPassword, under the login failure limit (429). Every other session ends`,
        guard: app.authenticateAnyAccount,
        body: ZChangePasswordRequest,
        response: { 200: ok(ZMessageResponse) },
        fails: [429],
      },
      async (request) =>
        okData(
          await changePassword(deps, {
            ...request.body,
            user: request.auth!.row,
            sessionId: request.auth!.sessionId,
            clientIp: request.ip,
          }),
        ),
    );

    route.get(
      '/users/me',
      {
        id: 'accounts.me',
        summary: 'The signed-in user',
        guard: app.authenticateAnyAccount,
        response: { 200: ok(ZSessionUser) },
      },
      async (request) => okData(toSessionUser(request.auth!.row)),
    );

    route.post(
      '/users/verify-email',
      {
        id: 'accounts.verifyEmail',
        summary:
          'Consume an e-mailed verification token, or one confirming a new address asked for in the profile (single use, 24 h). 400 invalid or used, 410 expired, 409 when another account took the new address meanwhile',
        body: ZTokenRequest,
        response: { 200: ok(ZMessageResponse) },
        fails: [409, 410],
        config: limit(deps.config.VERIFY_EMAIL_LIMIT, 15),
      },
      async (request) => okData(await verifyEmail(deps, request.body.token)),
    );

    route.post(
      '/users/resend-verification-email',
      {
        id: 'accounts.resendVerification',
        summary: `E-mail a new verification link to an unverified account; an unknown address gets the same answer and no e-mail. ${ACCOUNT_MAILS_PER_HOUR} e-mails per address per hour`,
        body: ZEmailRequest,
        response: { 200: ok(ZMessageResponse) },
        config: limit(5, 15),
      },
      async (request) => okData(await resendVerification(deps, request.body.email)),
    );

    route.post(
      '/users/password-reset-request',
      {
        id: 'accounts.requestPasswordReset',
        summary: `E-mail a password-reset link (1 h). Answers the same whether or not the address has an account, and after the same work; ${ACCOUNT_MAILS_PER_HOUR} e-mails per address per hour`,
        body: ZEmailRequest,
        response: { 200: ok(ZMessageResponse) },
        config: limit(5, 15),
      },
      async (request) => okData(await requestPasswordReset(deps, request.body.email)),
    );

    route.post(
      '/users/password-reset',
      {
        id: 'accounts.resetPassword',
        summary:
          'Set a new password with the e-mailed token (single use; a common password is refused without using it up). Ends every session of the account',
        body: ZPasswordResetRequest,
        response: { 200: ok(ZMessageResponse) },
        fails: [410],
        config: limit(10, 15),
      },
      async (request) => okData(await resetPassword(deps, request.body)),
    );

    route.post(
      '/crm/login',
      {
        id: 'crm.login',
        summary:
          'Sign in to the CRM area as a customer (any verified account); answers the crmToken and crmCustomer, good for /api/crm-area only',
        body: ZLoginRequest,
        response: { 200: ok(ZCrmLoginResponse) },
        fails: [401, 403, 429],
      },
      async (request) => okData(await crmLogin(deps, { ...request.body, clientIp: request.ip })),
    );
  };
