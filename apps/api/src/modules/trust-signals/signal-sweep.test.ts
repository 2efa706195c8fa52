import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createProperty, createUser } from '../../../test/factories.ts';
import { METRICS_TOKEN, sampleValue, scrape } from '../../../test/metrics.ts';
import { hashOf, uploadedPhoto } from '../../../test/signal-fixtures.ts';
import type { Signal } from './signal.ts';
import { alreadyRaised, sweepListingSignals } from './signal-sweep.ts';

/**
 * The nightly sweep of the listing signals (decision 078, amendment of 2026-11-29): each public
 * listing once a night from 03:00 Brussels time, by one node, opening only what no case holds yet.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ METRICS_TOKEN });
});
afterAll(() => ctx.close());

/** 03:30 in Brussels (winter time) on that day of January 2026: after the night's 03:00. */
const night = (day: number, hoursLater = 0) => new Date(Date.UTC(2026, 0, day, 2 + hoursLater, 30));
const sweep = (now: Date) => ctx.app.trustSignalSweep.run(now);

type CaseRow = { status: string; kind: string; other_listing_ids: string[] | null };
const casesOf = (listingId: string) =>
  ctx.database.query<CaseRow>(
    `SELECT c.status, sg.kind, sg.evidence -> 'otherListingIds' AS other_listing_ids
     FROM moderation_cases c JOIN moderation_signals sg ON sg.case_id = c.id
     WHERE c.listing_id = $1 ORDER BY c.created_at, sg.kind`,
    [listingId],
  );
const publicListings = async () =>
  (
    await ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM properties WHERE status IN ('published', 'active')`,
    )
  )[0]!.n;

describe('the sweep of the listing signals', () => {
  it('finds a photo copied after both listings were checked, once a night, and stays quiet until the next night', async () => {
    const owner = await createUser(ctx.database);
    const original = await createProperty(ctx.database, owner.id);
    await uploadedPhoto(ctx.database, original.id, hashOf(101));
    // A listing joins the sweep on the night after it is first seen: nothing to do tonight.
    expect(await sweep(night(10))).toBe(0);

    // Another owner copies the photo into a listing of their own (no publish hook here: the
    // listing was put on the market before the rule existed, say).
    const copier = await createUser(ctx.database);
    const copy = await createProperty(ctx.database, copier.id);
    await uploadedPhoto(ctx.database, copy.id, hashOf(101));
    const draft = await createProperty(ctx.database, copier.id, { status: 'draft', publishedAt: null });
    await uploadedPhoto(ctx.database, draft.id, hashOf(102));
    expect(await sweep(night(10, 1))).toBe(0);
    expect(await casesOf(original.id)).toEqual([]);

    // The next night: every public listing once (the draft is not swept).
    expect(await sweep(night(11))).toBe(await publicListings());
    expect(await casesOf(original.id)).toEqual([
      { status: 'open', kind: 'shared_photo', other_listing_ids: [copy.id] },
    ]);
    expect(await casesOf(copy.id)).toEqual([
      { status: 'open', kind: 'shared_photo', other_listing_ids: [original.id] },
    ]);
    expect(await casesOf(draft.id)).toEqual([]);
    // Later that night, on this node or another: nothing is due.
    expect(await sweep(night(11, 2))).toBe(0);
  });

  it('opens nothing again for a signal staff decided, and a new case when one more listing copies the photo', async () => {
    const owner = await createUser(ctx.database);
    const original = await createProperty(ctx.database, owner.id);
    await uploadedPhoto(ctx.database, original.id, hashOf(201));
    const first = await createProperty(ctx.database, (await createUser(ctx.database)).id);
    await uploadedPhoto(ctx.database, first.id, hashOf(201));
    await sweep(night(12));
    await sweep(night(13));
    expect(await casesOf(original.id)).toEqual([
      { status: 'open', kind: 'shared_photo', other_listing_ids: [first.id] },
    ]);
    await ctx.database.query(
      `UPDATE moderation_cases SET status = 'decided', decision = 'dismiss', decision_reason = 'Same photographer', decided_at = now()
       WHERE listing_id = $1`,
      [original.id],
    );

    // The same pair the next night: staff judged it, no case opens again.
    await sweep(night(14));
    expect(await casesOf(original.id)).toEqual([
      { status: 'decided', kind: 'shared_photo', other_listing_ids: [first.id] },
    ]);

    // A third owner copies it: that is new.
    const second = await createProperty(ctx.database, (await createUser(ctx.database)).id);
    await uploadedPhoto(ctx.database, second.id, hashOf(201));
    await sweep(night(15));
    await sweep(night(16));
    const cases = await casesOf(original.id);
    expect(cases).toHaveLength(2);
    expect(cases[1]).toMatchObject({ status: 'open', kind: 'shared_photo' });
    expect(cases[1]!.other_listing_ids!.sort()).toEqual([first.id, second.id].sort());
  });

  it('shares one night between two nodes sweeping at once: each listing is swept by one of them', async () => {
    const deps = { db: ctx.database.db, sink: async () => null, hour: 3, log: ctx.app.log };
    await sweepListingSignals(deps, night(20));
    const [a, b] = await Promise.all([sweepListingSignals(deps, night(21)), sweepListingSignals(deps, night(21))]);
    expect(a + b).toBe(await publicListings());
    expect(await sweepListingSignals(deps, night(21, 1))).toBe(0);
  });

  it('counts its runs and the listings it swept in GET /metrics', async () => {
    const before = sampleValue(await scrape(ctx.app), 'immora_sweep_rows_total', { sweep: 'listing signals' }) ?? 0;
    await sweep(night(25));
    const text = await scrape(ctx.app);
    expect(sampleValue(text, 'immora_sweep_runs_total', { sweep: 'listing signals' })).toBeGreaterThan(0);
    expect(sampleValue(text, 'immora_sweep_rows_total', { sweep: 'listing signals' })).toBe(
      before + (await publicListings()),
    );
  });
});

describe('alreadyRaised', () => {
  const price = (severity: Signal['severity']): Signal => ({ kind: 'price_below_estimate', severity, evidence: {} });
  const photo = (others: string[]): Signal => ({
    kind: 'shared_photo',
    severity: 'high',
    evidence: { otherListingIds: others },
  });

  it('holds a signal of the same kind at the same or a worse severity, naming at least the same listings', () => {
    expect(alreadyRaised(price('medium'), [price('medium')])).toBe(true);
    expect(alreadyRaised(price('medium'), [price('high')])).toBe(true);
    expect(alreadyRaised(photo(['a']), [photo(['a', 'b'])])).toBe(true);
  });

  it('does not for another kind, a signal that became more serious, or a listing not named before', () => {
    expect(alreadyRaised(price('medium'), [photo(['a'])])).toBe(false);
    expect(alreadyRaised(price('high'), [price('medium')])).toBe(false);
    expect(alreadyRaised(photo(['a', 'c']), [photo(['a', 'b'])])).toBe(false);
  });
});
