import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { signupBody } from '../../../test/account-factories.ts';
import { signupAddresses } from '../../db/schema/auth.ts';

/**
 * Decision 080: a sign-up keeps the client address it came from (an IPv6 as its /64), and the
 * fifth account from one address within 24 hours opens a case with `shared_client_address`.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let phones = 0;
/** Signs up from `remoteAddress` with a phone of its own (one shared phone would be another signal); the new account's id. */
async function signUpFrom(remoteAddress: string, overrides: Record<string, unknown> = {}) {
  const payload = signupBody({ phoneNumber: `04861${String(++phones).padStart(5, '0')}`, ...overrides });
  const res = await ctx.app.inject({ method: 'POST', url: '/api/users/signup', payload, remoteAddress });
  expect(res.statusCode, res.body).toBe(201);
  await ctx.app.trustSignals.idle();
  return res.json().data.user.id as string;
}

const signalsOf = (userId: string) =>
  ctx.database.query<{ kind: string; severity: string; evidence: { accounts: number; network: string } }>(
    `SELECT s.kind, s.severity, s.evidence FROM moderation_signals s JOIN moderation_cases c ON c.id = s.case_id
      WHERE c.user_id = $1 AND c.target_kind = 'user'`,
    [userId],
  );

describe('many accounts from one client address (decision 080)', () => {
  it('four sign-ups from one address open no case; the fifth opens one with shared_client_address', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await signUpFrom('198.51.100.7'));
    for (const id of ids) expect(await signalsOf(id)).toEqual([]);
    // Another address does not add up.
    expect(await signalsOf(await signUpFrom('198.51.100.8'))).toEqual([]);

    const fifth = await signUpFrom('198.51.100.7');
    expect(await signalsOf(fifth)).toEqual([
      {
        kind: 'shared_client_address',
        severity: 'medium',
        evidence: expect.objectContaining({ network: '198.51.100.7', accounts: 5 }),
      },
    ]);
  });

  it('keeps an IPv6 address as its /64, so five addresses of one network count as one', async () => {
    let last = '';
    for (let i = 1; i <= 5; i++) last = await signUpFrom(`2001:db8:7:1::${i.toString(16)}`);
    const [row] = await ctx.database.db.select().from(signupAddresses).where(eq(signupAddresses.userId, last));
    expect(row?.address).toBe('2001:0db8:0007:0001::/64');
    expect((await signalsOf(last)).map((s) => s.kind)).toEqual(['shared_client_address']);
  });

  it('keeps nothing for an address that already has an account (nothing is created)', async () => {
    const email = `taken-${phones}@example.be`;
    const first = await signUpFrom('203.0.113.9', { email });
    const again = await signUpFrom('203.0.113.9', { email });
    expect(again).not.toBe(first);
    const rows = await ctx.database.db.select().from(signupAddresses).where(eq(signupAddresses.address, '203.0.113.9'));
    expect(rows.map((r) => r.userId)).toEqual([first]);
  });
});
