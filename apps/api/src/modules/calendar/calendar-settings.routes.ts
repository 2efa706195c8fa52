import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCalendarSyncStatus } from '@immora/shared/calendar-sync';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { appointmentsRepository } from '../appointments/appointments.repository.ts';
import { calendarSyncRepository } from './calendar-sync.repository.ts';
import { calendarStatus, disconnectCalendar, retryCalendar } from './calendar-settings.service.ts';
import type { Calendars } from './calendars.ts';

/** The signed-in user's calendar sync (decision 025): its state, disconnecting, trying failed changes again. */
export const calendarSettingsRoutes =
  (calendars: Calendars): FastifyPluginAsyncZod =>
  async (app) => {
    const route = declareRoutes(app);
    const deps = {
      db: app.database.db,
      calendars,
      sync: calendarSyncRepository(app.database.db),
      repo: appointmentsRepository(app.database.db),
      publicUrl: app.config.PUBLIC_URL,
      mailFrom: app.config.MAIL_FROM,
    };
    const response = { 200: ok(ZCalendarSyncStatus) };

    route.get(
      '/users/me/calendar',
      {
        id: 'calendar.syncStatus',
        summary:
          'Which connected calendar my confirmed viewings go to (Google first when both are), the last sync and its last error',
        guard: app.authenticate,
        response,
      },
      async (request) => okData(await calendarStatus(deps, request.auth!.id)),
    );

    route.delete(
      '/users/me/calendar',
      {
        id: 'calendar.disconnect',
        summary: 'Disconnect my Google and Outlook calendars (events already made stay there)',
        guard: app.authenticate,
        response,
      },
      async (request) => okData(await disconnectCalendar(deps, request.auth!.id)),
    );

    route.post(
      '/users/me/calendar/retry',
      {
        id: 'calendar.retrySync',
        summary: 'Send again to my calendar the changes of recent and upcoming viewings that did not reach it',
        guard: app.authenticate,
        response,
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      },
      async (request) => okData(await retryCalendar(deps, request.auth!.id)),
    );
  };
