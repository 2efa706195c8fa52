import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboardStats, ZUpcomingAppointments } from '@immora/shared/dashboards';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { dashboardsRepository } from './dashboards.repository.ts';
import { dashboardStats, upcomingAppointments } from './dashboards.service.ts';
import { readerLanguage } from '../../lib/reader-language.ts';
import { marketplaceRole } from '../../lib/staff-refusal.ts';

/** The figures of the working areas' homes (spec 2 §2). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const repo = dashboardsRepository(app.database.db);

  route.get(
    '/dashboard/stats',
    {
      id: 'dashboards.stats',
      summary:
        "My home's figures: saved searches, favourites and viewings I booked; for agents, private sellers and agencies their listings (all, published), views, leads and the viewings booked on them; for an agency its agents and the licence seats of its paid plans",
      guard: app.authenticate,
      response: { 200: ok(ZDashboardStats) },
    },
    async (request) =>
      okData(await dashboardStats({ repo, user: { id: request.auth!.id, role: marketplaceRole(request.auth!) } })),
  );

  route.get(
    '/dashboard/upcoming',
    {
      id: 'dashboards.upcoming',
      summary:
        "My home's next viewings (pending or confirmed, soonest first, at most four): booked by me or on a listing I work on",
      guard: app.authenticate,
      response: { 200: ok(ZUpcomingAppointments) },
    },
    async (request, reply) =>
      okData(
        await upcomingAppointments(
          { repo, user: { id: request.auth!.id, role: marketplaceRole(request.auth!) } },
          readerLanguage(request, reply),
        ),
      ),
  );
};
