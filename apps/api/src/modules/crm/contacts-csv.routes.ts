import { csvStream } from '../../lib/csv-stream.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@immora/shared/api';
import { ZCrmContactsQuery } from '@immora/shared/crm-contacts';
import {
  CONTACT_CSV_LIMITS,
  CONTACT_CSV_MESSAGES as M,
  CONTACT_CSV_NAME,
  ZContactImportPreview,
  ZContactImportResult,
} from '@immora/shared/crm-contacts-csv';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import type { CrmListQuery } from './crm-records.repository.ts';
import type { CrmDeps } from './crm.service.ts';
import { contactsCsv, importContacts, previewContactsImport } from './contacts-csv.service.ts';

const ZExportQuery = ZCrmContactsQuery.omit({ page: true, pageSize: true });

const csvBody = z
  .string()
  .describe(
    `The CSV file as the body (Content-Type: text/csv), UTF-8, at most 1 MB and ${CONTACT_CSV_LIMITS.maxRows} contacts; a header row naming the columns First name, Last name, Email, Phone, Budget (EUR), Property types (separated by ';'), Type (buy, sale or rent).`,
  );

/**
 * Contacts as CSV (decision 039): the export of what the list shows, and the import of a file in
 * two steps, a preview that changes nothing and the import of the good rows.
 */
export const contactsCsvRoutes =
  (deps: CrmDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const route = declareRoutes(app);
    const guards = [app.requireRole('individual', 'agency'), app.requireSubscription];
    // Only these routes read CSV bodies; a file over the limit gets a message about the file.
    app.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: CONTACT_CSV_LIMITS.maxBytes },
      (_r, body, done) => done(null, body),
    );
    app.setErrorHandler((error) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw new AppError(413, ERROR_CODES.tooLarge, M.tooLarge);
      throw error;
    });

    route.get(
      '/crm/contacts/export',
      {
        id: 'crm.exportContacts',
        summary:
          'Every contact the caller sees as a CSV file (the search, filter and order of GET /crm/contacts): UTF-8 with a BOM, the columns the import reads, cells guarded against spreadsheet formulas',
        guard: guards,
        querystring: ZExportQuery,
      },
      async (request, reply) => {
        const query = request.query as Omit<CrmListQuery, 'page' | 'pageSize'>;
        const body = await csvStream(contactsCsv(deps, request.auth!.row, query));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${CONTACT_CSV_NAME}"`)
          .send(body);
      },
    );

    route.post(
      '/crm/contacts/import/preview',
      {
        id: 'crm.previewContactsImport',
        summary:
          'Read a contacts CSV file and answer what importing it would do: the contacts it holds and, per row left out, why (the add form’s messages; an e-mail already among the caller’s contacts or earlier in the file). Changes nothing',
        guard: guards,
        body: csvBody,
        consumes: ['text/csv'],
        response: { 200: ok(ZContactImportPreview) },
      },
      async (request) => okData(await previewContactsImport(deps, request.auth!.row, request.body)),
    );

    route.post(
      '/crm/contacts/import',
      {
        id: 'crm.importContacts',
        summary:
          'Import a contacts CSV file: its good rows become the caller’s contacts in one transaction; the rows left out are answered with why',
        guard: guards,
        body: csvBody,
        consumes: ['text/csv'],
        response: { 201: ok(ZContactImportResult) },
      },
      async (request, reply) =>
        reply.status(201).send(okData(await importContacts(deps, request.auth!.row, request.body))),
    );
  };
