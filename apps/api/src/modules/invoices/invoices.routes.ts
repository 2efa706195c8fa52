import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvHeader, csvRecord } from '@immora/shared/csv-columns';
import {
  INVOICE_CSV_COLUMNS,
  INVOICES_CSV_NAME,
  ZInvoice,
  ZInvoiceIdParams,
  ZInvoiceSelection,
  ZInvoicesQuery,
} from '@immora/shared/invoices';
import { listPage } from '@immora/shared/list-query';
import type { TInvoice } from '@immora/shared/invoices';
import { fails, ok, okData } from '../../lib/reply.ts';
import { invoicePdfName, invoicesPdf } from './invoice-pdf.ts';
import { invoicesRepository } from './invoices.repository.ts';
import { getInvoice, listInvoices, selectedInvoices, toInvoice } from './invoices.service.ts';

const tags = ['invoices'];

/** A PDF download (the route's declared answers are its errors; the file itself is not JSON). */
const sendPdf = (reply: FastifyReply, name: string, pdf: Buffer) =>
  reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(pdf);

const csv = (list: TInvoice[]) =>
  stringify([csvHeader(INVOICE_CSV_COLUMNS), ...list.map((i) => csvRecord(INVOICE_CSV_COLUMNS, i))], { bom: true });

/** My invoices (one per paid order; decision 027): list by month, detail, PDF and CSV. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = invoicesRepository(app.database.db);
  const buyer = app.requireRole('individual', 'agency', 'pseller');

  app.get(
    '/invoices',
    {
      onRequest: buyer,
      schema: {
        operationId: 'invoices.list',
        tags,
        summary: 'My invoices, newest first; filter by month (YYYY-MM, Belgian time), search the number',
        querystring: ZInvoicesQuery,
        response: { 200: ok(listPage(ZInvoice)) },
      },
    },
    async (request) => okData(await listInvoices(repo, request.auth!.id, request.query)),
  );

  app.get(
    '/invoices/export',
    {
      onRequest: buyer,
      schema: {
        operationId: 'invoices.export',
        tags,
        summary: 'All my invoices with the list filters (month, search) as a CSV file',
        querystring: ZInvoicesQuery,
        // text/csv
      },
    },
    async (request, reply) => {
      const rows = await repo.all(request.auth!.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${INVOICES_CSV_NAME}"`)
        .send(csv(rows.map((row) => toInvoice(row))));
    },
  );

  app.get(
    '/invoices/selection.pdf',
    {
      onRequest: buyer,
      schema: {
        operationId: 'invoices.selectionPdf',
        tags,
        summary: 'The selected invoices (ids=a,b,c) as one PDF, one invoice per page; any unknown id is 404',
        querystring: ZInvoiceSelection,
        // application/pdf, or 404 in the JSON error shape.
        response: fails(404),
      },
    },
    async (request, reply) => {
      const list = await selectedInvoices(repo, request.auth!.id, request.query.ids);
      return sendPdf(reply, invoicePdfName(list), await invoicesPdf(list));
    },
  );

  app.get(
    '/invoices/:id',
    {
      onRequest: buyer,
      schema: {
        operationId: 'invoices.get',
        tags,
        summary: "One of my invoices: number, date, status, customer, lines, net, VAT, total ('Invoice not found')",
        params: ZInvoiceIdParams,
        response: { 200: ok(ZInvoice), ...fails(404) },
      },
    },
    async (request) => okData(await getInvoice(repo, request.auth!.id, request.params.id)),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      onRequest: buyer,
      schema: {
        operationId: 'invoices.pdf',
        tags,
        summary: 'One of my invoices as a PDF',
        params: ZInvoiceIdParams,
        // application/pdf, or 404 in the JSON error shape.
        response: fails(404),
      },
    },
    async (request, reply) => {
      const invoice = await getInvoice(repo, request.auth!.id, request.params.id);
      return sendPdf(reply, invoicePdfName([invoice]), await invoicesPdf([invoice]));
    },
  );
};
