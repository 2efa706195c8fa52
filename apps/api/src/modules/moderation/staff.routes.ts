import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAuditPage,
  ZAuditQuery,
  ZCaseActionRequest,
  ZProfessionalVerification,
  ZStaffCaseDetail,
  ZStaffProfessionals,
  ZStaffProfessionalsQuery,
  ZStaffQueue,
  ZStaffQueueQuery,
  ZVerificationRequest,
} from '@immora/shared/trust';
import { STAFF_ROLE } from '@immora/shared/roles';
import type { Mailer } from '../../lib/mail.ts';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { usersRepository } from '../users/users.repository.ts';
import { auditRepository } from './audit.repository.ts';
import { actOnCase } from './case-actions.service.ts';
import { caseDetail } from './case-detail.service.ts';
import { setVerification } from './professional-verification.ts';
import { staffCasesRepository } from './staff-cases.repository.ts';
import { staffProfessionals } from './staff-professionals.repository.ts';

const ZCaseParams = z.object({ id: z.uuid({ error: 'Case not found' }) });
const ZUserParams = z.object({ userId: z.uuid({ error: 'Professional not found' }) });

/** The staff back office (decision 076): role staff only; nothing here is a marketplace route. */
export const staffRoutes =
  (mailer: Mailer): FastifyPluginAsyncZod =>
  async (app) => {
    const route = declareRoutes(app);
    const guard = app.requireRole(STAFF_ROLE);
    const db = app.database.db;
    const users = usersRepository(db);
    const repo = staffCasesRepository(db);
    const audit = auditRepository(db);

    route.get(
      '/staff/cases',
      {
        id: 'staff.queue',
        summary:
          'The queue: open and appealed cases, most serious then newest first (filter by status, report reason or signal kind)',
        guard,
        querystring: ZStaffQueueQuery,
        response: { 200: ok(ZStaffQueue) },
      },
      async (request) => okData(await repo.queue(request.query)),
    );

    route.get(
      '/staff/cases/:id',
      {
        id: 'staff.getCase',
        summary:
          "A case: the listing, its owner's history, the reports, the signals with their evidence, listings sharing a photo or phone number, the decision, the appeal and the audit rows",
        guard,
        params: ZCaseParams,
        response: { 200: ok(ZStaffCaseDetail) },
        fails: [404],
      },
      async (request) => okData(await caseDetail({ db, repo, audit, users }, request.params.id)),
    );

    route.post(
      '/staff/cases/:id/actions',
      {
        id: 'staff.actOnCase',
        summary:
          'Decide: dismiss, ask_correction (e-mail and a notice on the listing), hide_listing, suspend_account (sessions end, listings hidden) or restore; a reason is required and the action is audited',
        guard,
        params: ZCaseParams,
        body: ZCaseActionRequest,
        response: { 200: ok(ZStaffCaseDetail) },
        fails: [404, 409],
      },
      async (request) => {
        await actOnCase(
          { db, users, mailer, publicUrl: app.config.PUBLIC_URL, secret: app.config.JWT_SECRET },
          { staff: request.auth!, caseId: request.params.id, ...request.body },
        );
        return okData(await caseDetail({ db, repo, audit, users }, request.params.id));
      },
    );

    route.get(
      '/staff/audit',
      {
        id: 'staff.audit',
        summary:
          'Search the audit log (words in the reason or staff e-mail, a target or case id; action; from–to dates), newest first',
        guard,
        querystring: ZAuditQuery,
        response: { 200: ok(ZAuditPage) },
      },
      async (request) => okData(await audit.search(request.query)),
    );

    route.get(
      '/staff/professionals',
      {
        id: 'staff.professionals',
        summary:
          "Agents and agencies (by their owner's account: userId is what the verify routes take) with their BIV/IPI number and whether it is confirmed; search by name, agency or number, filter by kind",
        guard,
        querystring: ZStaffProfessionalsQuery,
        response: { 200: ok(ZStaffProfessionals) },
      },
      async (request) => okData(await staffProfessionals(db, request.query)),
    );

    for (const verified of [true, false])
      route.post(
        `/staff/professionals/:userId/${verified ? 'verify' : 'unverify'}`,
        {
          id: verified ? 'staff.verifyProfessional' : 'staff.unverifyProfessional',
          summary: verified
            ? "Confirm an agent's or agency's BIV/IPI number (the badge shows while the number is unchanged); audited"
            : 'Withdraw the confirmation of a BIV/IPI number; audited',
          guard,
          params: ZUserParams,
          body: ZVerificationRequest,
          response: { 200: ok(ZProfessionalVerification) },
          fails: verified ? [404, 409] : [404],
        },
        async (request) =>
          okData(
            await setVerification(db, {
              staff: request.auth!,
              userId: request.params.userId,
              verified,
              reason: request.body.reason,
            }),
          ),
      );
  };
