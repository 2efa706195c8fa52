import { csvStream } from '../../lib/csv-stream.ts';
import { readerLanguage } from '../../lib/reader-language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPage } from '@immora/shared/list-query';
import { ZMessageResponse } from '@immora/shared/auth';
import {
  ZEditableListing,
  ZListingInput,
  ZListingPatch,
  ZMyPropertiesExportQuery,
  ZMyPropertiesQuery,
  ZMyProperty,
  ZStatusChange,
} from '@immora/shared/listing-form';
import { MY_PROPERTIES_CSV_NAME } from '@immora/shared/my-properties-csv';
import { ZPropertyIdParams } from '@immora/shared/properties';
import { ok, okData, withExample } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { NEW_LISTING } from './listings.examples.ts';
import { listingsRepository } from './listings.repository.ts';
import {
  changeStatus,
  createListing,
  deleteListing,
  getEditable,
  myProperties,
  myPropertiesCsv,
  publishListing,
  updateListing,
} from './listings.service.ts';
import { editChangesSignals } from '../trust-signals/signal-hooks.ts';
import { marketplaceRole } from '../../lib/staff-refusal.ts';

const PUBLISHERS = ['pseller', 'individual', 'agency'] as const;

/**
 * The owner's side of listings (spec 2 §2 "Add property", "My properties", "Advertisements").
 * Access is checked on request, before the body is read: a guest gets 401 whatever it sends.
 */
export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const deps = { db: app.database.db, repo: listingsRepository(app.database.db), storage: app.storage, log: app.log };
  const publisher = app.requireRole(...PUBLISHERS);
  const subscribedPublisher = [publisher, app.requireSubscription];

  route.post(
    '/properties',
    {
      id: 'listings.create',
      summary: 'Add a listing: stored as a draft with whatever the wizard has so far',
      guard: subscribedPublisher,
      body: withExample(ZListingInput, NEW_LISTING),
      response: { 201: ok(ZEditableListing) },
    },
    async (request, reply) =>
      reply.status(201).send(
        okData(
          await createListing(deps, {
            userId: request.auth!.id,
            role: marketplaceRole(request.auth!),
            input: request.body,
          }),
        ),
      ),
  );

  route.get(
    '/my-properties',
    {
      id: 'listings.listMine',
      summary:
        'My listings (owned, assigned to me, or of my agency): search by title, sort, status, scope advertised = public',
      guard: publisher,
      querystring: ZMyPropertiesQuery,
      response: { 200: ok(listPage(ZMyProperty)) },
    },
    async (request, reply) =>
      okData(
        await myProperties(deps, {
          userId: request.auth!.id,
          query: request.query,
          language: readerLanguage(request, reply),
        }),
      ),
  );

  route.get(
    '/my-properties/export',
    {
      id: 'listings.exportMine',
      summary:
        'My listings as a CSV file (all of them, with the list filters and order of GET /my-properties), streamed',
      guard: publisher,
      querystring: ZMyPropertiesExportQuery,
    },
    async (request, reply) => {
      const language = readerLanguage(request, reply);
      const body = await csvStream(myPropertiesCsv(deps, { userId: request.auth!.id, query: request.query, language }));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${MY_PROPERTIES_CSV_NAME}"`)
        .send(body);
    },
  );

  route.get(
    '/my-properties/:id',
    {
      id: 'listings.getMine',
      summary: 'One of my listings as the wizard reopens it: fields, photos, region, what is missing to publish',
      guard: publisher,
      params: ZPropertyIdParams,
      response: { 200: ok(ZEditableListing) },
      fails: [404],
    },
    async (request) => okData(await getEditable(deps, { userId: request.auth!.id, id: request.params.id })),
  );

  route.patch(
    '/properties/:id',
    {
      id: 'listings.update',
      summary:
        'Edit my listing: absent fields are kept, null clears; a listing that is not a draft may not lose a required field; price, type and category are locked (409) while an auction is scheduled or open',
      guard: publisher,
      params: ZPropertyIdParams,
      body: ZListingPatch,
      response: { 200: ok(ZEditableListing) },
      fails: [404, 409],
    },
    async (request) => {
      const listing = await updateListing(deps, {
        userId: request.auth!.id,
        id: request.params.id,
        patch: request.body,
      });
      // A price or a text changed on the market: its fraud signals again (decision 078).
      if (listing.status !== 'draft' && editChangesSignals(request.body)) app.trustSignals.listingChanged(listing.id);
      return okData(listing);
    },
  );

  route.post(
    '/properties/:id/publish',
    {
      id: 'listings.publish',
      summary:
        'Publish my draft or paused listing (400 MISSING_DATA with the missing fields); a public one is answered as it is',
      guard: subscribedPublisher,
      params: ZPropertyIdParams,
      response: { 200: ok(ZEditableListing) },
      fails: [404, 409],
    },
    async (request) => {
      const listing = await publishListing(deps, { userId: request.auth!.id, id: request.params.id, idempotent: true });
      app.trustSignals.listingChanged(listing.id);
      return okData(listing);
    },
  );

  route.post(
    '/properties/:id/status',
    {
      id: 'listings.changeStatus',
      summary:
        'Change the status of my listing by an action (409 when the action does not apply to its status, or would take it off the market while an auction is scheduled or open)',
      guard: publisher,
      params: ZPropertyIdParams,
      body: ZStatusChange,
      response: { 200: ok(ZEditableListing) },
      fails: [404, 409],
    },
    async (request, reply) => {
      // Publishing through this path needs a subscription, as POST …/publish does.
      if (request.body.action === 'publish') await app.requireSubscription(request, reply);
      const listing = await changeStatus(deps, {
        userId: request.auth!.id,
        id: request.params.id,
        action: request.body.action,
      });
      if (request.body.action === 'publish') app.trustSignals.listingChanged(listing.id);
      return okData(listing);
    },
  );

  route.delete(
    '/properties/:id',
    {
      id: 'listings.delete',
      summary: 'Delete my listing (409 while an auction of it has bids or has not ended)',
      guard: publisher,
      params: ZPropertyIdParams,
      response: { 200: ok(ZMessageResponse) },
      fails: [404, 409],
    },
    async (request) => okData(await deleteListing(deps, { userId: request.auth!.id, id: request.params.id })),
  );
};
