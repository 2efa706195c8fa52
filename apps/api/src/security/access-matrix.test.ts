import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { crmCustomer, signedInUser } from '../../test/session.ts';
import { signedInStaff } from '../../test/staff-session.ts';
import { ACCESS } from './access-table.ts';
import { apiOperations, callAs, PROVIDERS_POINTING_NOWHERE, type Caller } from './access-calls.ts';

/**
 * Issue 18's access-control matrix: every operation of the API, called as a guest and as each
 * role with and without an active subscription, answers as `ACCESS` says. Ids are unknown ones
 * (the caller's own for `{userId}`) and bodies empty: what is checked is who gets past the door
 * (401 / 403 or not), and that no one gets a 5xx.
 */

const ROLES = ['buyer', 'pseller', 'individual', 'agency'] as const;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(PROVIDERS_POINTING_NOWHERE);
});
afterAll(() => ctx.close());

/** The guest, the seven kinds of account (buyers have no subscriptions) and a CRM customer. */
async function everyCaller(): Promise<Caller[]> {
  const callers: Caller[] = [{ name: 'guest', role: null, subscribed: false, headers: {}, userId: randomUUID() }];
  for (const role of ROLES)
    for (const subscribed of role === 'buyer' ? [false] : [true, false]) {
      const { user, headers } = await signedInUser(ctx.app, ctx.database, { role, subscribed });
      callers.push({ name: `${role}${subscribed ? ' (subscribed)' : ''}`, role, subscribed, headers, userId: user.id });
    }
  // Immora's staff (decision 076): the back office and their own session, nothing of the marketplace.
  const staff = await signedInStaff(ctx.app, ctx.database);
  callers.push({ name: 'staff', role: 'staff', subscribed: false, headers: staff.headers, userId: staff.user.id });
  // A customer signed in at /crm-login (decision 038): a session for the CRM area only.
  const { user, headers } = await crmCustomer(ctx.app, ctx.database);
  callers.push({ name: 'CRM customer', role: 'buyer', subscribed: false, crm: true, headers, userId: user.id });
  return callers;
}

/** What the table promises a caller: past the door ('in'), or refused with 401 or 403. */
export function promised(rule: string, caller: Pick<Caller, 'role' | 'subscribed' | 'crm'>): 'in' | 401 | 403 {
  if (rule === 'everyone') return 'in';
  if (!caller.role || Boolean(caller.crm) !== (rule === 'crm-session')) return 401;
  if (rule === 'any-account' || rule === 'crm-session') return 'in';
  if (caller.role === 'staff') return rule === 'staff' ? 'in' : 403;
  if (rule === 'signed-in') return 'in';
  const grant = rule.split(' ').find((entry) => entry.replace('$', '') === caller.role);
  if (!grant || (grant.endsWith('$') && !caller.subscribed)) return 403;
  return 'in';
}

describe('the access table', () => {
  it('has one row per API operation, and no row without one', () => {
    const ids = apiOperations(ctx.app).map((op) => op.operationId);
    expect(Object.keys(ACCESS).sort()).toEqual([...ids].sort());
  });

  it('uses only the words it defines', () => {
    const words =
      /^(everyone|signed-in|any-account|staff|crm-session|((buyer|pseller|individual|agency)\$?)( (pseller|individual|agency)\$?)*)$/;
    expect(Object.entries(ACCESS).filter(([, rule]) => !words.test(rule))).toEqual([]);
  });
});

describe('every operation answers each caller as the table says', () => {
  it('refuses guests with 401 and other roles with 403, lets the others in, and never answers 5xx', async () => {
    const operations = apiOperations(ctx.app);
    // Signing out ends the session: those calls come last, each with fresh sessions.
    const [signOuts, others] = [
      operations.filter((op) => /logout/.test(op.path)),
      operations.filter((op) => !/logout/.test(op.path)),
    ];
    const callers = await everyCaller();
    const wrong: string[] = [];
    for (const op of [...others, ...signOuts]) {
      const rule = ACCESS[op.operationId];
      if (!rule) continue; // the first test names it
      for (const caller of signOuts.includes(op) ? await everyCaller() : callers) {
        const status = await callAs(ctx.app, op, caller);
        const expected = promised(rule, caller);
        const refused = status === 401 || status === 403;
        if (status >= 500 || (expected === 'in' ? refused : status !== expected))
          wrong.push(`${op.operationId} as ${caller.name}: ${status}, the table says ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);

  it('reads the table the way its header says', () => {
    const subscribedAgent = { role: 'individual' as const, subscribed: true };
    const agent = { role: 'individual' as const, subscribed: false };
    expect(promised('everyone', { role: null, subscribed: false })).toBe('in');
    expect(promised('signed-in', { role: null, subscribed: false })).toBe(401);
    expect(promised('buyer individual$', subscribedAgent)).toBe('in');
    expect(promised('buyer individual$', agent)).toBe(403);
    expect(promised('pseller individual agency', agent)).toBe('in');
    expect(promised('agency$', subscribedAgent)).toBe(403);
    expect(promised('crm-session', agent)).toBe(401);
    expect(promised('crm-session', { role: 'buyer', subscribed: false, crm: true })).toBe('in');
    expect(promised('signed-in', { role: 'buyer', subscribed: false, crm: true })).toBe(401);
    expect(promised('signed-in', { role: 'staff', subscribed: false })).toBe(403);
    expect(promised('any-account', { role: 'staff', subscribed: false })).toBe('in');
    expect(promised('staff', { role: 'staff', subscribed: false })).toBe('in');
    expect(promised('staff', agent)).toBe(403);
    expect(promised('staff', { role: null, subscribed: false })).toBe(401);
    expect(promised('buyer individual$', { role: 'staff', subscribed: false })).toBe(403);
  });
});
