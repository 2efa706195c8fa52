import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '@immora/shared/cart';
import { orders } from '../../db/schema/orders.ts';
import { subscriptionHistories } from '../../db/schema/plans.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createPlan, createSubscription } from '../../../test/account-factories.ts';
import { NOTHING, ONE_OF_EACH, purchaseTraces, signedIn } from '../../../test/billing-factories.ts';

let ctx: TestContext;
let basic: { id: string };
let pro: { id: string };
let individualPlan: { id: string };

beforeAll(async () => {
  ctx = await createTestApp();
  basic = await createPlan(ctx.database, { name: 'Agency Basic', monthlyPriceCents: 14_999, credits: 50, licences: 5 });
  pro = await createPlan(ctx.database, { name: 'Agency Pro', monthlyPriceCents: 29_900, credits: 120, licences: 15 });
  individualPlan = await createPlan(ctx.database, { name: 'Starter', audience: 'individual', monthlyPriceCents: 2900 });
});
afterAll(() => ctx.close());

type Caller = Awaited<ReturnType<typeof signedIn>>;
const checkout = (who: Caller, payload: object) => who.call('POST', '/api/checkout', payload);
const pay = (who: Caller, orderId: string, outcome: 'succeed' | 'fail' = 'succeed') =>
  who.call('POST', `/api/checkout/test/${orderId}`, { outcome });
const status = async (who: Caller) => (await who.call('GET', '/api/subscription-histories/status')).body.data;

describe('POST /api/checkout (test provider)', () => {
  it('prices every line from the plans table: a price sent by the browser is ignored', async () => {
    const agency = await signedIn(ctx.app, ctx.database, 'agency');
    const { status: code, body } = await checkout(agency, {
      billing: 'year',
      total: 0.01,
      items: [
        { planId: basic.id, quantity: 2, price: 0.01 },
        { planId: pro.id, quantity: 1, price: 0.01 },
      ],
    });
    expect(code).toBe(201);
    expect(body.data).toEqual({
      orderId: expect.any(String),
      provider: 'test',
      redirectUrl: `/checkout/test/${body.data.orderId}`,
    });
    const order = (await agency.call('GET', `/api/checkout/orders/${body.data.orderId}`)).body.data;
    expect(order).toMatchObject({ status: 'pending', billing: 'year', total: 5750.2, invoiceId: null });
    expect(order.lines).toEqual([
      expect.objectContaining({ planName: 'Agency Basic', quantity: 2, price: 1439.9, total: 2879.8 }),
      expect.objectContaining({ planName: 'Agency Pro', quantity: 1, price: 2870.4, total: 2870.4 }),
    ]);
  });

  it('the same plan sent twice is one line with the quantities added', async () => {
    const agency = await signedIn(ctx.app, ctx.database, 'agency');
    const { body } = await checkout(agency, {
      billing: 'month',
      items: [
        { planId: basic.id, quantity: 1 },
        { planId: basic.id, quantity: 2 },
      ],
    });
    const order = (await agency.call('GET', `/api/checkout/orders/${body.data.orderId}`)).body.data;
    expect(order.lines).toEqual([expect.objectContaining({ quantity: 3, total: 449.97 })]);
  });

  it("refuses an empty cart with the spec's message, and changes nothing", async () => {
    const agency = await signedIn(ctx.app, ctx.database, 'agency');
    const { status: code, body } = await checkout(agency, { billing: 'month', items: [] });
    expect(code).toBe(400);
    expect(body.error.message).toBe(CART_MESSAGES.empty);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.userId, agency.user.id))).toEqual([]);
  });

  it('refuses a guest (401), a seeker (403), a plan of another audience (403) and an unknown plan (400)', async () => {
    const guest = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { billing: 'month', items: [{ planId: basic.id, quantity: 1 }] },
    });
    expect(guest.statusCode).toBe(401);
    const buyer = await signedIn(ctx.app, ctx.database, 'buyer');
    expect((await checkout(buyer, { billing: 'month', items: [{ planId: basic.id, quantity: 1 }] })).status).toBe(403);
    const agency = await signedIn(ctx.app, ctx.database, 'agency');
    const other = await checkout(agency, { billing: 'month', items: [{ planId: individualPlan.id, quantity: 1 }] });
    expect(other).toMatchObject({ status: 403, body: { error: { message: CART_MESSAGES.wrongAudience } } });
    const unknown = await checkout(agency, {
      billing: 'month',
      items: [{ planId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
    });
    expect(unknown).toMatchObject({ status: 400, body: { error: { message: CART_MESSAGES.unknownPlan } } });
  });
});

describe('confirming a payment', () => {
  it('replaying the confirmation 10 times creates one subscription, one invoice, one credit grant', async () => {
    const agency = await signedIn(ctx.app, ctx.database, 'agency');
    const { body } = await checkout(agency, { billing: 'month', items: [{ planId: basic.id, quantity: 2 }] });
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await pay(agency, body.data.orderId));
    expect(answers.every((a) => a.status === 200 && a.body.data.status === 'paid')).toBe(true);
    expect(await purchaseTraces(ctx.database, agency.user.id)).toEqual(ONE_OF_EACH);
    const credits = (await agency.call('GET', '/api/credits')).body.data;
    expect(credits).toMatchObject({ total: 100, remaining: 100 });
    expect(answers[9]!.body.data.invoiceId).toEqual(expect.any(String));
  });

  it('replays sent at once still make one of each', async () => {
    const agency = await signedIn(ctx.app, ctx.database, 'agency');
    const { body } = await checkout(agency, { billing: 'month', items: [{ planId: pro.id, quantity: 1 }] });
    await Promise.all(Array.from({ length: 10 }, () => pay(agency, body.data.orderId)));
    expect(await purchaseTraces(ctx.database, agency.user.id)).toEqual(ONE_OF_EACH);
  });

  it('an inactive user is active right after paying', async () => {
    const agency = await signedIn(ctx.app, ctx.database, 'agency');
    expect((await status(agency)).isActive).toBe(false);
    expect((await agency.call('GET', '/api/appointments')).status).toBe(403);
    const { body } = await checkout(agency, { billing: 'year', items: [{ planId: basic.id, quantity: 1 }] });
    await pay(agency, body.data.orderId);
    expect(await status(agency)).toMatchObject({ isActive: true, planName: 'Agency Basic' });
    expect((await agency.call('GET', '/api/appointments')).status).toBe(200);
  });

  it('a failed payment changes nothing, and cannot be made to succeed afterwards', async () => {
    const agency = await signedIn(ctx.app, ctx.database, 'agency');
    const { body } = await checkout(agency, { billing: 'month', items: [{ planId: basic.id, quantity: 1 }] });
    const failed = await pay(agency, body.data.orderId, 'fail');
    expect(failed.body.data).toMatchObject({ status: 'failed', invoiceId: null });
    expect(await purchaseTraces(ctx.database, agency.user.id)).toEqual(NOTHING);
    expect((await status(agency)).isActive).toBe(false);
    expect((await pay(agency, body.data.orderId)).status).toBe(409);
    expect(await purchaseTraces(ctx.database, agency.user.id)).toEqual(NOTHING);
  });

  it('a paid order stays paid when a failure is reported after it', async () => {
    const agency = await signedIn(ctx.app, ctx.database, 'agency');
    const { body } = await checkout(agency, { billing: 'month', items: [{ planId: basic.id, quantity: 1 }] });
    await pay(agency, body.data.orderId);
    expect((await pay(agency, body.data.orderId, 'fail')).body.data.status).toBe('paid');
  });

  it('renewal by buying again extends from the current expiry', async () => {
    const agency = await signedIn(ctx.app, ctx.database, 'agency');
    const expiresAt = new Date(Date.now() + 10 * 86_400_000);
    await createSubscription(ctx.database, agency.user.id, basic.id, { expiresAt });
    const { body } = await checkout(agency, { billing: 'month', items: [{ planId: basic.id, quantity: 1 }] });
    await pay(agency, body.data.orderId);
    const [renewal] = await ctx.database.db
      .select()
      .from(subscriptionHistories)
      .where(eq(subscriptionHistories.orderId, body.data.orderId));
    expect(renewal!.startsAt.toISOString()).toBe(expiresAt.toISOString());
    const next = new Date(expiresAt);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect(renewal!.expiresAt.toISOString()).toBe(next.toISOString());
  });

  it("another user's order is 404, to read and to pay", async () => {
    const agency = await signedIn(ctx.app, ctx.database, 'agency');
    const stranger = await signedIn(ctx.app, ctx.database, 'agency');
    const { body } = await checkout(agency, { billing: 'month', items: [{ planId: basic.id, quantity: 1 }] });
    expect((await stranger.call('GET', `/api/checkout/orders/${body.data.orderId}`)).status).toBe(404);
    expect((await pay(stranger, body.data.orderId)).status).toBe(404);
    expect(await purchaseTraces(ctx.database, agency.user.id)).toEqual(NOTHING);
  });

  it('without Stripe the webhook answers 503', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(503);
  });
});
