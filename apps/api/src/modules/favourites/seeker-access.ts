import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asGuard } from '../../plugins/authenticate.ts';

/**
 * Favourites and saved searches (spec 1 §2): free for buyers; for individual agents they sit on
 * subscription-gated pages (dashboard-my-favourites, dashboard-saved-search), so the server
 * gates them the same way. Other roles have no such pages.
 */
export const seekerAccess = (app: FastifyInstance) =>
  asGuard(async (request: FastifyRequest) => {
    await app.requireRole('buyer', 'individual')(request, undefined as never);
    if (request.auth!.role === 'individual') await app.requireSubscription(request, undefined as never);
  });
