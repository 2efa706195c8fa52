import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEAL_LINK_DAYS, APPEAL_LINK_MESSAGES as L } from '@immora/shared/appeal-link';
import { SUSPENDED_MESSAGES, TRUST_MESSAGES as M } from '@immora/shared/trust';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createProperty } from '../../../test/factories.ts';
import { startSmtpCapture } from '../../../test/mail-capture.ts';
import { outboxFor, tokenOfLink } from '../../../test/mail-outbox.ts';
import { signedInUser } from '../../../test/session.ts';
import { signedInStaff } from '../../../test/staff-session.ts';
import { appealToken } from './appeal-tokens.ts';

/**
 * A suspended owner cannot sign in, so the suspension e-mail carries a signed link to appeal
 * (decision 081): GET/POST /api/appeals?token=…, no session.
 */
const PUBLIC_URL = 'https://immora.test';
const DAY = 86_400_000;
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  staff = await signedInStaff(ctx.app, ctx.database);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

let ip = 0;
const inject = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, payload, headers, remoteAddress: `10.46.0.${++ip}` });
const act = (caseId: string, action: string, reason: string) =>
  inject('POST', `/api/staff/cases/${caseId}/actions`, { action, reason }, staff.headers);
const read = (token: string) => inject('GET', `/api/appeals?token=${encodeURIComponent(token)}`);
const send = (token: string, text = 'The deposit was for a parking space, not the flat.') =>
  inject('POST', `/api/appeals?token=${encodeURIComponent(token)}`, { text });
const caseRow = async (id: string) =>
  (
    await ctx.database.query<{ status: string; appeal_text: string | null }>(
      'SELECT status, appeal_text FROM moderation_cases WHERE id = $1',
      [id],
    )
  )[0]!;

const REASON = 'Deposits asked before any viewing';

/** An owner writing in Dutch, reported and suspended by staff: the case and the link of the e-mail. */
async function suspendedOwner() {
  const owner = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
  await ctx.database.query(`UPDATE users SET language = 'nl' WHERE id = $1`, [owner.user.id]);
  const listing = await createProperty(ctx.database, owner.user.id);
  const reported = await inject('POST', '/api/reports', {
    target: { kind: 'listing', id: listing.id },
    reason: 'scam',
    email: `reporter-${ip}@example.be`,
  });
  expect(reported.statusCode).toBe(201);
  const [row] = await ctx.database.query<{ id: string }>('SELECT id FROM moderation_cases WHERE listing_id = $1', [
    listing.id,
  ]);
  const caseId = row!.id;
  expect((await act(caseId, 'suspend_account', REASON)).statusCode).toBe(200);
  const mail = smtp.to(owner.user.email).at(-1)!;
  return { owner, caseId, mail, token: tokenOfLink(mail.body, PUBLIC_URL, '/appeal') };
}

describe('the appeal link of a suspension e-mail', () => {
  it('is in the e-mail, in Dutch with its end date; the outbox does not keep it; sign-in says it was e-mailed', async () => {
    const { owner, mail, token } = await suspendedOwner();
    expect(mail.body).toContain('Uw Immora-account is geschorst');
    expect(mail.body).toContain(`Waarom: ${REASON}`);
    expect(mail.body).toMatch(/zonder aan te melden \(de link werkt tot \d{1,2} \p{L}+ \d{4}\):/u);
    expect(mail.body).toContain(`${PUBLIC_URL}/appeal?token=${token}&lang=nl`);
    const [copy] = (await outboxFor(ctx.database, owner.user.email)).filter(
      (m) => m.kind === 'moderation_suspend_account',
    );
    expect(copy!.text).not.toContain(token);
    expect(copy!.text).toContain('[sent]');

    const login = await inject('POST', '/api/users/login', { email: owner.user.email, password: 'Sesame-2026' });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: SUSPENDED_MESSAGES.nl });
    expect(SUSPENDED_MESSAGES.nl).toContain('met een link om zonder aanmelden bezwaar te maken');
  });

  it('shows the decision and takes one appeal: the case is back in the queue as appealed; the second is 409', async () => {
    const { caseId, token } = await suspendedOwner();
    const shown = await read(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    const view = shown.json().data;
    expect(view).toMatchObject({
      decision: { action: 'suspend_account', reason: REASON },
      appeal: null,
      canAppeal: true,
      suspended: true,
    });
    const days = (new Date(view.expiresAt).getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(APPEAL_LINK_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(APPEAL_LINK_DAYS);

    const first = await send(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      appeal: { text: 'The deposit was for a parking space, not the flat.' },
      canAppeal: false,
      suspended: true,
    });
    const queue = await inject('GET', '/api/staff/cases?status=appealed', undefined, staff.headers);
    expect(queue.json().data.items.map((c: { id: string }) => c.id)).toContain(caseId);
    const detail = await inject('GET', `/api/staff/cases/${caseId}`, undefined, staff.headers);
    expect(detail.json().data.appeal.text).toBe('The deposit was for a parking space, not the flat.');

    const second = await send(token, 'Please look again.');
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(M.appealedAlready);
    expect((await caseRow(caseId)).appeal_text).toBe('The deposit was for a parking space, not the flat.');
    expect((await read(token)).json().data).toMatchObject({ canAppeal: false, appeal: { text: expect.any(String) } });

    // Staff decline it: the owner hears so, and the link still takes no second appeal.
    expect((await act(caseId, 'dismiss', 'The listing asked for the deposit too')).statusCode).toBe(200);
    expect((await send(token, 'Once more.')).statusCode).toBe(409);
  });

  it('two appeals at once: one is taken, the other is 409', async () => {
    const { caseId, token } = await suspendedOwner();
    const answers = await Promise.all([send(token, 'First.'), send(token, 'Second.')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await caseRow(caseId)).status).toBe('appealed');
  });

  it('an expired link is 410 with what to do instead, and changes nothing', async () => {
    const { caseId } = await suspendedOwner();
    const expired = appealToken(ctx.app.config.JWT_SECRET, caseId, new Date(Date.now() - 60_000));
    for (const res of [await read(expired), await send(expired)]) {
      expect(res.statusCode).toBe(410);
      expect(res.json().error.message).toBe(L.expired);
    }
    expect(await caseRow(caseId)).toEqual({ status: 'decided', appeal_text: null });
  });

  it('a tampered link is 404, a malformed one 400, and neither changes anything', async () => {
    const { caseId, token } = await suspendedOwner();
    const [, expires, sig] = /^[0-9a-f-]{36}-([0-9a-z]+)-(.{43})$/.exec(token)!;
    const otherCase = await suspendedOwner();
    const tampered = [
      // Another case under this link's signature, a later expiry, a changed signature, another key.
      `${otherCase.caseId}-${expires}-${sig}`,
      `${caseId}-${(parseInt(expires!, 36) + 86_400).toString(36)}-${sig}`,
      `${caseId}-${expires}-${sig!.startsWith('A') ? 'B' : 'A'}${sig!.slice(1)}`,
      appealToken('another-secret-of-at-least-32-characters', caseId, new Date(Date.now() + DAY)),
    ];
    for (const bad of tampered) {
      for (const res of [await read(bad), await send(bad)]) {
        expect(res.statusCode, bad).toBe(404);
        expect(res.json().error.message).toBe(L.badToken);
      }
    }
    for (const url of [
      '/api/appeals',
      '/api/appeals?token=',
      `/api/appeals?token=${caseId}`,
      '/api/appeals?token=a.b',
    ]) {
      for (const res of [await inject('GET', url), await inject('POST', url, { text: 'x' })]) {
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.message).toBe(L.badToken);
      }
    }
    expect((await send(token, '   ')).statusCode).toBe(400);
    for (const id of [caseId, otherCase.caseId])
      expect(await caseRow(id)).toEqual({ status: 'decided', appeal_text: null });
  });

  it('once the suspension is lifted the link says so and takes no appeal (409): the owner signs in again', async () => {
    const { owner, caseId, token } = await suspendedOwner();
    expect((await act(caseId, 'restore', 'Identity checked by phone')).statusCode).toBe(200);
    const shown = await read(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ suspended: false, canAppeal: false, decision: { action: 'restore' } });
    const refused = await send(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(L.notSuspended);
    expect((await caseRow(caseId)).appeal_text).toBeNull();
    const login = await inject('POST', '/api/users/login', { email: owner.user.email, password: 'Sesame-2026' });
    expect(login.statusCode).toBe(200);
  });
});
