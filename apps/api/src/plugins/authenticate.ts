import { and, eq, gt, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { STAFF_ROLE, type AccountRole } from '@immora/shared/roles';
import { sessions } from '../db/schema/auth.ts';
import { AppError } from '../lib/errors.ts';
import { STAFF_REFUSED } from '../lib/staff-refusal.ts';
import { verifySessionToken } from '../lib/tokens.ts';
import { subscriptionsRepository } from '../modules/subscriptions/subscriptions.repository.ts';
import { usersRepository, type UserRow } from '../modules/users/users.repository.ts';

export type AuthUser = { id: string; role: AccountRole; sessionId: string; row: UserRow };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET whose answer hands out credentials or single-use state: never stored by a cache. */
    noStore?: boolean;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook: a valid bearer token of a live session of an existing, verified user. Routes
     * use it as `onRequest` (never preHandler) so a guest gets 401 before its body is read.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * onRequest hook: like `authenticate`, staff too — for the calls of one's own session and account
     * (me, sign-out, language, password). Every other signed-in route refuses staff (decision 076).
     */
    authenticateAnyAccount: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook factory: authenticate, then one of these roles ('staff' for the staff routes). */
    requireRole: (...roles: AccountRole[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: authenticate, then an active subscription (spec 1 §4 'Subscription gating'). */
    requireSubscription: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: the signed-in user when a valid session is sent, a guest otherwise (never refuses). */
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The user of a live session token (401/403 AppError otherwise): the Socket.IO handshake uses it. */
    userOfToken: (token: string, kind?: 'web' | 'crm') => Promise<AuthUser>;
    /**
     * onRequest hook of the CRM area (decision 038): a live CRM session (`POST /api/crm/login`);
     * a web session's token is refused, and a CRM token opens nothing else.
     */
    requireCrmSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
/** What a guard asks of a caller: a session ('required': 401/403 otherwise) or none ('optional'). */
export type GuardKind = 'required' | 'optional';
const GUARD = Symbol('guard');

/** Marks an onRequest hook as a guard, so the OpenAPI document derives `security` and 401/403 from it. */
export const asGuard = <H extends Hook>(hook: H, kind: GuardKind = 'required') =>
  Object.assign(hook, { [GUARD]: kind });

/** The strictest guard among a route's onRequest hooks, or null for a public route. */
export function guardOf(onRequest: unknown): GuardKind | null {
  const hooks = (Array.isArray(onRequest) ? onRequest : [onRequest]) as Array<{ [GUARD]?: GuardKind } | undefined>;
  const kinds = hooks.map((hook) => hook?.[GUARD]);
  return kinds.includes('required') ? 'required' : kinds.includes('optional') ? 'optional' : null;
}

/**
 * The signed-in user of a request, or an AppError (401/403) for the handler to answer. Answers
 * that may carry a user's data or credentials are `Cache-Control: no-store`: any request that had
 * a valid session, every write (sign-in, sign-up and token answers are POSTs), and GETs marked
 * `config: { noStore: true }`. Public GETs (search, listings) keep their cache headers.
 */
export const authenticatePlugin = fp(async (app) => {
  const users = usersRepository(app.database.db);
  const subscriptions = subscriptionsRepository(app.database.db);
  app.decorateRequest('auth', null);
  app.addHook('onSend', async (request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (request.auth || !isRead || request.routeOptions.config?.noStore) reply.header('cache-control', 'no-store');
  });

  const userOfToken = async (token: string, kind: 'web' | 'crm' = 'web'): Promise<AuthUser> => {
    const claims = await verifySessionToken(app.config.JWT_SECRET, token);
    if (!claims || claims.kind !== kind) throw AppError.unauthorized(AUTH_MESSAGES.sessionInvalid);
    // Sign-up's token (decision 043) is of no session, and is refused alike whether the address was
    // new or already had an account: 'verify' until the account exists verified, then 'sign in'.
    if (claims.pending) {
      const user = await users.byId(claims.sub);
      if (user?.isVerified) throw AppError.unauthorized(AUTH_MESSAGES.sessionInvalid);
      throw AppError.forbidden(AUTH_MESSAGES.notVerified);
    }
    const [session] = await app.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, claims.jti),
          eq(sessions.userId, claims.sub),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      );
    const row = session ? await users.byId(claims.sub) : null;
    // A closed or suspended account's sessions were all revoked; this holds even for one opened a moment before.
    if (!row || row.closedAt || row.suspendedAt) throw AppError.unauthorized(AUTH_MESSAGES.sessionInvalid);
    if (!row.isVerified) throw AppError.forbidden(AUTH_MESSAGES.notVerified);
    return { id: row.id, role: row.role, sessionId: claims.jti, row };
  };
  app.decorate('userOfToken', userOfToken);

  const authenticate = async (
    request: FastifyRequest,
    kind: 'web' | 'crm' = 'web',
    staff: 'refuse' | 'allow' = 'refuse',
  ) => {
    if (!request.auth) {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw AppError.unauthorized();
      request.auth = await userOfToken(match[1]!, kind);
    }
    if (staff === 'refuse' && request.auth.role === STAFF_ROLE) throw AppError.forbidden(STAFF_REFUSED);
  };

  app.decorate(
    'authenticate',
    asGuard(async (request: FastifyRequest) => authenticate(request)),
  );
  app.decorate(
    'authenticateAnyAccount',
    asGuard(async (request: FastifyRequest) => authenticate(request, 'web', 'allow')),
  );
  app.decorate('requireRole', (...roles: AccountRole[]) =>
    asGuard(async (request: FastifyRequest) => {
      await authenticate(request, 'web', 'allow');
      if (!roles.includes(request.auth!.role)) throw AppError.forbidden('Your account type cannot do this.');
    }),
  );
  app.decorate(
    'requireSubscription',
    asGuard(async (request: FastifyRequest) => {
      await authenticate(request);
      const status = await subscriptions.status(request.auth!.id);
      if (!status.isActive) throw new AppError(403, 'FORBIDDEN', AUTH_MESSAGES.subscriptionRequired);
    }),
  );
  app.decorate(
    'requireCrmSession',
    asGuard(async (request: FastifyRequest) => authenticate(request, 'crm')),
  );
  app.decorate(
    'identify',
    asGuard(
      async (request: FastifyRequest) => authenticate(request, 'web', 'allow').catch(() => undefined),
      'optional',
    ),
  );
});
