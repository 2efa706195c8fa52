import type { FastifyInstance } from 'fastify';
import { readerLanguage } from '../../lib/reader-language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCustomer, ZCustomerRequest, ZCustomersQuery } from '@immora/shared/crm-customers';
import { ZCrmContact, ZCrmContactRequest, ZCrmContactsQuery } from '@immora/shared/crm-contacts';
import { ZLead, ZLeadConversion, ZLeadRequest, ZLeadsQuery } from '@immora/shared/crm-leads';
import { ZOpportunitiesQuery, ZOpportunity, ZOpportunityRequest } from '@immora/shared/crm-opportunities';
import { listPage } from '@immora/shared/list-query';
import { ZIdParams } from '@immora/shared/professionals';
import { z } from 'zod';
import { ok, okData, withExample } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { contactBinding, customerBinding, leadBinding, opportunityBinding } from './crm-bindings.ts';
import { crmRecordsRepository, type CrmListQuery } from './crm-records.repository.ts';
import {
  createRecord,
  deleteRecord,
  getRecord,
  listRecords,
  updateRecord,
  type CrmBinding,
  type CrmDeps,
} from './crm.service.ts';
import { convertLead } from './lead-conversion.ts';
import { contactsCsvRoutes } from './contacts-csv.routes.ts';
import { customerActivity } from './customer-activity.ts';
import { ZCustomerActivity } from '@immora/shared/crm-customer-activity';
import { CRM_ERASABLE_KINDS, ZCrmErasure } from '@immora/shared/crm-erasure';
import { personErasure } from './person-erasure.ts';

type RecordRoutes = {
  /** The path's last part: leads, customers… */
  path: string;
  /** The operationIds' nouns: Lead / Leads. */
  one: string;
  many: string;
  binding: CrmBinding<unknown, never>;
  query: z.ZodType;
  request: z.ZodType;
  example: object;
  answer: z.ZodType;
  notes: string;
};

/** List, get, add, update and delete of one record kind, for agents and agencies with a subscription. */
function recordRoutes(app: FastifyInstance, deps: CrmDeps, r: RecordRoutes) {
  const guards = [app.requireRole('individual', 'agency'), app.requireSubscription];
  const base = `/crm/${r.path}`;
  const b = r.binding as CrmBinding<unknown, unknown>;
  const route = declareRoutes(app);
  const byId = { params: ZIdParams };
  route.get(
    base,
    {
      id: `crm.list${r.many}`,
      summary: `The ${r.path} the caller sees (${r.notes}): newest first; search, filters, sort, pages`,
      guard: guards,
      querystring: r.query,
      response: { 200: ok(listPage(r.answer)) },
    },
    async (request, reply) =>
      okData(
        await listRecords(deps, b, request.auth!.row, request.query as CrmListQuery, readerLanguage(request, reply)),
      ),
  );
  route.get(
    `${base}/:id`,
    {
      id: `crm.get${r.one}`,
      summary: `One of the ${r.path} the caller sees (the update form); another tenant's is 404`,
      guard: guards,
      ...byId,
      response: { 200: ok(r.answer) },
      fails: [404],
    },
    async (request, reply) =>
      okData(await getRecord(deps, b, request.auth!.row, request.params.id, readerLanguage(request, reply))),
  );
  route.post(
    base,
    {
      id: `crm.add${r.one}`,
      summary: `Add a ${r.one.toLowerCase()}: the caller's, in the agency they act for`,
      guard: guards,
      body: withExample(r.request, r.example as never),
      response: { 201: ok(r.answer) },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(okData(await createRecord(deps, b, request.auth!.row, request.body, readerLanguage(request, reply)))),
  );
  route.put(
    `${base}/:id`,
    {
      id: `crm.update${r.one}`,
      summary: `Change a ${r.one.toLowerCase()} (${r.notes})`,
      guard: guards,
      ...byId,
      body: r.request,
      response: { 200: ok(r.answer) },
      fails: [403, 404],
    },
    async (request, reply) =>
      okData(
        await updateRecord(deps, b, request.auth!.row, request.params.id, request.body, readerLanguage(request, reply)),
      ),
  );
  route.delete(
    `${base}/:id`,
    {
      id: `crm.delete${r.one}`,
      summary: `Delete a ${r.one.toLowerCase()} (${r.notes})`,
      guard: guards,
      ...byId,
      response: { 200: ok(z.object({ id: z.string() })) },
      fails: [403, 404],
    },
    async (request) => okData(await deleteRecord(deps, b, request.auth!.row, request.params.id)),
  );
}

const SEEN = 'an agency and its agents share the agency’s records; an independent agent sees their own';

/**
 * The CRM records (issue 16, decision 035) under /api/crm: leads, customers, opportunities and
 * contacts of agents (individual) and agencies with an active subscription. Records of another
 * agency or another agent are 404 on every route; customers change only by their adder (403).
 */
export const crmRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const deps: CrmDeps = { db: app.database.db, records: crmRecordsRepository(app.database.db) };
  recordRoutes(app, deps, {
    path: 'leads',
    one: 'Lead',
    many: 'Leads',
    binding: leadBinding as never,
    query: ZLeadsQuery,
    request: ZLeadRequest,
    answer: ZLead,
    notes: SEEN,
    example: {
      name: 'Lotte Peeters',
      email: 'lotte.peeters@example.be',
      phone: '0471234567',
      leadType: 'buying',
      propertyType: 'apartments',
      targetPrice: 295_000_00,
      targetDate: '2027-03-01',
      leadSource: 'referral',
      status: 'new',
      notes: 'Looking for two bedrooms near Gent-Sint-Pieters.',
    },
  });
  recordRoutes(app, deps, {
    path: 'customers',
    one: 'Customer',
    many: 'Customers',
    binding: customerBinding as never,
    query: ZCustomersQuery,
    request: ZCustomerRequest,
    answer: ZCustomer,
    notes: `${SEEN}; only the user who added a customer may change it, others get 403 'Unauthorized Action'`,
    example: {
      fullName: 'Jan Wouters',
      phone: '0478123456',
      email: 'jan.wouters@example.be',
      address: 'Korenmarkt 12, 9000 Gent',
      status: 'active',
    },
  });
  recordRoutes(app, deps, {
    path: 'opportunities',
    one: 'Opportunity',
    many: 'Opportunities',
    binding: opportunityBinding as never,
    query: ZOpportunitiesQuery,
    request: ZOpportunityRequest,
    answer: ZOpportunity,
    notes: SEEN,
    example: {
      clientName: 'Jan Wouters',
      propertyDetails: 'Terraced house with garden in Mechelen, 3 bedrooms',
      transactionType: 'buying',
      price: 385_000_00,
      status: 'negotiating',
      potentialMatches: 4,
      progress: '60%',
      lastContactDate: '2026-11-20',
      nextAction: 'Second viewing on Saturday',
      notes: 'Financing approved by the bank; wants to move before summer.',
    },
  });
  recordRoutes(app, deps, {
    path: 'contacts',
    one: 'Contact',
    many: 'Contacts',
    binding: contactBinding as never,
    query: ZCrmContactsQuery,
    request: ZCrmContactRequest,
    answer: ZCrmContact,
    notes: SEEN,
    example: {
      firstName: 'Sofie',
      lastName: 'Maes',
      email: 'sofie.maes@example.be',
      phone: '0497654321',
      budget: 1_250_00,
      propertyTypes: ['apartments', 'loft'],
      type: 'rent',
    },
  });

  route.post(
    '/crm/leads/:id/convert',
    {
      id: 'crm.convertLead',
      summary:
        "Convert a lead into a customer and an opportunity, in one transaction; the lead becomes 'converted' (again: 409)",
      guard: [app.requireRole('individual', 'agency'), app.requireSubscription],
      params: ZIdParams,
      response: { 201: ok(ZLeadConversion) },
      fails: [404, 409],
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(okData(await convertLead(deps, request.auth!.row, request.params.id, readerLanguage(request, reply)))),
  );

  route.get(
    '/crm/customers/:id/activity',
    {
      id: 'crm.getCustomerActivity',
      summary:
        "A customer's page: the viewings booked with the customer's e-mail on listings of the caller (or their agency) and the e-mails the caller or their agency sent to it, newest first; seen by whoever sees the customer (another tenant's: 403)",
      guard: [app.requireRole('individual', 'agency'), app.requireSubscription],
      params: ZIdParams,
      response: { 200: ok(ZCustomerActivity) },
      fails: [403, 404],
    },
    async (request, reply) =>
      okData(await customerActivity(deps, request.auth!.row, request.params.id, readerLanguage(request, reply))),
  );

  // "Erase this person" (decision 062): what would go, then the erasure, from a lead, customer or contact.
  for (const kind of CRM_ERASABLE_KINDS) {
    const one = { leads: 'Lead', customers: 'Customer', contacts: 'Contact' }[kind];
    const erasure = {
      guard: [app.requireRole('individual', 'agency'), app.requireSubscription],
      params: ZIdParams,
      response: { 200: ok(ZCrmErasure) },
    };
    route.get(
      `/crm/${kind}/:id/erasure`,
      {
        id: `crm.preview${one}Erasure`,
        summary: `What "Erase this person" would erase from this ${one.toLowerCase()}: the holder's records, contact-form messages, sent e-mails and viewing details about the same e-mail, counted; changes nothing`,
        ...erasure,
        fails: [403, 404],
      },
      async (request) => okData(await personErasure(deps, request.auth!.row, kind, request.params.id, false)),
    );
    route.post(
      `/crm/${kind}/:id/erasure`,
      {
        id: `crm.erase${one}Person`,
        summary: `Erase this ${one.toLowerCase()}'s person: every record the agency (or independent agent) keeps about the same e-mail, in one transaction, answering the counts; another holder's records stay. An agent of an agency: 403 (the agency erases)`,
        ...erasure,
        fails: [403, 404],
      },
      async (request) => okData(await personErasure(deps, request.auth!.row, kind, request.params.id, true)),
    );
  }

  await app.register(contactsCsvRoutes(deps));
};
