import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOST_MESSAGES } from '@immora/shared/credits';
import { boostPlans } from '../../db/schema/credits.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { onPostgres } from '../../../test/database.ts';
import { createProperty } from '../../../test/factories.ts';
import { signedInUser } from '../../../test/session.ts';
import { grantCredits } from '../credits/credits.repository.ts';

let ctx: TestContext;
let planId: string;
const COST = 10;

beforeAll(async () => {
  ctx = await createTestApp();
  const [plan] = await ctx.database.db
    .insert(boostPlans)
    .values({
      code: 'week',
      name: 'Top of search, 7 days',
      durationDays: 7,
      credits: COST,
      description: 'Shown first in search for a week',
    })
    .returning();
  planId = plan!.id;
});
afterAll(() => ctx.close());

async function seller(credits: number, subscribed = true) {
  const s = await signedInUser(ctx.app, ctx.database, { role: 'pseller', subscribed });
  if (credits > 0) await grantCredits(ctx.database.db, { userId: s.user.id, amount: credits, reason: 'grant' });
  const listing = await createProperty(ctx.database, s.user.id, {
    title: `Listing of ${s.user.email}`,
    city: 'Boost City',
    publishedAt: new Date(Date.now() - 30 * 86_400_000),
  });
  return { ...s, listing };
}
const boost = (id: string, headers: Record<string, string>, plan = planId) =>
  ctx.app.inject({ method: 'POST', url: `/api/properties/${id}/boost`, payload: { planId: plan }, headers });
const credits = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/credits', headers })).json().data;

describe('boosting with credits', () => {
  it('lists the boost plans', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/boost-plans' });
    expect(res.json().data).toEqual([
      expect.objectContaining({ name: 'Top of search, 7 days', durationDays: 7, credits: COST }),
    ]);
  });

  it('spends credits, extends the boost, ranks the listing first, and refuses when credits run out', async () => {
    const s = await seller(2 * COST);
    await createProperty(ctx.database, s.user.id, {
      title: 'Newer unboosted listing',
      city: 'Boost City',
      publishedAt: new Date(),
    });
    const first = await boost(s.listing.id, s.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.remainingCredits).toBe(COST);
    const second = (await boost(s.listing.id, s.headers)).json().data;
    const days = (Date.parse(second.boostedUntil) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);
    const third = await boost(s.listing.id, s.headers);
    expect(third.statusCode).toBe(409);
    expect(third.json().error.message).toBe(
      BOOST_MESSAGES.notEnough.replace('{needed}', String(COST)).replace('{balance}', '0'),
    );
    expect(await credits(s.headers)).toMatchObject({
      total: 2 * COST,
      remaining: 0,
      used: 2 * COST,
      currentPlan: 'Professional',
    });
    const search = (
      await ctx.app.inject({ method: 'GET', url: '/api/properties', query: { city: 'Boost City' } })
    ).json().data;
    expect(search.items[0]).toMatchObject({ id: s.listing.id, boosted: true });
  });

  it('refuses a guest, another user, a user without subscription, a draft and an unknown plan', async () => {
    const owner = await seller(COST);
    expect((await boost(owner.listing.id, {})).statusCode).toBe(401);
    const other = await seller(COST);
    const foreign = await boost(owner.listing.id, other.headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe(BOOST_MESSAGES.notYours);
    const unsubscribed = await seller(COST, false);
    expect((await boost(unsubscribed.listing.id, unsubscribed.headers)).statusCode).toBe(403);
    const draft = await createProperty(ctx.database, owner.user.id, { status: 'draft' });
    expect((await boost(draft.id, owner.headers)).json().error.message).toBe(BOOST_MESSAGES.notPublished);
    expect((await boost(owner.listing.id, owner.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const buyer = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    expect((await boost(owner.listing.id, buyer.headers)).statusCode).toBe(403);
    // Nothing was spent by any refusal.
    expect((await credits(owner.headers)).remaining).toBe(COST);
  });

  it.skipIf(!onPostgres)(
    '50 concurrent boosts against credits for 3 succeed exactly 3 times (PostgreSQL)',
    async () => {
      const s = await seller(3 * COST);
      const answers = await Promise.all(Array.from({ length: 50 }, () => boost(s.listing.id, s.headers)));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(3);
      expect(codes.filter((c) => c === 409)).toHaveLength(47);
      const [balance] = await ctx.database.query<{ balance: number }>(
        'SELECT balance FROM credit_balances WHERE user_id = $1',
        [s.user.id],
      );
      expect(balance!.balance).toBe(0);
      const [spent] = await ctx.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM credit_ledger WHERE user_id = $1 AND reason = 'boost'`,
        [s.user.id],
      );
      expect(spent!.n).toBe(3);
      const [made] = await ctx.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM boosts WHERE property_id = $1',
        [s.listing.id],
      );
      expect(made!.n).toBe(3);
    },
  );
});
