import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCalendarSyncStatus } from '@immora/shared/calendar-sync';
import { ok, okData } from '../../lib/reply.ts';
import { appointmentsRepository } from '../appointments/appointments.repository.ts';
import { calendarSyncRepository } from './calendar-sync.repository.ts';
import { calendarStatus, disconnectCalendar, retryCalendar } from './calendar-settings.service.ts';
import type { Calendars } from './calendars.ts';

const tags = ['calendar'];

/** The signed-in user's calendar sync (decision 025): its state, disconnecting, trying failed changes again. */
export const calendarSettingsRoutes =
  (calendars: Calendars): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = {
      db: app.database.db,
      calendars,
      sync: calendarSyncRepository(app.database.db),
      repo: appointmentsRepository(app.database.db),
      publicUrl: app.config.PUBLIC_URL,
      mailFrom: app.config.MAIL_FROM,
    };
    const response = { 200: ok(ZCalendarSyncStatus) };

    app.get(
      '/users/me/calendar',
      {
        onRequest: app.authenticate,
        schema: {
          operationId: 'calendar.syncStatus',
          tags,
          summary:
            'Which connected calendar my confirmed viewings go to (Google first when both are), the last sync and its last error',
          response,
        },
      },
      async (request) => okData(await calendarStatus(deps, request.auth!.id)),
    );

    app.delete(
      '/users/me/calendar',
      {
        onRequest: app.authenticate,
        schema: {
          operationId: 'calendar.disconnect',
          tags,
          summary: 'Disconnect my Google and Outlook calendars (events already made stay there)',
          response,
        },
      },
      async (request) => okData(await disconnectCalendar(deps, request.auth!.id)),
    );

    app.post(
      '/users/me/calendar/retry',
      {
        onRequest: app.authenticate,
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: {
          operationId: 'calendar.retrySync',
          tags,
          summary: 'Send again to my calendar the changes of recent and upcoming viewings that did not reach it',
          response,
        },
      },
      async (request) => okData(await retryCalendar(deps, request.auth!.id)),
    );
  };
