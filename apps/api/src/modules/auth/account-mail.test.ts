import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createAccount, uniqueEmail } from '../../../test/account-factories.ts';
import { createCustomTestApp } from '../../../test/custom-app.ts';
import { onPostgres } from '../../../test/database.ts';
import { outboxFor } from '../../../test/mail-outbox.ts';
import { ACCOUNT_MAILS_PER_HOUR } from './auth.service.ts';

/** Issue 9: reset and verification e-mails leave from the worker, at most 3 per address and hour. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let clients = 0;
const nextIp = () => `10.7.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
const requestReset = (email: string, app = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/users/password-reset-request', payload: { email }, remoteAddress: nextIp() });
const resend = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/resend-verification-email',
    payload: { email },
    remoteAddress: nextIp(),
  });
const mailsOf = async (email: string, kind: 'reset_password' | 'verify_email') =>
  (await outboxFor(ctx.database, email)).filter((m) => m.kind === kind).length;

describe('the account e-mail queue', () => {
  it('the answer only queues: the e-mail is sent by the worker afterwards', async () => {
    const user = await createAccount(ctx.database);
    expect((await requestReset(user.email)).statusCode).toBe(200);
    expect(await mailsOf(user.email, 'reset_password')).toBe(0);
    expect(await ctx.app.accountMail.drain()).toBe(1);
    expect(await mailsOf(user.email, 'reset_password')).toBe(1);
    expect(await ctx.app.accountMail.drain()).toBe(0);
  });

  it('an unknown address is queued like a known one and dropped by the worker', async () => {
    const ghost = uniqueEmail('ghost');
    const answers = [await requestReset(ghost), await resend(ghost)];
    for (const res of answers) expect(res.statusCode).toBe(200);
    const queued = await ctx.database.query<{ kind: string }>(
      'SELECT kind FROM account_mail_requests WHERE email = $1 ORDER BY kind',
      [ghost],
    );
    expect(queued.map((r) => r.kind)).toEqual(['reset', 'verification']);
    await ctx.app.accountMail.drain();
    expect(await outboxFor(ctx.database, ghost)).toHaveLength(0);
    const done = await ctx.database.query<{ outcome: string }>(
      'SELECT outcome FROM account_mail_requests WHERE email = $1',
      [ghost],
    );
    expect(done.map((r) => r.outcome)).toEqual(['dropped', 'dropped']);
  });

  it('a claim left by a node that stopped is taken again after 5 minutes', async () => {
    const user = await createAccount(ctx.database);
    await ctx.database.query(
      `INSERT INTO account_mail_requests (kind, email, claimed_at) VALUES ('reset', $1, now() - interval '6 minutes')`,
      [user.email],
    );
    await ctx.database.query(
      `INSERT INTO account_mail_requests (kind, email, claimed_at) VALUES ('reset', $1, now() - interval '1 minute')`,
      [user.email],
    );
    expect(await ctx.app.accountMail.drain()).toBe(1);
    expect(await mailsOf(user.email, 'reset_password')).toBe(1);
  });
});

describe('per-address limit', () => {
  it(`12 clients asking for one address's reset: every answer alike, ${ACCOUNT_MAILS_PER_HOUR} e-mails`, async () => {
    expect(ACCOUNT_MAILS_PER_HOUR).toBe(3);
    const user = await createAccount(ctx.database);
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await requestReset(i % 2 ? user.email.toUpperCase() : user.email));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { message: AUTH_MESSAGES.resetRequested } });
    }
    await ctx.app.accountMail.drain();
    expect(await mailsOf(user.email, 'reset_password')).toBe(3);
  });

  it('verification e-mails have their own limit of 3 per address and hour', async () => {
    const user = await createAccount(ctx.database, { isVerified: false });
    for (let i = 0; i < 6; i++) expect((await resend(user.email)).statusCode).toBe(200);
    await ctx.app.accountMail.drain();
    expect(await mailsOf(user.email, 'verify_email')).toBe(3);
    await requestReset(user.email);
    await ctx.app.accountMail.drain();
    expect(await mailsOf(user.email, 'reset_password')).toBe(1);
  });

  it('the limit counts the last hour: an hour later the address gets an e-mail again', async () => {
    const user = await createAccount(ctx.database);
    for (let i = 0; i < 4; i++) await requestReset(user.email);
    await ctx.app.accountMail.drain();
    expect(await mailsOf(user.email, 'reset_password')).toBe(3);
    await ctx.database.query(
      `UPDATE account_mail_requests SET created_at = created_at - interval '61 minutes' WHERE email = $1`,
      [user.email],
    );
    await requestReset(user.email);
    await ctx.app.accountMail.drain();
    expect(await mailsOf(user.email, 'reset_password')).toBe(4);
  });

  it.skipIf(!onPostgres)('20 parallel requests for one address queue 3 (PostgreSQL)', async () => {
    const user = await createAccount(ctx.database);
    const answers = await Promise.all(Array.from({ length: 20 }, () => requestReset(user.email)));
    for (const res of answers) expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM account_mail_requests WHERE email = $1',
      [user.email],
    );
    expect(row!.n).toBe(3);
  });

  it.skipIf(!onPostgres)('two nodes draining at once send each e-mail once (PostgreSQL)', async () => {
    const other = await createCustomTestApp({ database: ctx.database });
    await ctx.app.accountMail.drain();
    try {
      const users = await Promise.all(Array.from({ length: 30 }, () => createAccount(ctx.database)));
      for (const user of users) await requestReset(user.email);
      const [a, b] = await Promise.all([ctx.app.accountMail.drain(), other.app.accountMail.drain()]);
      expect(a + b).toBe(30);
      for (const user of users) expect(await mailsOf(user.email, 'reset_password')).toBe(1);
    } finally {
      await other.close();
    }
  });
});
