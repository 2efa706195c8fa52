import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { createProperty, createUser } from '../../../test/factories.ts';
import { newAccountBurst } from './new-account-burst.ts';
import { SIGNAL_THRESHOLDS } from './signal-thresholds.ts';
import { trustSignalsRepository } from './trust-signals.repository.ts';

let database: Database;
const HOUR = 3_600_000;
const CREATED = new Date('2026-11-20T08:00:00Z');
const at = (hours: number) => new Date(CREATED.getTime() + hours * HOUR);

/** An account created at CREATED that published a listing at each of `hours` after it. */
async function accountPublishing(role: 'pseller' | 'individual' | 'agency', hours: number[]) {
  const user = await createUser(database, { role, createdAt: CREATED });
  for (const h of hours) await createProperty(database, user.id, { publishedAt: at(h) });
  // A draft never published does not count.
  await createProperty(database, user.id, { status: 'draft', publishedAt: null });
  return newAccountBurst(
    await trustSignalsRepository(database.db).earlyListings(user.id, SIGNAL_THRESHOLDS.newAccountWindowMs),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('new_account_burst', () => {
  it('fires for a private seller publishing 3 listings in the first day, high at 6', async () => {
    const [signal] = await accountPublishing('pseller', [1, 5, 23.5]);
    expect(signal).toMatchObject({
      kind: 'new_account_burst',
      severity: 'medium',
      evidence: { role: 'pseller', listingsInFirstDay: 3, threshold: 3, accountCreatedAt: CREATED.toISOString() },
    });
    expect((signal!.evidence.listings as unknown[]).length).toBe(3);
    expect((await accountPublishing('pseller', [1, 2, 3, 4, 5, 6]))[0]!.severity).toBe('high');
  });

  it('fires for a professional from 10 listings in the first day', async () => {
    const hours = Array.from({ length: 10 }, (_, i) => i + 1);
    expect((await accountPublishing('agency', hours)).map((s) => s.severity)).toEqual(['medium']);
  });

  it('stays quiet for 2 listings of a private seller, 9 of a professional, and listings after the first day', async () => {
    expect(await accountPublishing('pseller', [1, 2])).toEqual([]);
    expect(
      await accountPublishing(
        'individual',
        Array.from({ length: 9 }, (_, i) => i + 1),
      ),
    ).toEqual([]);
    expect(await accountPublishing('pseller', [1, 2, 24.5, 30])).toEqual([]);
  });

  it('stays quiet for an unknown account', async () => {
    const early = await trustSignalsRepository(database.db).earlyListings('00000000-0000-4000-8000-000000000000', HOUR);
    expect(newAccountBurst(early)).toEqual([]);
  });
});
