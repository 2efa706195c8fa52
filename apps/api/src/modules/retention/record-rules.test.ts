import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { RETENTION_DAYS } from '@immora/shared/retention';
import { alertDeliveries, alertSubscriptions } from '../../db/schema/alerts.ts';
import { authFailures, emailOutbox, oauthStates, sessions, signupAddresses, userTokens } from '../../db/schema/auth.ts';
import { savedSearches } from '../../db/schema/marketplace.ts';
import { moderationCases, moderationReports } from '../../db/schema/moderation.ts';
import { valuationRequests } from '../../db/schema/valuation-requests.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createProperty, createUser } from '../../../test/factories.ts';
import { createCity } from '../../../test/marketplace-factories.ts';
import { signedInStaff } from '../../../test/staff-session.ts';
import { DELETE_BATCH } from './batch-delete.ts';
import { ALERT_MATCH_DAYS, OAUTH_STATE_DAYS } from './record-rules.ts';
import { sweepRetention } from './retention-sweep.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const now = new Date();
/** `days` before now, and a little more (gone) or a little less (kept). */
const past = (days: number) => new Date(now.getTime() - days * DAY - 60_000);
const within = (days: number) => new Date(now.getTime() - days * DAY + 60_000);
const sweep = () => sweepRetention({ db: ctx.database.db, dataDir: ctx.dataDir, files: ctx.app.privateFiles }, now);

/** The keys among `ids` still in `table` after a sweep. */
async function left(table: PgTable, key: AnyPgColumn, ids: string[]) {
  await sweep();
  const rows = await ctx.database.db.select({ id: key }).from(table).where(inArray(key, ids));
  return rows.map((r) => r.id as string).sort();
}

describe('the retention sweep (decision 059): rows older than their period go, younger ones stay', () => {
  it(`sign-in failures: ${RETENTION_DAYS.signInFailures} days`, async () => {
    const days = RETENTION_DAYS.signInFailures;
    const [old, young] = await ctx.database.db
      .insert(authFailures)
      .values([
        { key: 'email:old@example.be', createdAt: past(days) },
        { key: 'email:young@example.be', createdAt: within(days) },
      ])
      .returning();
    expect(await left(authFailures, authFailures.id, [old!.id, young!.id])).toEqual([young!.id]);
  });

  it(`sign-up client addresses: ${RETENTION_DAYS.signupAddresses} days`, async () => {
    const days = RETENTION_DAYS.signupAddresses;
    const user = await createUser(ctx.database);
    const [old, young] = await ctx.database.db
      .insert(signupAddresses)
      .values([
        { userId: user.id, address: '192.0.2.7', createdAt: past(days) },
        { userId: user.id, address: '192.0.2.7', createdAt: within(days) },
      ])
      .returning();
    expect(await left(signupAddresses, signupAddresses.id, [old!.id, young!.id])).toEqual([young!.id]);
  });

  it(`sessions: ${RETENTION_DAYS.endedSessions} days after they expired or were signed out`, async () => {
    const days = RETENTION_DAYS.endedSessions;
    const user = await createUser(ctx.database);
    const rows = await ctx.database.db
      .insert(sessions)
      .values([
        { userId: user.id, expiresAt: past(days) },
        { userId: user.id, expiresAt: new Date(now.getTime() + DAY), revokedAt: past(days) },
        { userId: user.id, expiresAt: within(days) },
        { userId: user.id, expiresAt: new Date(now.getTime() + DAY), revokedAt: within(days) },
        { userId: user.id, expiresAt: new Date(now.getTime() + DAY) },
      ])
      .returning();
    const ids = rows.map((r) => r.id);
    expect(await left(sessions, sessions.id, ids)).toEqual(ids.slice(2).sort());
  });

  it(`sent e-mails (the outbox): ${RETENTION_DAYS.accountEmails} days`, async () => {
    const days = RETENTION_DAYS.accountEmails;
    const mail = { to: 'lotte@example.be', subject: 'Verify', text: 't', html: 'h', kind: 'verification' };
    const [old, failed, young] = await ctx.database.db
      .insert(emailOutbox)
      .values([
        { ...mail, sentAt: past(days), createdAt: past(days) },
        { ...mail, error: 'refused', createdAt: past(days) },
        { ...mail, sentAt: within(days), createdAt: within(days) },
      ])
      .returning();
    expect(await left(emailOutbox, emailOutbox.id, [old!.id, failed!.id, young!.id])).toEqual([young!.id]);
  });

  it(`valuation requests: ${RETENTION_DAYS.valuationRequests} days`, async () => {
    const days = RETENTION_DAYS.valuationRequests;
    const city = await createCity(ctx.database, { name: 'Retentiegem' });
    const request = { cityId: city.id, assignedBy: 'choice', language: 'nl', consentVersion: '070.1' } as const;
    const [old, young] = await ctx.database.db
      .insert(valuationRequests)
      .values([
        { ...request, createdAt: past(days) },
        { ...request, createdAt: within(days) },
      ])
      .returning();
    expect(await left(valuationRequests, valuationRequests.id, [old!.id, young!.id])).toEqual([young!.id]);
  });

  it(`reset, verification and e-mail change links: ${RETENTION_DAYS.accountLinks} days after they expired`, async () => {
    const days = RETENTION_DAYS.accountLinks;
    const user = await createUser(ctx.database);
    const token = (kind: 'verify_email' | 'reset_password' | 'change_email', expiresAt: Date, usedAt?: Date) => ({
      userId: user.id,
      kind,
      tokenHash: crypto.randomUUID(),
      expiresAt,
      usedAt,
    });
    const rows = await ctx.database.db
      .insert(userTokens)
      .values([
        token('verify_email', past(days), past(days + 1)),
        token('reset_password', past(days)),
        token('change_email', past(days)),
        token('verify_email', within(days), within(days + 1)),
        token('reset_password', within(days)),
        token('change_email', within(days)),
      ])
      .returning();
    const ids = rows.map((r) => r.id);
    expect(await left(userTokens, userTokens.id, ids)).toEqual(ids.slice(3).sort());
  });

  it(`unfinished OAuth round trips: ${OAUTH_STATE_DAYS} day after they expired`, async () => {
    const state = (name: string, expiresAt: Date) => ({
      state: `${name}-${crypto.randomUUID()}`,
      provider: 'google' as const,
      purpose: 'signin' as const,
      codeVerifier: 'v',
      expiresAt,
    });
    const [old, young] = [state('old', past(OAUTH_STATE_DAYS)), state('young', within(OAUTH_STATE_DAYS))];
    await ctx.database.db.insert(oauthStates).values([old, young]);
    expect(await left(oauthStates, oauthStates.state, [old.state, young.state])).toEqual([young.state]);
  });

  it('alert matches: a day after sending, once the alert can no longer meet the listing; price drops stay', async () => {
    const db = ctx.database.db;
    const seeker = await createUser(ctx.database, { role: 'buyer' });
    const owner = await createUser(ctx.database);
    const [search] = await db
      .insert(savedSearches)
      .values({ userId: seeker.id, title: 'Ghent', filters: { city: 'Ghent' } })
      .returning();
    // Checked an hour ago: the alert looks at listings published after 70 minutes ago.
    const checkedAt = new Date(now.getTime() - 3_600_000);
    const [alert] = await db
      .insert(alertSubscriptions)
      .values({
        userId: seeker.id,
        kind: 'search',
        savedSearchId: search!.id,
        frequency: 'instant',
        since: past(10),
        checkedAt,
      })
      .returning();
    const publishedAt = (ms: number) => ({ publishedAt: new Date(checkedAt.getTime() - ms) });
    const before = await createProperty(ctx.database, owner.id, publishedAt(11 * 60_000));
    const inWindow = await createProperty(ctx.database, owner.id, publishedAt(9 * 60_000));
    const recent = await createProperty(ctx.database, owner.id, publishedAt(3 * DAY));
    const dropped = await createProperty(ctx.database, owner.id, publishedAt(3 * DAY));
    const sentAt = past(ALERT_MATCH_DAYS);
    const rows = await db
      .insert(alertDeliveries)
      .values([
        { subscriptionId: alert!.id, propertyId: before.id, sentAt },
        // Still in the alert's window: its row keeps it from being sent again.
        { subscriptionId: alert!.id, propertyId: inWindow.id, sentAt },
        // Sent less than a day ago.
        { subscriptionId: alert!.id, propertyId: recent.id, sentAt: within(ALERT_MATCH_DAYS) },
        // A price drop: the lowest price announced stays while the alert does.
        { subscriptionId: alert!.id, propertyId: dropped.id, sentAt: past(400), priceCents: 300_000_00 },
      ])
      .returning();
    const ids = rows.map((r) => r.id);
    expect(await left(alertDeliveries, alertDeliveries.id, ids)).toEqual(ids.slice(1).sort());
  });

  it('a backlog of several batches goes in one sweep', async () => {
    const key = `email:backlog-${crypto.randomUUID()}@example.be`;
    const old = past(RETENTION_DAYS.signInFailures);
    await ctx.database.db
      .insert(authFailures)
      .values(Array.from({ length: DELETE_BATCH * 2 + 500 }, () => ({ key, createdAt: old })));
    await sweep();
    expect(await ctx.database.db.$count(authFailures, eq(authFailures.key, key))).toBe(0);
  });

  it('two nodes sweeping at once share a backlog: every row goes once, neither fails', async () => {
    const key = `email:two-nodes-${crypto.randomUUID()}@example.be`;
    const rows = DELETE_BATCH * 2 + 500;
    const old = past(RETENTION_DAYS.signInFailures);
    await ctx.database.db.insert(authFailures).values(Array.from({ length: rows }, () => ({ key, createdAt: old })));
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect(a['sign-in failures']! + b['sign-in failures']!).toBe(rows);
    expect(await ctx.database.db.$count(authFailures, eq(authFailures.key, key))).toBe(0);
  });
});

describe(`reporters' contact details: ${RETENTION_DAYS.reporterContacts} days after the report was decided (decision 081)`, () => {
  const days = RETENTION_DAYS.reporterContacts;
  it('blank the e-mail, the client address and a guest’s key; the report’s reason, text and dates stay; younger and undecided reports keep them', async () => {
    const owner = await createUser(ctx.database);
    const reporter = await createUser(ctx.database);
    const [found] = await ctx.database.db
      .insert(moderationCases)
      .values({ targetKind: 'user', userId: owner.id, severity: 'high', status: 'closed', decision: 'dismiss' })
      .returning();
    const report = (n: number, values: Partial<typeof moderationReports.$inferInsert>) => ({
      caseId: found!.id,
      targetKey: `user:${owner.id}`,
      reporterKey: `guest-${n}@example.be`,
      reporterEmail: `Guest-${n}@example.be`,
      reason: 'scam' as const,
      text: `What reporter ${n} saw`,
      clientIp: `192.0.2.${n}`,
      createdAt: past(days + 5),
      ...values,
    });
    const rows = await ctx.database.db
      .insert(moderationReports)
      .values([
        report(1, { decidedAt: past(days) }),
        report(2, {
          decidedAt: past(days),
          reporterUserId: reporter.id,
          reporterKey: reporter.id,
          reporterEmail: reporter.email,
        }),
        report(3, { decidedAt: within(days) }),
        report(4, { createdAt: past(days * 3), decidedAt: null }),
      ])
      .returning();
    const ids = rows.map((r) => r.id);

    const removed = await sweep();
    expect(removed['reporter contacts']).toBeGreaterThanOrEqual(2);
    const after = await ctx.database.db.select().from(moderationReports).where(inArray(moderationReports.id, ids));
    const byId = new Map(after.map((r) => [r.id, r]));
    const [guest, member, young, undecided] = ids.map((id) => byId.get(id)!);
    expect(guest).toMatchObject({
      reporterEmail: '',
      clientIp: null,
      reporterKey: `report:${ids[0]}`,
      reason: 'scam',
      text: 'What reporter 1 saw',
      caseId: found!.id,
    });
    expect(guest!.decidedAt).toEqual(rows[0]!.decidedAt);
    // A signed-in reporter's report keeps its account (which goes with the account, decision 061).
    expect(member).toMatchObject({
      reporterEmail: '',
      clientIp: null,
      reporterKey: reporter.id,
      reporterUserId: reporter.id,
    });
    expect(young).toMatchObject({
      reporterEmail: 'Guest-3@example.be',
      clientIp: '192.0.2.3',
      reporterKey: 'guest-3@example.be',
    });
    // Not decided yet: the address is what the decision will be told to.
    expect(undecided).toMatchObject({ reporterEmail: 'Guest-4@example.be', clientIp: '192.0.2.4' });

    // Nothing is left to do on the next sweep.
    const rows2 = await ctx.database.db.select().from(moderationReports).where(inArray(moderationReports.id, ids));
    await sweep();
    expect(await ctx.database.db.select().from(moderationReports).where(inArray(moderationReports.id, ids))).toEqual(
      rows2,
    );
  });

  it('the staff case page shows a report whose address is gone', async () => {
    const owner = await createUser(ctx.database);
    const [found] = await ctx.database.db
      .insert(moderationCases)
      .values({ targetKind: 'user', userId: owner.id, severity: 'low', status: 'closed', decision: 'dismiss' })
      .returning();
    await ctx.database.db.insert(moderationReports).values({
      caseId: found!.id,
      targetKey: `user:${owner.id}`,
      reporterKey: 'old@example.be',
      reporterEmail: 'old@example.be',
      reason: 'other',
      createdAt: past(days + 2),
      decidedAt: past(days + 1),
    });
    await sweep();
    const staff = await signedInStaff(ctx.app, ctx.database);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/staff/cases/${found!.id}`, headers: staff.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.reportList).toEqual([
      expect.objectContaining({ reason: 'other', reporter: { userId: null, email: '' } }),
    ]);
  });
});
