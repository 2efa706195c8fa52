import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { RETENTION_DAYS } from '@immora/shared/retention';
import { alertDeliveries, alertSubscriptions } from '../../db/schema/alerts.ts';
import { authFailures, emailOutbox, oauthStates, sessions, userTokens } from '../../db/schema/auth.ts';
import { savedSearches } from '../../db/schema/marketplace.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createProperty, createUser } from '../../../test/factories.ts';
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
