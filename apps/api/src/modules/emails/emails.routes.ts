import { readerLanguage } from '../../lib/reader-language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZEmailPreview,
  ZEmailPreviewRequest,
  ZEmailRecipient,
  ZEmailRecipientsQuery,
  ZEmailSendRequest,
  ZEmailSendResult,
  ZEmailTemplate,
  ZEmailTemplateRequest,
  ZEmailTemplatesQuery,
  ZSentEmail,
  ZSentEmailsQuery,
} from '@immora/shared/emails';
import { listPage } from '@immora/shared/list-query';
import { ZIdParams } from '@immora/shared/professionals';
import { z } from 'zod';
import { intervalWorker } from '../../lib/interval-worker.ts';
import type { Mailer } from '../../lib/mail.ts';
import { ok, okData, withExample } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { sweepStaleContactMail } from './contact-mail.ts';
import { emailTemplatesRepository } from './email-templates.repository.ts';
import {
  createTemplate,
  deleteTemplate,
  listRecipients,
  listSent,
  listTemplates,
  preview,
  send,
  updateTemplate,
  type EmailsDeps,
} from './emails.service.ts';
import { recipientSources } from './recipient-sources.ts';
import { sentEmailsRepository } from './sent-emails.repository.ts';
import { readStop, stop, stopLinks, type StopDeps } from './stop-links.ts';
import { ZEmailStop, ZEmailStopQuery } from '@immora/shared/email-stop';

const template = {
  name: 'Viewing follow-up',
  subject: 'Your visit of {{propertyTitle}}',
  body: 'Dear {{firstName}},\n\nThank you for your interest in {{propertyTitle}}.\n\nKind regards,\n{{senderName}}\n{{agencyName}}',
};

/**
 * E-mails to contacts (issue 15, decision 034): an agent's or agency's templates, its recipients
 * (leads and customers, `recipient-sources.ts`), preview, send and the sent log. Every route is
 * the user's own (role individual or agency with an active subscription); another user's
 * template or recipient is 404.
 */
export const emailRoutes =
  (mailer: Mailer): FastifyPluginAsyncZod =>
  async (app) => {
    const route = declareRoutes(app);
    const db = app.database.db;
    const stopDeps: StopDeps = { db, secret: app.config.JWT_SECRET, publicUrl: app.config.PUBLIC_URL };
    const deps: EmailsDeps = {
      db,
      mailer,
      templates: emailTemplatesRepository(db),
      sent: sentEmailsRepository(db),
      recipients: recipientSources(db),
      stopLinks: stopLinks(stopDeps),
    };
    const guard = [app.requireRole('individual', 'agency'), app.requireSubscription];

    // What a stopped node left queued is sent by the next sweep, on any node.
    const sweep = intervalWorker('contact e-mail sweep', () => sweepStaleContactMail(deps), app);
    app.addHook('onReady', async () => sweep.start(app.config.CONTACT_MAIL_SECONDS));
    app.addHook('onClose', async () => sweep.stop());

    route.get(
      '/emails/recipients',
      {
        id: 'emails.listRecipients',
        summary:
          'People I may e-mail (my leads and the customers who booked viewings), newest first; search a name, e-mail or listing',
        guard: guard,
        querystring: ZEmailRecipientsQuery,
        response: { 200: ok(listPage(ZEmailRecipient)) },
      },
      async (request, reply) =>
        okData(await listRecipients(deps, request.auth!.id, request.query, readerLanguage(request, reply))),
    );

    route.get(
      '/emails/templates',
      {
        id: 'emails.listTemplates',
        summary: 'My e-mail templates, by name; search a name or subject',
        guard: guard,
        querystring: ZEmailTemplatesQuery,
        response: { 200: ok(listPage(ZEmailTemplate)) },
      },
      async (request) => okData(await listTemplates(deps, request.auth!.id, request.query)),
    );

    route.post(
      '/emails/templates',
      {
        id: 'emails.createTemplate',
        summary: 'Save a template; unknown {{placeholders}} are 400, a name I already use is 409',
        guard: guard,
        body: withExample(ZEmailTemplateRequest, template),
        response: { 201: ok(ZEmailTemplate) },
        fails: [409],
      },
      async (request, reply) =>
        reply.status(201).send(okData(await createTemplate(deps, request.auth!.id, request.body))),
    );

    route.put(
      '/emails/templates/:id',
      {
        id: 'emails.updateTemplate',
        summary: "Change one of my templates (another user's is 404)",
        guard: guard,
        params: ZIdParams,
        body: withExample(ZEmailTemplateRequest, template),
        response: { 200: ok(ZEmailTemplate) },
        fails: [404, 409],
      },
      async (request) => okData(await updateTemplate(deps, request.auth!.id, request.params.id, request.body)),
    );

    route.delete(
      '/emails/templates/:id',
      {
        id: 'emails.deleteTemplate',
        summary: 'Delete one of my templates (the sent log keeps what was sent)',
        guard: guard,
        params: ZIdParams,
        response: { 200: ok(z.object({ id: z.string() })) },
        fails: [404],
      },
      async (request) => okData(await deleteTemplate(deps, request.auth!.id, request.params.id)),
    );

    route.post(
      '/emails/preview',
      {
        id: 'emails.preview',
        summary: 'A template, or a subject and body, as one of my recipients would read it (text and HTML)',
        guard: guard,
        body: ZEmailPreviewRequest,
        response: { 200: ok(ZEmailPreview) },
        fails: [404],
      },
      async (request) => okData(await preview(deps, request.auth!.row, request.body)),
    );

    route.post(
      '/emails/send',
      {
        id: 'emails.send',
        summary: `E-mail 1 to 50 of my recipients from a template or a subject and body; one sent-log row each, Reply-To my address. At most 200 recipients per hour (429 says when to try again)`,
        guard: guard,
        body: withExample(ZEmailSendRequest, {
          templateId: '0f8c0a52-4a8e-4f55-9e51-3c3c2b0c8a11',
          recipients: [{ kind: 'lead', id: '5b0e5d4c-7c55-4d8e-9a33-2f6f0e2d7b90' }],
        }),
        response: { 200: ok(ZEmailSendResult) },
        fails: [404, 429],
      },
      async (request) => okData(await send(deps, request.auth!.row, request.body)),
    );

    // The stop link of every e-mail to a contact (decision 062): no session, signed, idempotent.
    // RFC 8058: mail clients POST 'List-Unsubscribe=One-Click' as a form to the header's address.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const stopRoutes = {
      get: {
        id: 'emails.readStop',
        summary:
          "What an e-mail's stop link asks: the sender (an agency or agent) and the address, and whether it is done; changes nothing",
        handle: readStop,
      },
      post: {
        id: 'emails.stop',
        summary:
          "Follow an e-mail's stop link (also the one-click List-Unsubscribe, RFC 8058): the address joins the sender's refusals, so it is e-mailed no more; idempotent, no session",
        handle: stop,
      },
    } as const;
    for (const method of ['get', 'post'] as const) {
      const { id, summary, handle } = stopRoutes[method];
      route[method](
        '/emails/stop',
        {
          id,
          summary,
          querystring: ZEmailStopQuery,
          response: { 200: ok(ZEmailStop) },
          fails: [404],
          config: { noStore: true },
        },
        async (request) => okData(await handle(stopDeps, request.query.token)),
      );
    }

    route.get(
      '/emails/sent',
      {
        id: 'emails.listSent',
        summary: 'My sent log: one row per recipient with its status, newest first; filter by status, search',
        guard: guard,
        querystring: ZSentEmailsQuery,
        response: { 200: ok(listPage(ZSentEmail)) },
      },
      async (request) => okData(await listSent(deps, request.auth!.id, request.query)),
    );
  };
