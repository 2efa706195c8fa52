import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUSPENDED_MESSAGES, TRUST_MESSAGES as M } from '@immora/shared/trust';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createProperty } from '../../../test/factories.ts';
import { startSmtpCapture } from '../../../test/mail-capture.ts';
import { signedInUser } from '../../../test/session.ts';
import { signedInStaff } from '../../../test/staff-session.ts';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestApp({ SMTP_URL: smtp.url });
  staff = await signedInStaff(ctx.app, ctx.database);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

let ip = 0;
const inject = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = staff.headers,
) => ctx.app.inject({ method, url, payload, headers, remoteAddress: `10.45.0.${++ip}` });

/** A published listing of a signed-in owner, reported by a guest: its case id. */
async function reportedListing(reporter = `reporter-${Math.random()}@example.be`) {
  const owner = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
  await ctx.database.query(`UPDATE users SET language = 'nl' WHERE id = $1`, [owner.user.id]);
  const listing = await createProperty(ctx.database, owner.user.id);
  const res = await inject(
    'POST',
    '/api/reports',
    { target: { kind: 'listing', id: listing.id }, reason: 'scam', email: reporter, language: 'fr' },
    {},
  );
  expect(res.statusCode).toBe(201);
  const [row] = await ctx.database.query<{ id: string }>('SELECT id FROM moderation_cases WHERE listing_id = $1', [
    listing.id,
  ]);
  return { owner, listing, caseId: row!.id, reporter };
}

/** The session helper's password (test/session.ts). */
const signIn = (email: string) => inject('POST', '/api/users/login', { email, password: 'Sesame-2026' }, {});

const act = (caseId: string, action: string, reason = 'Photos copied from another listing') =>
  inject('POST', `/api/staff/cases/${caseId}/actions`, { action, reason });
const status = async (id: string) =>
  (await ctx.database.query<{ status: string }>('SELECT status::text FROM properties WHERE id = $1', [id]))[0]!.status;

describe('staff sign in and see the queue', () => {
  it('lands staff on /staff and lists the case, most serious first', async () => {
    expect(staff.landing.role).toBe('staff');
    const { caseId } = await reportedListing();
    const queue = await inject('GET', '/api/staff/cases?status=open&kind=scam');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.items.map((c: { id: string }) => c.id)).toContain(caseId);
    const detail = await inject('GET', `/api/staff/cases/${caseId}`);
    expect(detail.json().data).toMatchObject({ severity: 'high', owner: { listings: 1, previousCases: 0 } });
  });

  it('finds cases by words of the listing title (% taken literally) or by id, and finds nothing else', async () => {
    const { listing, caseId } = await reportedListing();
    const word = `Kasteel${Math.random().toString(36).slice(2, 8)}`;
    await ctx.database.query('UPDATE properties SET title = $1 WHERE id = $2', [`Loft 100% ${word} Gent`, listing.id]);
    const other = await reportedListing();
    const ids = async (q: string) =>
      (await inject('GET', `/api/staff/cases?q=${encodeURIComponent(q)}`))
        .json()
        .data.items.map((c: { id: string }) => c.id);
    expect(await ids(word.toLowerCase())).toEqual([caseId]);
    expect(await ids(`100% ${word}`)).toEqual([caseId]);
    expect(await ids(`100_ ${word}`)).toEqual([]);
    expect(await ids(other.caseId)).toEqual([other.caseId]);
    expect(await ids(listing.id)).toEqual([caseId]);
  });
});

describe('decisions', () => {
  it('refuses an action without a reason, and writes nothing', async () => {
    const { caseId } = await reportedListing();
    const res = await act(caseId, 'hide_listing', '  ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(M.decisionReasonRequired);
    expect(await ctx.database.query('SELECT 1 FROM audit_log WHERE case_id = $1', [caseId])).toEqual([]);
  });

  it('hides a listing: off search, the owner sees why (in Dutch, by e-mail and in their listing data), the reporter is told in French', async () => {
    const { owner, listing, caseId, reporter } = await reportedListing();
    const res = await act(caseId, 'hide_listing');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'decided', decision: { action: 'hide_listing' } });
    expect(await status(listing.id)).toBe('pending');
    expect((await inject('GET', `/api/properties/${listing.id}`, undefined, {})).statusCode).toBe(404);
    const mine = await inject('GET', `/api/my-properties/${listing.id}`, undefined, owner.headers);
    expect(mine.json().data.moderation).toEqual({
      state: 'hidden',
      reason: 'Photos copied from another listing',
      caseId,
    });
    const republish = await inject(
      'POST',
      `/api/properties/${listing.id}/status`,
      { action: 'publish' },
      owner.headers,
    );
    expect(republish.statusCode).toBe(409);
    expect(smtp.to(owner.user.email).at(-1)?.body).toContain('We hebben uw zoekertje verborgen');
    expect(smtp.to(reporter).at(-1)?.body).toContain('Nous l’avons examiné et avons pris des mesures');
    const audit = await ctx.database.query<{ action: string; reason: string; staff_email: string }>(
      'SELECT action, reason, staff_email FROM audit_log WHERE case_id = $1',
      [caseId],
    );
    expect(audit).toEqual([
      { action: 'hide_listing', reason: 'Photos copied from another listing', staff_email: staff.user.email },
    ]);
  });

  it('asks for a correction: the listing stays public with a notice for its owner', async () => {
    const { owner, listing, caseId } = await reportedListing();
    expect((await act(caseId, 'ask_correction', 'The price is per month, not per year')).statusCode).toBe(200);
    expect(await status(listing.id)).toBe('published');
    const list = await inject('GET', '/api/my-properties', undefined, owner.headers);
    const row = list.json().data.items.find((i: { id: string }) => i.id === listing.id);
    expect(row.moderation).toEqual({ state: 'correction', reason: 'The price is per month, not per year', caseId });
    expect(smtp.to(owner.user.email).at(-1)?.body).toContain('Verbeter uw zoekertje');
  });

  it('dismisses: the case closes, the listing is untouched, the reporter is told nothing was wrong', async () => {
    const { listing, caseId, reporter } = await reportedListing();
    expect((await act(caseId, 'dismiss', 'The price is right for the area')).json().data.status).toBe('closed');
    expect(await status(listing.id)).toBe('published');
    expect(smtp.to(reporter).at(-1)?.body).toContain('n’avons rien trouvé');
    expect((await act(caseId, 'hide_listing')).statusCode).toBe(409);
  });

  it('suspends: every session ends at once, sign-in is refused with a clear message in their language, listings hidden; restore undoes it', async () => {
    const { owner, listing, caseId } = await reportedListing();
    expect((await act(caseId, 'suspend_account', 'Deposits asked before any viewing')).statusCode).toBe(200);
    expect((await inject('GET', '/api/users/me', undefined, owner.headers)).statusCode).toBe(401);
    const login = await signIn(owner.user.email);
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: SUSPENDED_MESSAGES.nl });
    expect(await status(listing.id)).toBe('pending');
    expect(smtp.to(owner.user.email).at(-1)?.body).toContain('Uw Immora-account is geschorst');

    expect((await act(caseId, 'restore', 'Identity checked by phone')).json().data.status).toBe('closed');
    expect(await status(listing.id)).toBe('published');
    const again = await signIn(owner.user.email);
    expect(again.statusCode).toBe(200);
  });
});

describe('appeals', () => {
  it('lets the owner appeal once: the case is back in the queue as appealed; a second appeal is 409; others get 404', async () => {
    const { owner, listing, caseId } = await reportedListing();
    await act(caseId, 'hide_listing');
    const stranger = await signedInUser(ctx.app, ctx.database, { role: 'individual' });
    const url = `/api/cases/${caseId}/appeal`;
    expect((await inject('POST', url, { text: 'These are my own photos.' }, stranger.headers)).statusCode).toBe(404);
    expect((await inject('GET', `/api/cases/${caseId}`, undefined, owner.headers)).json().data.canAppeal).toBe(true);
    const first = await inject('POST', url, { text: 'These are my own photos.' }, owner.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'appealed', canAppeal: false });
    const second = await inject('POST', url, { text: 'Please look again.' }, owner.headers);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(M.appealedAlready);
    const queue = await inject('GET', '/api/staff/cases?status=appealed');
    expect(queue.json().data.items.map((c: { id: string }) => c.id)).toContain(caseId);
    expect((await act(caseId, 'restore', 'The owner proved the photos are theirs')).statusCode).toBe(200);
    expect(await status(listing.id)).toBe('published');
  });
});

describe('reports made while a case is appealed', () => {
  it('are decided with the appeal, and their reporters told: the measure stays (appeal declined), or nothing was wrong (restored)', async () => {
    for (const [action, told] of [
      ['dismiss', 'We looked at it and took action.'],
      ['restore', 'We looked at it and found nothing that breaks our rules.'],
    ] as const) {
      const { owner, listing, caseId } = await reportedListing();
      expect((await act(caseId, 'ask_correction', 'The price is per month')).statusCode).toBe(200);
      const appealed = await inject('POST', `/api/cases/${caseId}/appeal`, { text: 'It is per year.' }, owner.headers);
      expect(appealed.statusCode).toBe(200);
      const late = `late-${Math.random()}@example.be`;
      const reported = await inject(
        'POST',
        '/api/reports',
        { target: { kind: 'listing', id: listing.id }, reason: 'wrong_details', email: late, language: 'en' },
        {},
      );
      expect(reported.statusCode).toBe(201);
      const joined = () =>
        ctx.database.query<{ case_id: string; decided: boolean }>(
          'SELECT case_id, decided_at IS NOT NULL AS decided FROM moderation_reports WHERE reporter_key = $1',
          [late],
        );
      expect(await joined()).toEqual([{ case_id: caseId, decided: false }]);
      expect((await act(caseId, action, 'Looked at the appeal')).statusCode).toBe(200);
      expect(await joined()).toEqual([{ case_id: caseId, decided: true }]);
      expect(smtp.to(late).at(-1)?.body).toContain(told);
    }
  });
});

describe('the audit log', () => {
  it('is searchable by staff and refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
    const { caseId } = await reportedListing();
    await act(caseId, 'dismiss', 'Duplicate of an earlier report, nothing wrong');
    const search = await inject('GET', `/api/staff/audit?q=earlier%20report&action=dismiss`);
    expect(search.statusCode).toBe(200);
    expect(search.json().data.items.map((e: { caseId: string }) => e.caseId)).toContain(caseId);
    expect((await inject('GET', '/api/staff/audit?from=tomorrow')).statusCode).toBe(400);
    await expect(ctx.database.query(`UPDATE audit_log SET reason = 'changed'`)).rejects.toThrow(/append-only/);
    await expect(ctx.database.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(ctx.database.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    const [row] = await ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM audit_log WHERE case_id = $1',
      [caseId],
    );
    expect(row!.n).toBe(1);
  });
});

describe('verified professionals', () => {
  it('shows verified only after staff confirm the number, and drops it when the number changes', async () => {
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    await ctx.database.query(`UPDATE users SET licence_number = 'BIV 504.123' WHERE id = $1`, [agent.user.id]);
    const profile = async () => (await inject('GET', `/api/agents/${agent.user.id}`, undefined, {})).json().data;
    expect((await profile()).verified).toBe(false);
    const verify = await inject('POST', `/api/staff/professionals/${agent.user.id}/verify`, {
      reason: 'Found on the BIV register',
    });
    expect(verify.statusCode).toBe(200);
    expect((await profile()).verified).toBe(true);
    await ctx.database.query(`UPDATE users SET licence_number = 'BIV 504.999' WHERE id = $1`, [agent.user.id]);
    expect((await profile()).verified).toBe(false);
    await inject('POST', `/api/staff/professionals/${agent.user.id}/verify`, { reason: 'New number checked' });
    expect((await profile()).verified).toBe(true);
    await inject('POST', `/api/staff/professionals/${agent.user.id}/unverify`, { reason: 'Licence withdrawn' });
    expect((await profile()).verified).toBe(false);
    const actions = await ctx.database.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE target_id = $1 ORDER BY created_at',
      [agent.user.id],
    );
    expect(actions.map((a) => a.action)).toEqual([
      'verify_professional',
      'verify_professional',
      'unverify_professional',
    ]);
    const buyer = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    expect((await inject('POST', `/api/staff/professionals/${buyer.user.id}/verify`, { reason: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('lists agents and agencies by the account the verify routes take, so an agency is confirmed from the list', async () => {
    const tag = `Q${Math.random().toString(36).slice(2, 8)}`;
    const owner = await signedInUser(ctx.app, ctx.database, { role: 'agency', subscribed: true });
    await ctx.database.query(`UPDATE users SET licence_number = 'IPI 507.001' WHERE id = $1`, [owner.user.id]);
    const [agency] = await ctx.database.query<{ id: string }>(
      `INSERT INTO agencies (owner_id, name, email, phone, address) VALUES ($1, $2, 'info@q.example.be', '', '') RETURNING id`,
      [owner.user.id, `${tag} Vastgoed`],
    );
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    await ctx.database.query(`UPDATE users SET first_name = $2, last_name = 'Janssens', agency_id = $3 WHERE id = $1`, [
      agent.user.id,
      tag,
      agency!.id,
    ]);
    const list = async (query: string) => {
      const res = await inject('GET', `/api/staff/professionals?q=${tag}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const page = await list('');
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      {
        userId: agent.user.id,
        kind: 'agent',
        name: `${tag} Janssens`,
        agencyId: agency!.id,
        agencyName: `${tag} Vastgoed`,
        licenceNumber: null,
        verified: false,
      },
      {
        userId: owner.user.id,
        kind: 'agency',
        name: `${tag} Vastgoed`,
        agencyId: agency!.id,
        agencyName: null,
        licenceNumber: 'IPI 507.001',
        verified: false,
      },
    ]);
    expect((await list('&kind=agency')).items.map((p: { kind: string }) => p.kind)).toEqual(['agency']);
    expect((await inject('GET', '/api/staff/professionals?kind=bank')).statusCode).toBe(400);

    const verify = await inject('POST', `/api/staff/professionals/${page.items[1].userId}/verify`, {
      reason: 'On the IPI register',
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect((await list('&kind=agency')).items[0].verified).toBe(true);
    const directory = (await inject('GET', `/api/agencies/${agency!.id}`, undefined, {})).json().data;
    expect(directory.verified).toBe(true);
    expect((await inject('GET', '/api/staff/professionals', undefined, owner.headers)).statusCode).toBe(403);
  });

  it('keeps staff out of marketplace routes and everyone else out of staff routes', async () => {
    expect((await inject('GET', '/api/my-properties')).statusCode).toBe(403);
    expect((await inject('GET', '/api/users/me')).statusCode).toBe(200);
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'agency', subscribed: true });
    expect((await inject('GET', '/api/staff/cases', undefined, agent.headers)).statusCode).toBe(403);
    expect((await inject('GET', '/api/staff/cases', undefined, {})).statusCode).toBe(401);
  });
});
