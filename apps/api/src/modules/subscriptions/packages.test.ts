import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createPlan, createSubscription } from '../../../test/account-factories.ts';
import { signedIn } from '../../../test/billing-factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/subscription-histories (My package)', () => {
  it('lists my paid periods: package, status, credits, dates, the price paid', async () => {
    const plan = await createPlan(ctx.database, {
      name: 'Professional',
      audience: 'individual',
      monthlyPriceCents: 5900,
      credits: 30,
    });
    const agent = await signedIn(ctx.app, ctx.database, 'individual');
    await createSubscription(ctx.database, agent.user.id, plan.id, {
      startsAt: new Date(Date.now() - 90 * 86_400_000),
      expiresAt: new Date(Date.now() - 60 * 86_400_000),
    });
    const { body } = await agent.call('POST', '/api/checkout', {
      billing: 'year',
      items: [{ planId: plan.id, quantity: 2 }],
    });
    await agent.call('POST', `/api/checkout/test/${body.data.orderId}`, { outcome: 'succeed' });
    const rows = (await agent.call('GET', '/api/subscription-histories')).body.data;
    expect(rows).toEqual([
      expect.objectContaining({
        packageName: 'Professional',
        status: 'active',
        quantity: 2,
        billing: 'year',
        totalCredits: 60,
        remainingCredits: 60,
        price: 1132.8,
      }),
      expect.objectContaining({ status: 'inactive', quantity: 1, billing: 'month', price: 59, totalCredits: 30 }),
    ]);
  });

  it('is for professionals only', async () => {
    const buyer = await signedIn(ctx.app, ctx.database, 'buyer');
    expect((await buyer.call('GET', '/api/subscription-histories')).status).toBe(403);
  });
});
