import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { bearer, createAccount, createPlan, createSubscription, signIn } from '../../../test/account-factories.ts';

const DAY = 86_400_000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A signed-in agency and its GET /api/subscription-histories/status answer. */
async function agency() {
  const user = await createAccount(ctx.database, { role: 'agency' });
  const token = await signIn(ctx.app, user.email);
  const status = async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/subscription-histories/status',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    return res.json().data as { isActive: boolean; expiresAt: string | null; planName: string | null };
  };
  return { user, status };
}
const ago = (days: number) => new Date(Date.now() - days * DAY);
const ahead = (days: number) => new Date(Date.now() + days * DAY);

describe('GET /api/subscription-histories/status', () => {
  it('a paid period covering now: active, until its end, with the plan name', async () => {
    const plan = await createPlan(ctx.database, { name: 'Agency Pro' });
    const { user, status } = await agency();
    const expiresAt = ahead(12);
    await createSubscription(ctx.database, user.id, plan.id, { startsAt: ago(18), expiresAt });
    expect(await status()).toEqual({
      isActive: true,
      expiresAt: expiresAt.toISOString(),
      planName: 'Agency Pro',
      licensedBy: null,
    });
  });

  it('of several periods, the one covering now counts, not an older or a later-ending one that ended', async () => {
    const old = await createPlan(ctx.database, { name: 'Starter' });
    const current = await createPlan(ctx.database, { name: 'Premium' });
    const { user, status } = await agency();
    await createSubscription(ctx.database, user.id, old.id, { startsAt: ago(90), expiresAt: ago(60) });
    await createSubscription(ctx.database, user.id, current.id, { startsAt: ago(1), expiresAt: ahead(29) });
    const answer = await status();
    expect(answer).toMatchObject({ isActive: true, planName: 'Premium' });
    expect(Date.parse(answer.expiresAt!)).toBeCloseTo(ahead(29).getTime(), -4);
  });

  it('only ended periods: inactive, with the last expiry date (for the "expired on" message)', async () => {
    const plan = await createPlan(ctx.database, { name: 'Agency Basic' });
    const { user, status } = await agency();
    const lastEnd = ago(3);
    await createSubscription(ctx.database, user.id, plan.id, { startsAt: ago(33), expiresAt: lastEnd });
    await createSubscription(ctx.database, user.id, plan.id, { startsAt: ago(400), expiresAt: ago(35) });
    expect(await status()).toEqual({
      isActive: false,
      expiresAt: lastEnd.toISOString(),
      planName: 'Agency Basic',
      licensedBy: null,
    });
  });

  it('no period at all: inactive, no date, no plan', async () => {
    const { status } = await agency();
    expect(await status()).toEqual({ isActive: false, expiresAt: null, planName: null, licensedBy: null });
  });

  it.each(['pending', 'cancelled'] as const)('a %s period covering now does not count', async (state) => {
    const plan = await createPlan(ctx.database);
    const { user, status } = await agency();
    await createSubscription(ctx.database, user.id, plan.id, { status: state, startsAt: ago(1), expiresAt: ahead(30) });
    expect(await status()).toEqual({ isActive: false, expiresAt: null, planName: null, licensedBy: null });
  });

  it('a paid period that has not started yet does not make the subscription active', async () => {
    const plan = await createPlan(ctx.database);
    const { user, status } = await agency();
    await createSubscription(ctx.database, user.id, plan.id, { startsAt: ahead(2), expiresAt: ahead(32) });
    // Not "expired on" a date still to come: no expiry date at all.
    expect(await status()).toMatchObject({ isActive: false, expiresAt: null });
  });

  it("another user's subscription is not mine", async () => {
    const plan = await createPlan(ctx.database);
    const other = await createAccount(ctx.database, { role: 'agency' });
    await createSubscription(ctx.database, other.id, plan.id);
    const { status } = await agency();
    expect((await status()).isActive).toBe(false);
  });

  it('without a token: 401', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/subscription-histories/status' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
    });
  });
});
