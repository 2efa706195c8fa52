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
import { ok, okData, withExample } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
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

/**
 * Viewing appointments (decision 021). Seekers book and cancel; owners (individual, pseller,
 * agency: their appointment pages are subscription-gated) list, confirm, complete, cancel and
 * reschedule. Only the two parties can read or change an appointment; anyone else gets 404.
 */
export const appointmentRoutes =
  (mailer: Mailer, calendars?: Calendars): FastifyPluginAsyncZod =>
  async (app) => {
    const route = declareRoutes(app);
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

    route.get(
      '/properties/:id/slots',
      {
        id: 'appointments.slots',
        summary: `A published listing's free viewing slots for the coming four weeks (its weekly hours in Belgian time, minus booked slots and the past)`,
        guard: app.identify,
        params: ZPropertyIdParams,
        response: { 200: ok(ZFreeSlots) },
        fails: [404],
      },
      async (request) => okData(await slotsOf(deps, request.params.id, request.auth?.id ?? null)),
    );

    route.post(
      '/appointments',
      {
        id: 'appointments.book',
        summary:
          "Book one of a listing's free slots (pending until the owner confirms); a taken slot or a second open booking of the listing is 409",
        guard: app.authenticate,
        body: withExample(ZBookingRequest, {
          propertyId: '6f1c2f9e-2b7a-4c53-9a51-0c2f3f7f2a10',
          startsAt: '2026-12-01T09:00:00.000Z',
          visitType: 'inPerson',
          profileShared: true,
          message: 'Could we also see the cellar?',
        }),
        response: { 201: ok(ZAppointment) },
        fails: [403, 404, 409],
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(okData(await book(deps, request.auth!.id, request.body, readerLanguage(request, reply)))),
    );

    route.get(
      '/appointments',
      {
        id: 'appointments.listOwned',
        summary:
          'Appointments of the listings I work on (owned, assigned to me, of my agency): soonest first; status, upcoming or past; search a name or title',
        guard: owner,
        querystring: ZAppointmentsQuery,
        response: { 200: ok(list) },
      },
      async (request, reply) =>
        okData(
          await ownerAppointments(deps, request.auth!.id, request.query, undefined, readerLanguage(request, reply)),
        ),
    );

    route.get(
      '/my-properties/:id/appointments',
      {
        id: 'appointments.listForProperty',
        summary: "One of my listings' appointments (404 for a listing I do not work on)",
        guard: owner,
        params: ZPropertyIdParams,
        querystring: ZAppointmentsQuery,
        response: { 200: ok(list) },
        fails: [404],
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

    route.get(
      '/appointments/booked',
      {
        id: 'appointments.listBooked',
        summary: 'The viewings I booked: soonest first; status, upcoming or past; search a title or agent',
        guard: app.authenticate,
        querystring: ZAppointmentsQuery,
        response: { 200: ok(list) },
      },
      async (request, reply) =>
        okData(await seekerAppointments(deps, request.auth!.id, request.query, readerLanguage(request, reply))),
    );

    route.get(
      '/appointments/feed',
      {
        id: 'appointments.feedStatus',
        summary: 'Whether I have a private calendar feed address (the address itself is shown only when made)',
        guard: app.authenticate,
        response: { 200: ok(ZFeedStatus) },
      },
      async (request) => okData(await feedStatus(feedDeps, request.auth!.id)),
    );

    route.post(
      '/appointments/feed',
      {
        id: 'appointments.createFeed',
        summary: 'A new private iCalendar feed address of my appointments; an earlier address stops working',
        guard: app.authenticate,
        response: { 201: ok(ZFeedLink) },
      },
      async (request, reply) => reply.status(201).send(okData(await createFeed(feedDeps, request.auth!.id))),
    );

    route.delete(
      '/appointments/feed',
      {
        id: 'appointments.revokeFeed',
        summary: 'Stop my calendar feed: its address answers 404 from now on',
        guard: app.authenticate,
        response: { 200: ok(ZMessageResponse) },
      },
      async (request) => okData(await revokeFeed(feedDeps, request.auth!.id)),
    );

    route.get(
      '/appointment-feeds/:file',
      {
        id: 'appointments.feed',
        summary:
          'A private iCalendar feed (text/calendar) of one user’s appointments, for calendar apps to subscribe to; the unguessable address is the key',
        // text/calendar, or 404 in the JSON error shape for an unknown or stopped address.
        params: ZFeedParams,
        config: { noStore: true, rateLimit: { max: 60, timeWindow: 60_000 } },
      },
      async (request, reply) =>
        reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="immora-appointments.ics"')
          .send(await feedCalendar(feedDeps, request.params.file)),
    );

    route.get(
      '/appointments/:id',
      {
        id: 'appointments.get',
        summary: 'One appointment, for its two parties only',
        guard: app.authenticate,
        params: ZAppointmentIdParams,
        response: { 200: ok(ZAppointment) },
        fails: [404],
      },
      async (request, reply) =>
        okData(await getAppointment(deps, request.params.id, request.auth!.id, readerLanguage(request, reply))),
    );

    route.get(
      '/appointments/:id/profile',
      {
        id: 'appointments.sharedProfile',
        summary:
          "The profile the client shared with this booking (name, e-mail, phone, picture), for the listing's side; 403 when it was not shared",
        guard: owner,
        params: ZAppointmentIdParams,
        response: { 200: ok(ZSharedProfile) },
        fails: [403, 404],
      },
      async (request) => okData(await sharedProfile(deps, { id: request.params.id, userId: request.auth!.id })),
    );

    route.patch(
      '/appointments/:id/status',
      {
        id: 'appointments.setStatus',
        summary:
          'The owner confirms (before its time), completes (once its time has come) or cancels an appointment; other transitions are 409',
        guard: owner,
        params: ZAppointmentIdParams,
        body: withExample(ZStatusUpdateRequest, { status: 'confirmed' }),
        response: { 200: ok(ZAppointment) },
        fails: [404, 409],
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

    route.patch(
      '/appointments/:id/schedule',
      {
        id: 'appointments.reschedule',
        summary:
          "The owner moves a pending or confirmed appointment to another of the listing's free slots (confirms it)",
        guard: owner,
        params: ZAppointmentIdParams,
        body: withExample(ZRescheduleRequest, { startsAt: '2026-12-02T14:00:00.000Z' }),
        response: { 200: ok(ZAppointment) },
        fails: [404, 409],
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

    route.post(
      '/appointments/:id/cancel',
      {
        id: 'appointments.cancel',
        summary: 'Either party cancels a pending or confirmed appointment; both receive the cancellation',
        guard: app.authenticate,
        params: ZAppointmentIdParams,
        response: { 200: ok(ZAppointment) },
        fails: [404, 409],
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
