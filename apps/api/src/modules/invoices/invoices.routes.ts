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
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { invoicePdfName, invoicesPdf } from './invoice-pdf.ts';
import { invoicesRepository } from './invoices.repository.ts';
import { getInvoice, listInvoices, selectedInvoices, toInvoice } from './invoices.service.ts';

/** A PDF download (the route's declared answers are its errors; the file itself is not JSON). */
const sendPdf = (reply: FastifyReply, name: string, pdf: Buffer) =>
  reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(pdf);

const csv = (list: TInvoice[]) =>
  stringify([csvHeader(INVOICE_CSV_COLUMNS), ...list.map((i) => csvRecord(INVOICE_CSV_COLUMNS, i))], { bom: true });

/** My invoices (one per paid order; decision 027): list by month, detail, PDF and CSV. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const repo = invoicesRepository(app.database.db);
  const buyer = app.requireRole('individual', 'agency', 'pseller');

  route.get(
    '/invoices',
    {
      id: 'invoices.list',
      summary: 'My invoices, newest first; filter by month (YYYY-MM, Belgian time), search the number',
      guard: buyer,
      querystring: ZInvoicesQuery,
      response: { 200: ok(listPage(ZInvoice)) },
    },
    async (request) => okData(await listInvoices(repo, request.auth!.id, request.query)),
  );

  route.get(
    '/invoices/export',
    {
      id: 'invoices.export',
      summary: 'All my invoices with the list filters (month, search) as a CSV file',
      guard: buyer,
      querystring: ZInvoicesQuery,
      // text/csv
    },
    async (request, reply) => {
      const rows = await repo.all(request.auth!.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${INVOICES_CSV_NAME}"`)
        .send(csv(rows.map((row) => toInvoice(row))));
    },
  );

  route.get(
    '/invoices/selection.pdf',
    {
      id: 'invoices.selectionPdf',
      summary: 'The selected invoices (ids=a,b,c) as one PDF, one invoice per page; any unknown id is 404',
      guard: buyer,
      querystring: ZInvoiceSelection,
      // application/pdf, or 404 in the JSON error shape.
      fails: [404],
    },
    async (request, reply) => {
      const list = await selectedInvoices(repo, request.auth!.id, request.query.ids);
      return sendPdf(reply, invoicePdfName(list), await invoicesPdf(list));
    },
  );

  route.get(
    '/invoices/:id',
    {
      id: 'invoices.get',
      summary: "One of my invoices: number, date, status, customer, lines, net, VAT, total ('Invoice not found')",
      guard: buyer,
      params: ZInvoiceIdParams,
      response: { 200: ok(ZInvoice) },
      fails: [404],
    },
    async (request) => okData(await getInvoice(repo, request.auth!.id, request.params.id)),
  );

  route.get(
    '/invoices/:id/pdf',
    {
      id: 'invoices.pdf',
      summary: 'One of my invoices as a PDF',
      guard: buyer,
      params: ZInvoiceIdParams,
      // application/pdf, or 404 in the JSON error shape.
      fails: [404],
    },
    async (request, reply) => {
      const invoice = await getInvoice(repo, request.auth!.id, request.params.id);
      return sendPdf(reply, invoicePdfName([invoice]), await invoicesPdf([invoice]));
    },
  );
};
