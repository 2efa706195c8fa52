import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerLanguage } from '../../lib/reader-language.ts';
import {
  ZAppointment,
  ZAppointmentIdParams,
  ZAppointmentsQuery,
  ZBookingRequest,
  ZFeedLink,
  ZFeedParams,
  ZFeedStatus,
  ZFreeSlots,
  ZRescheduleRequest,
  ZSharedProfile,
  ZStatusUpdateRequest,
} from '@immora/shared/appointments';
import { listPage } from '@immora/shared/list-query';
import { ZMessageResponse } from '@immora/shared/auth';
import { ZPropertyIdParams } from '@immora/shared/properties';
import type { Mailer } from '../../lib/mail.ts';
import type { Calendars } from '../calendar/calendars.ts';
import { fails, ok, okData, withExample } from '../../lib/reply.ts';
import { workingHoursRepository } from '../profiles/working-hours.repository.ts';
import { usersRepository } from '../users/users.repository.ts';
import { createFeed, feedCalendar, feedStatus, revokeFeed } from './appointment-feed.service.ts';
import { appointmentFeedsRepository } from './appointment-feeds.repository.ts';
import { sharedProfile } from './appointment-profile.service.ts';
import { appointmentsRepository } from './appointments.repository.ts';
import {
  book,
  cancel,
  getAppointment,
  ownerAppointments,
  reschedule,
  seekerAppointments,
  slotsOf,
  updateStatus,
} from './appointments.service.ts';

const tags = ['appointments'];

/**
 * Viewing appointments (decision 021). Seekers book and cancel; owners (individual, pseller,
 * agency: their appointment pages are subscription-gated) list, confirm, complete, cancel and
 * reschedule. Only the two parties can read or change an appointment; anyone else gets 404.
 */
export const appointmentRoutes =
  (mailer: Mailer, calendars?: Calendars): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = {
      db: app.database.db,
      repo: appointmentsRepository(app.database.db),
      calendars,
      workingWeek: (userId: string) => workingHoursRepository(app.database.db).week(userId),
      mailer,
      publicUrl: app.config.PUBLIC_URL,
      mailFrom: app.config.MAIL_FROM,
    };
    const feedDeps = {
      ...deps,
      feeds: appointmentFeedsRepository(app.database.db),
      users: usersRepository(app.database.db),
    };
    const owner = [app.requireRole('pseller', 'individual', 'agency'), app.requireSubscription];
    const list = listPage(ZAppointment);

    app.get(
      '/properties/:id/slots',
      {
        onRequest: app.identify,
        schema: {
          operationId: 'appointments.slots',
          tags,
          summary: `A published listing's free viewing slots for the coming four weeks (its weekly hours in Belgian time, minus booked slots and the past)`,
          params: ZPropertyIdParams,
          response: { 200: ok(ZFreeSlots), ...fails(404) },
        },
      },
      async (request) => okData(await slotsOf(deps, request.params.id, request.auth?.id ?? null)),
    );

    app.post(
      '/appointments',
      {
        onRequest: app.authenticate,
        schema: {
          operationId: 'appointments.book',
          tags,
          summary:
            "Book one of a listing's free slots (pending until the owner confirms); a taken slot or a second open booking of the listing is 409",
          body: withExample(ZBookingRequest, {
            propertyId: '6f1c2f9e-2b7a-4c53-9a51-0c2f3f7f2a10',
            startsAt: '2026-12-01T09:00:00.000Z',
            visitType: 'inPerson',
            profileShared: true,
            message: 'Could we also see the cellar?',
          }),
          response: { 201: ok(ZAppointment), ...fails(403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(okData(await book(deps, request.auth!.id, request.body, readerLanguage(request, reply)))),
    );

    app.get(
      '/appointments',
      {
        onRequest: owner,
        schema: {
          operationId: 'appointments.listOwned',
          tags,
          summary:
            'Appointments of the listings I work on (owned, assigned to me, of my agency): soonest first; status, upcoming or past; search a name or title',
          querystring: ZAppointmentsQuery,
          response: { 200: ok(list) },
        },
      },
      async (request, reply) =>
        okData(
          await ownerAppointments(deps, request.auth!.id, request.query, undefined, readerLanguage(request, reply)),
        ),
    );

    app.get(
      '/my-properties/:id/appointments',
      {
        onRequest: owner,
        schema: {
          operationId: 'appointments.listForProperty',
          tags,
          summary: "One of my listings' appointments (404 for a listing I do not work on)",
          params: ZPropertyIdParams,
          querystring: ZAppointmentsQuery,
          response: { 200: ok(list), ...fails(404) },
        },
      },
      async (request, reply) =>
        okData(
          await ownerAppointments(
            deps,
            request.auth!.id,
            request.query,
            request.params.id,
            readerLanguage(request, reply),
          ),
        ),
    );

    app.get(
      '/appointments/booked',
      {
        onRequest: app.authenticate,
        schema: {
          operationId: 'appointments.listBooked',
          tags,
          summary: 'The viewings I booked: soonest first; status, upcoming or past; search a title or agent',
          querystring: ZAppointmentsQuery,
          response: { 200: ok(list) },
        },
      },
      async (request, reply) =>
        okData(await seekerAppointments(deps, request.auth!.id, request.query, readerLanguage(request, reply))),
    );

    app.get(
      '/appointments/feed',
      {
        onRequest: app.authenticate,
        schema: {
          operationId: 'appointments.feedStatus',
          tags,
          summary: 'Whether I have a private calendar feed address (the address itself is shown only when made)',
          response: { 200: ok(ZFeedStatus) },
        },
      },
      async (request) => okData(await feedStatus(feedDeps, request.auth!.id)),
    );

    app.post(
      '/appointments/feed',
      {
        onRequest: app.authenticate,
        schema: {
          operationId: 'appointments.createFeed',
          tags,
          summary: 'A new private iCalendar feed address of my appointments; an earlier address stops working',
          response: { 201: ok(ZFeedLink) },
        },
      },
      async (request, reply) => reply.status(201).send(okData(await createFeed(feedDeps, request.auth!.id))),
    );

    app.delete(
      '/appointments/feed',
      {
        onRequest: app.authenticate,
        schema: {
          operationId: 'appointments.revokeFeed',
          tags,
          summary: 'Stop my calendar feed: its address answers 404 from now on',
          response: { 200: ok(ZMessageResponse) },
        },
      },
      async (request) => okData(await revokeFeed(feedDeps, request.auth!.id)),
    );

    app.get(
      '/appointment-feeds/:file',
      {
        config: { noStore: true, rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: {
          operationId: 'appointments.feed',
          tags,
          summary:
            'A private iCalendar feed (text/calendar) of one user’s appointments, for calendar apps to subscribe to; the unguessable address is the key',
          // text/calendar, or 404 in the JSON error shape for an unknown or stopped address.
          params: ZFeedParams,
        },
      },
      async (request, reply) =>
        reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="immora-appointments.ics"')
          .send(await feedCalendar(feedDeps, request.params.file)),
    );

    app.get(
      '/appointments/:id',
      {
        onRequest: app.authenticate,
        schema: {
          operationId: 'appointments.get',
          tags,
          summary: 'One appointment, for its two parties only',
          params: ZAppointmentIdParams,
          response: { 200: ok(ZAppointment), ...fails(404) },
        },
      },
      async (request, reply) =>
        okData(await getAppointment(deps, request.params.id, request.auth!.id, readerLanguage(request, reply))),
    );

    app.get(
      '/appointments/:id/profile',
      {
        onRequest: owner,
        schema: {
          operationId: 'appointments.sharedProfile',
          tags,
          summary:
            "The profile the client shared with this booking (name, e-mail, phone, picture), for the listing's side; 403 when it was not shared",
          params: ZAppointmentIdParams,
          response: { 200: ok(ZSharedProfile), ...fails(403, 404) },
        },
      },
      async (request) => okData(await sharedProfile(deps, { id: request.params.id, userId: request.auth!.id })),
    );

    app.patch(
      '/appointments/:id/status',
      {
        onRequest: owner,
        schema: {
          operationId: 'appointments.setStatus',
          tags,
          summary:
            'The owner confirms (before its time), completes (once its time has come) or cancels an appointment; other transitions are 409',
          params: ZAppointmentIdParams,
          body: withExample(ZStatusUpdateRequest, { status: 'confirmed' }),
          response: { 200: ok(ZAppointment), ...fails(404, 409) },
        },
      },
      async (request, reply) =>
        okData(
          await updateStatus(deps, {
            id: request.params.id,
            userId: request.auth!.id,
            ...request.body,
            language: readerLanguage(request, reply),
          }),
        ),
    );

    app.patch(
      '/appointments/:id/schedule',
      {
        onRequest: owner,
        schema: {
          operationId: 'appointments.reschedule',
          tags,
          summary:
            "The owner moves a pending or confirmed appointment to another of the listing's free slots (confirms it)",
          params: ZAppointmentIdParams,
          body: withExample(ZRescheduleRequest, { startsAt: '2026-12-02T14:00:00.000Z' }),
          response: { 200: ok(ZAppointment), ...fails(404, 409) },
        },
      },
      async (request, reply) =>
        okData(
          await reschedule(deps, {
            id: request.params.id,
            userId: request.auth!.id,
            ...request.body,
            language: readerLanguage(request, reply),
          }),
        ),
    );

    app.post(
      '/appointments/:id/cancel',
      {
        onRequest: app.authenticate,
        schema: {
          operationId: 'appointments.cancel',
          tags,
          summary: 'Either party cancels a pending or confirmed appointment; both receive the cancellation',
          params: ZAppointmentIdParams,
          response: { 200: ok(ZAppointment), ...fails(404, 409) },
        },
      },
      async (request, reply) =>
        okData(
          await cancel(deps, {
            id: request.params.id,
            userId: request.auth!.id,
            language: readerLanguage(request, reply),
          }),
        ),
    );
  };
