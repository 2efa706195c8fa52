import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCheckoutRequest, ZCheckoutResponse, ZOrder, ZOrderIdParams, ZTestPaymentRequest } from '@immora/shared/cart';
import { ERROR_CODES } from '@immora/shared/api';
import { AppError } from '../../lib/errors.ts';
import { ok, okData, withExample } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { checkoutRepository } from './checkout.repository.ts';
import { applyPaymentOutcome, completeTestPayment, getOrder, startCheckout } from './checkout.service.ts';
import { choosePaymentProvider } from './payment-providers.ts';

/**
 * Checkout (decision 027): the cart becomes an order priced by the server, paid through the
 * configured provider; the provider's confirmation (test page or Stripe webhook) grants the
 * subscription, credits, licences and invoice once.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const { provider, readWebhook } = choosePaymentProvider(app.config);
  const deps = {
    db: app.database.db,
    repo: checkoutRepository(app.database.db),
    provider,
    publicUrl: app.config.PUBLIC_URL,
  };
  const buyer = app.requireRole('individual', 'agency', 'pseller');

  route.post(
    '/checkout',
    {
      id: 'checkout.start',
      summary:
        'Check out the cart: plan ids, quantities and the period; the server prices every line from the plans table and answers where to pay',
      guard: buyer,
      body: withExample(ZCheckoutRequest, {
        billing: 'year',
        items: [{ planId: '6f1c2f9e-2b7a-4c53-9a51-0c2f3f7f2a10', quantity: 2 }],
      }),
      response: { 201: ok(ZCheckoutResponse) },
      fails: [502],
    },
    async (request, reply) => {
      const user = request.auth!.row;
      const answer = await startCheckout(deps, { id: user.id, role: user.role, email: user.email }, request.body);
      return reply.status(201).send(okData(answer));
    },
  );

  route.get(
    '/checkout/orders/:id',
    {
      id: 'checkout.order',
      summary: 'One of my orders: its lines, total, status (pending, paid, failed) and invoice',
      guard: app.authenticate,
      params: ZOrderIdParams,
      response: { 200: ok(ZOrder) },
      fails: [404],
    },
    async (request) => okData(await getOrder(deps, request.auth!.id, request.params.id)),
  );

  route.post(
    '/checkout/test/:id',
    {
      id: 'checkout.testPayment',
      summary:
        "The test provider's page (only without Stripe): make my pending order's payment succeed or fail; repeating it changes nothing",
      guard: app.authenticate,
      params: ZOrderIdParams,
      body: withExample(ZTestPaymentRequest, { outcome: 'succeed' }),
      response: { 200: ok(ZOrder) },
      fails: [404, 409],
    },
    async (request) =>
      okData(await completeTestPayment(deps, request.auth!.id, request.params.id, request.body.outcome)),
  );

  // Stripe signs the raw body: this route keeps it as text.
  await app.register(async (webhook) => {
    const webhookRoute = declareRoutes(webhook);
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    webhookRoute.post(
      '/checkout/stripe/webhook',
      {
        id: 'checkout.stripeWebhook',
        summary:
          "Stripe's notifications of Checkout Sessions, checked against the Stripe-Signature header; a forged event is 400",
        body: z.string(),
        response: { 200: ok(z.object({ received: z.literal(true) })) },
        fails: [503],
      },
      async (request) => {
        if (!readWebhook) throw new AppError(503, ERROR_CODES.unavailable, 'Stripe is not configured.');
        const signature = request.headers['stripe-signature'];
        const outcome = readWebhook(String(request.body), typeof signature === 'string' ? signature : undefined);
        if (outcome) await applyPaymentOutcome(deps, outcome);
        return okData({ received: true as const });
      },
    );
  });
};
