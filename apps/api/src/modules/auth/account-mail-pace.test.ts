import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, uniqueEmail } from '../../../test/account-factories.ts';
import type { TestContext } from '../../../test/app.ts';
import { createCustomTestApp } from '../../../test/custom-app.ts';
import { startSmtpCapture } from '../../../test/mail-capture.ts';

/**
 * Issue 31: with mail going out by SMTP, a request for an address with an account slowed the
 * requests after it, because the worker sent its e-mail right after the answer; one without
 * an account cost nothing after it. Decision 057: the worker takes one request per tick, at its
 * own pace, and writes the same message whether or not it is sent. What is checked is that
 * behaviour, not a time.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createCustomTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Immora <no-reply@immora.test>' } });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

let clients = 0;
const nextIp = () => `10.57.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
const ask = (app: TestContext['app'], call: string, email: string) =>
  app.inject({ method: 'POST', url: `/api/users/${call}`, payload: { email }, remoteAddress: nextIp() });

const waiting = async () => {
  const [row] = await ctx.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM account_mail_requests WHERE done_at IS NULL',
  );
  return row!.n;
};

describe('the account e-mail worker works at its own pace (decision 057)', () => {
  it('takes one request per tick, however many wait, known and unknown addresses alike', async () => {
    await ctx.app.accountMail.drain();
    const known = await Promise.all([1, 2, 3].map(() => createAccount(ctx.database)));
    for (const user of known) {
      expect((await ask(ctx.app, 'password-reset-request', user.email)).statusCode).toBe(200);
      expect((await ask(ctx.app, 'password-reset-request', uniqueEmail('ghost'))).statusCode).toBe(200);
    }
    expect(await waiting()).toBe(6);
    for (let left = 5; left >= 0; left--) {
      expect(await ctx.app.accountMail.tick()).toBe(true);
      expect(await waiting()).toBe(left);
    }
    expect(await ctx.app.accountMail.tick()).toBe(false);
    for (const user of known) expect(smtp.to(user.email)).toHaveLength(1);
  });

  it.each([
    ['password-reset-request', true],
    ['resend-verification-email', false],
  ])('%s: an address without an account costs the worker what one with an account does', async (call, verified) => {
    await ctx.app.accountMail.drain();
    const user = await createAccount(ctx.database, { isVerified: verified });
    const ghost = uniqueEmail('ghost');
    const workFor = async (email: string) => {
      const before = { ...ctx.app.accountMail.work };
      expect((await ask(ctx.app, call, email)).statusCode).toBe(200);
      expect(ctx.app.accountMail.work).toEqual(before);
      expect(await ctx.app.accountMail.tick()).toBe(true);
      const after = ctx.app.accountMail.work;
      return {
        ticks: after.ticks - before.ticks,
        taken: after.taken - before.taken,
        rendered: after.rendered - before.rendered,
        sent: after.sent - before.sent,
      };
    };
    expect(await workFor(user.email)).toEqual({ ticks: 1, taken: 1, rendered: 1, sent: 1 });
    expect(await workFor(ghost)).toEqual({ ticks: 1, taken: 1, rendered: 1, sent: 0 });
    expect(smtp.to(user.email)).toHaveLength(1);
    expect(smtp.to(ghost)).toHaveLength(0);
  });

  it('an answer sets no e-mail work going: the request waits for the next tick', async () => {
    const paced = await createCustomTestApp({
      database: ctx.database,
      env: { SMTP_URL: smtp.url, ACCOUNT_MAIL_SECONDS: '3600' },
    });
    try {
      const user = await createAccount(ctx.database);
      expect((await ask(paced.app, 'password-reset-request', user.email)).statusCode).toBe(200);
      // Whatever the answer queued to run after it has had its turn.
      for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
      expect(paced.app.accountMail.work.ticks).toBe(0);
      const [row] = await ctx.database.query<{ claimed: boolean }>(
        'SELECT claimed_at IS NOT NULL AS claimed FROM account_mail_requests WHERE email = $1',
        [user.email],
      );
      expect(row!.claimed).toBe(false);
    } finally {
      await paced.close();
    }
  });
});
