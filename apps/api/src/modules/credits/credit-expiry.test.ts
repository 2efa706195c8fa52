import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { creditLedger } from '../../db/schema/credits.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { bearer, createAccount, signIn } from '../../../test/account-factories.ts';
import { grantCredits, spendCredits, creditsRepository } from './credits.repository.ts';
import { expireCredits } from './credit-expiry.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
const summary = (userId: string) => creditsRepository(ctx.database.db).summary(userId);

async function seller() {
  return createAccount(ctx.database, { role: 'pseller' });
}
const buy = (userId: string, amount: number, until: Date) =>
  grantCredits(ctx.database.db, {
    userId,
    amount,
    reason: 'purchase',
    reference: crypto.randomUUID(),
    expiresAt: until,
  });
const spend = (userId: string, amount: number) =>
  spendCredits(ctx.database.db, { userId, amount, reference: crypto.randomUUID(), note: 'boost' });

describe('credit expiry', () => {
  it('takes what a purchase left when its period ends, and nothing before', async () => {
    const user = await seller();
    await buy(user.id, 10, day(30));
    await spend(user.id, 3);
    await expireCredits(ctx.database.db, day(29));
    expect(await summary(user.id)).toMatchObject({ remaining: 7, used: 3, expired: 0 });
    await expireCredits(ctx.database.db, day(31));
    expect(await summary(user.id)).toMatchObject({ total: 10, remaining: 0, used: 3, expired: 7 });
    // Settled once: another run takes nothing more.
    expect(await expireCredits(ctx.database.db, day(40))).toBe(0);
  });

  it('counts spending against the credits that expire first; later purchases and grants stay', async () => {
    const user = await seller();
    await buy(user.id, 10, day(30));
    await buy(user.id, 10, day(60));
    await grantCredits(ctx.database.db, { userId: user.id, amount: 5, reason: 'grant' });
    await spend(user.id, 12);
    // 13 left: the first purchase's 10 were spent, 2 of the second's too.
    await expireCredits(ctx.database.db, day(31));
    expect(await summary(user.id)).toMatchObject({ remaining: 13, expired: 0 });
    await expireCredits(ctx.database.db, day(61));
    expect(await summary(user.id)).toMatchObject({ remaining: 5, used: 12, expired: 8 });
  });

  it('expires a purchase once when several nodes sweep at the same moment', async () => {
    const user = await seller();
    await buy(user.id, 20, day(10));
    const runs = await Promise.all(Array.from({ length: 5 }, () => expireCredits(ctx.database.db, day(11))));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(20);
    const rows = await ctx.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reason, 'expiry')));
    expect(rows).toHaveLength(1);
    expect(await summary(user.id)).toMatchObject({ remaining: 0, expired: 20 });
  });

  it('shows expired credits apart from used ones in GET /api/credits', async () => {
    const user = await seller();
    await buy(user.id, 6, day(5));
    await spend(user.id, 1);
    await expireCredits(ctx.database.db, day(6));
    const headers = bearer(await signIn(ctx.app, user.email, user.password));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/credits', headers });
    expect(res.json().data).toMatchObject({ total: 6, remaining: 0, used: 1, expired: 5 });
    const ledger = res.json().data.ledger as { delta: number; reason: string }[];
    expect(ledger.filter((row) => row.reason === 'expiry')).toMatchObject([{ delta: -5 }]);
  });
});
