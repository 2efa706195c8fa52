import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createPlan } from '../../../test/account-factories.ts';
import { NOTHING, ONE_OF_EACH, purchaseTraces, signedIn } from '../../../test/billing-factories.ts';
import { sessionEvent, startFakeStripe, stripeSignature } from '../../../test/fake-stripe.ts';

const SECRET = 'whsec_immora_test_secret';
let ctx: TestContext;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let plan: { id: string };

beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_immora',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_URL: stripe.url,
    PUBLIC_URL: 'https://immora.test',
  });
  plan = await createPlan(ctx.database, { name: 'Agency Basic', monthlyPriceCents: 14_999, credits: 50 });
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const webhook = (body: string, signature?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) },
    payload: body,
  });

async function stripeOrder() {
  const agency = await signedIn(ctx.app, ctx.database, 'agency');
  const { status, body } = await agency.call('POST', '/api/checkout', {
    billing: 'year',
    items: [{ planId: plan.id, quantity: 2, price: 1 }],
  });
  expect(status).toBe(201);
  return { agency, orderId: body.data.orderId as string, redirectUrl: body.data.redirectUrl as string };
}

describe('Stripe Checkout adapter', () => {
  it('opens a Checkout Session priced by the server, in euro, with the order as reference', async () => {
    const { orderId, redirectUrl } = await stripeOrder();
    expect(redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_\d+$/);
    const sent = stripe.requests.at(-1)!;
    expect(sent.auth).toBe('Bearer sk_test_immora');
    expect(sent.form.get('client_reference_id')).toBe(orderId);
    expect(sent.form.get('mode')).toBe('payment');
    expect(sent.form.get('line_items[0][quantity]')).toBe('2');
    expect(sent.form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(sent.form.get('line_items[0][price_data][unit_amount]')).toBe('143990');
    expect(sent.form.get('success_url')).toBe(`https://immora.test/success?order=${orderId}`);
  });

  it('a signed completed event confirms the order once, however often Stripe sends it', async () => {
    const { agency, orderId, redirectUrl } = await stripeOrder();
    const sessionId = redirectUrl.split('/').at(-1)!;
    const body = sessionEvent('checkout.session.completed', { id: sessionId, orderId });
    for (let i = 0; i < 10; i++) expect((await webhook(body, stripeSignature(body, SECRET))).statusCode).toBe(200);
    expect(await purchaseTraces(ctx.database, agency.user.id)).toEqual(ONE_OF_EACH);
    const order = (await agency.call('GET', `/api/checkout/orders/${orderId}`)).body.data;
    expect(order).toMatchObject({ status: 'paid', provider: 'stripe', total: 2879.8 });
  });

  it('refuses a forged event (wrong secret, altered body, no signature, stale) and changes nothing', async () => {
    const { agency, orderId, redirectUrl } = await stripeOrder();
    const sessionId = redirectUrl.split('/').at(-1)!;
    const body = sessionEvent('checkout.session.completed', { id: sessionId, orderId });
    const altered = body.replace('"paid"', '"paid" ');
    const attempts = [
      await webhook(body, stripeSignature(body, 'whsec_someone_else')),
      await webhook(altered, stripeSignature(body, SECRET)),
      await webhook(body),
      await webhook(body, stripeSignature(body, SECRET, Math.floor(Date.now() / 1000) - 3600)),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('The webhook signature is not valid.');
    }
    expect(await purchaseTraces(ctx.database, agency.user.id)).toEqual(NOTHING);
    expect((await agency.call('GET', `/api/checkout/orders/${orderId}`)).body.data.status).toBe('pending');
  });

  it('an expired session marks the order failed; an unpaid completion waits', async () => {
    const { agency, orderId, redirectUrl } = await stripeOrder();
    const sessionId = redirectUrl.split('/').at(-1)!;
    const unpaid = sessionEvent('checkout.session.completed', { id: sessionId, orderId, paymentStatus: 'unpaid' });
    await webhook(unpaid, stripeSignature(unpaid, SECRET));
    expect((await agency.call('GET', `/api/checkout/orders/${orderId}`)).body.data.status).toBe('pending');
    const expired = sessionEvent('checkout.session.expired', { id: sessionId, orderId, paymentStatus: 'unpaid' });
    expect((await webhook(expired, stripeSignature(expired, SECRET))).statusCode).toBe(200);
    expect((await agency.call('GET', `/api/checkout/orders/${orderId}`)).body.data.status).toBe('failed');
    expect(await purchaseTraces(ctx.database, agency.user.id)).toEqual(NOTHING);
  });

  it('the test payment page is not available while Stripe is configured', async () => {
    const { agency, orderId } = await stripeOrder();
    const res = await agency.call('POST', `/api/checkout/test/${orderId}`, { outcome: 'succeed' });
    expect(res.status).toBe(404);
  });
});
