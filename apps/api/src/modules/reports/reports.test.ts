import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRUST_MESSAGES as M } from '@immora/shared/trust';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createProperty, createUser } from '../../../test/factories.ts';
import { signedInUser } from '../../../test/session.ts';
import { signedInAgency } from '../../../test/agency-factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let ip = 0;
const report = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/reports', payload, headers, remoteAddress: `10.44.0.${++ip}` });

const reportsOf = (listingId: string) =>
  ctx.database.query<{ reason: string; reporter_email: string; case_id: string }>(
    `SELECT r.reason, r.reporter_email, r.case_id FROM moderation_reports r JOIN moderation_cases c ON c.id = r.case_id WHERE c.listing_id = $1`,
    [listingId],
  );

describe('POST /api/reports', () => {
  it("takes a guest's report with an e-mail, opens one case, and refuses the same guest's second open report with 409", async () => {
    const owner = await createUser(ctx.database);
    const listing = await createProperty(ctx.database, owner.id);
    const body = {
      target: { kind: 'listing', id: listing.id },
      reason: 'scam',
      email: 'Guest@example.be',
      language: 'nl',
    };
    expect((await report(body)).statusCode).toBe(201);
    const again = await report({ ...body, email: 'guest@example.be', reason: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.duplicateReport);
    const rows = await reportsOf(listing.id);
    expect(rows).toHaveLength(1);
    const [kase] = await ctx.database.query<{ severity: string; status: string }>(
      'SELECT severity, status FROM moderation_cases WHERE listing_id = $1',
      [listing.id],
    );
    expect(kase).toEqual({ severity: 'high', status: 'open' });
  });

  it('joins the open case for another reporter, signed in (by account, no e-mail needed)', async () => {
    const owner = await createUser(ctx.database);
    const listing = await createProperty(ctx.database, owner.id);
    await report({ target: { kind: 'listing', id: listing.id }, reason: 'wrong_details', email: 'a@example.be' });
    const { headers } = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    expect(
      (await report({ target: { kind: 'listing', id: listing.id }, reason: 'unavailable' }, headers)).statusCode,
    ).toBe(201);
    const dup = await report(
      { target: { kind: 'listing', id: listing.id }, reason: 'other', email: 'x@example.be' },
      headers,
    );
    expect(dup.statusCode).toBe(409);
    const rows = await reportsOf(listing.id);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.case_id)).size).toBe(1);
  });

  it("reports an agent's profile and an agency's, by the agency's id", async () => {
    const agent = await createUser(ctx.database, { role: 'individual' });
    expect(
      (await report({ target: { kind: 'profile', id: agent.id }, reason: 'offensive', email: 'b@example.be' }))
        .statusCode,
    ).toBe(201);
    // An agency's public page is addressed by the agency's own id: its report is the owner's case.
    const { agency, user } = await signedInAgency(ctx.app, ctx.database);
    expect(
      (await report({ target: { kind: 'profile', id: agency.id }, reason: 'offensive', email: 'c@example.be' }))
        .statusCode,
    ).toBe(201);
    const [kase] = await ctx.database.query<{ user_id: string }>(
      'SELECT c.user_id FROM moderation_cases c JOIN moderation_reports r ON r.case_id = c.id WHERE r.reporter_email = $1',
      ['c@example.be'],
    );
    expect(kase?.user_id).toBe(user.id);
    const buyer = await createUser(ctx.database, { role: 'buyer' });
    expect(
      (await report({ target: { kind: 'profile', id: buyer.id }, reason: 'offensive', email: 'b@example.be' }))
        .statusCode,
    ).toBe(404);
  });

  it('answers the honeypot like a report and keeps nothing', async () => {
    const owner = await createUser(ctx.database);
    const listing = await createProperty(ctx.database, owner.id);
    const res = await report({
      target: { kind: 'listing', id: listing.id },
      reason: 'scam',
      email: 'bot@example.be',
      website: 'http://spam',
    });
    expect(res.statusCode).toBe(201);
    expect(await reportsOf(listing.id)).toEqual([]);
  });

  it('refuses bad input with 4xx: no e-mail from a guest, unknown reason, long text, unknown or hidden target', async () => {
    const owner = await createUser(ctx.database);
    const listing = await createProperty(ctx.database, owner.id);
    const draft = await createProperty(ctx.database, owner.id, { status: 'draft' });
    const target = { kind: 'listing', id: listing.id };
    const noEmail = await report({ target, reason: 'scam' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.message).toBe(M.emailRequired);
    expect((await report({ target, reason: 'ugly', email: 'c@example.be' })).statusCode).toBe(400);
    expect((await report({ target, reason: 'other', text: 'x'.repeat(1001), email: 'c@example.be' })).statusCode).toBe(
      400,
    );
    expect(
      (await report({ target: { kind: 'listing', id: 'nope' }, reason: 'other', email: 'c@example.be' })).statusCode,
    ).toBe(400);
    expect(
      (await report({ target: { kind: 'listing', id: draft.id }, reason: 'other', email: 'c@example.be' })).statusCode,
    ).toBe(404);
  });

  it('shows visitors nothing different about a listing with an open serious case', async () => {
    const owner = await createUser(ctx.database);
    const listing = await createProperty(ctx.database, owner.id);
    const page = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` });
      return { status: res.statusCode, body: res.body };
    };
    const before = await page();
    await report({ target: { kind: 'listing', id: listing.id }, reason: 'scam', email: 'd@example.be' });
    expect(await page()).toEqual(before);
    const search = await ctx.app.inject({ method: 'GET', url: '/api/properties?pageSize=48' });
    expect(search.body).toContain(listing.id);
  });
});
