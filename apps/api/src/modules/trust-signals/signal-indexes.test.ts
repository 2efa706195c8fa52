import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { createProperty, createUser } from '../../../test/factories.ts';
import { hashOf, uploadedPhoto } from '../../../test/signal-fixtures.ts';
import { phoneCandidatesStatement, photoTwinsStatement } from './trust-signals.repository.ts';

/**
 * The look-ups of shared_photo and shared_phone read through the expression indexes of migration
 * 0050 (decision 078): PostgreSQL uses an expression index only for a query that writes the same
 * expression. Sequential scans are priced out, so on these few rows the plan shows which indexes
 * the statement can use at all (docs/decisions/078-fraud-signals.md has the plans at 100,000 listings).
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type PlanNode = { 'Index Name'?: string; 'Index Cond'?: string; Plans?: PlanNode[] };

/** The indexes the plan of `statement` looks values up in (an index condition, not a full index scan). */
async function indexLookups(statement: SQL): Promise<string[]> {
  const result = await database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return tx.execute(sql`EXPLAIN (FORMAT JSON) ${statement}`);
  });
  const [row] = ('rows' in result ? result.rows : result) as Record<string, unknown>[];
  const cell = Object.values(row!)[0];
  const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  const found = new Set<string>();
  const walk = (node: PlanNode) => {
    if (node['Index Name'] && node['Index Cond']) found.add(node['Index Name']);
    node.Plans?.forEach(walk);
  };
  walk(plan!.Plan);
  return [...found].sort();
}

describe('the indexes of the signal look-ups (migration 0050)', () => {
  it('photoTwins finds photos by their content address through property_photos_content_address_idx', async () => {
    const listing = await createProperty(database, (await createUser(database)).id);
    await uploadedPhoto(database, listing.id, hashOf(1), { position: 2 });
    expect(await indexLookups(photoTwinsStatement(listing.id))).toContain('property_photos_content_address_idx');
  });

  it('is not used by an address written another way (the url alone)', async () => {
    const byUrlOnly = sql`SELECT ph.id FROM property_photos ph
      WHERE substring(ph.url from '/properties/[0-9a-f-]+/([0-9a-f]{20})-[0-9]+\\.jpg$') = ${hashOf(1)}`;
    expect(await indexLookups(byUrlOnly)).not.toContain('property_photos_content_address_idx');
  });

  it('phoneCandidates finds profiles and agencies by the last 8 digits through their phone indexes', async () => {
    const user = await createUser(database, { phoneNumber: '+32 470 12 34 56' });
    expect(await indexLookups(phoneCandidatesStatement(user.id, ['70123456']))).toEqual(
      expect.arrayContaining(['agencies_phone_tail_idx', 'users_phone_tail_idx']),
    );
  });

  it('are not used for another number of digits', async () => {
    const nineDigits = sql`SELECT id FROM users u
      WHERE u.phone_number IS NOT NULL AND right(regexp_replace(u.phone_number, '[^0-9]', '', 'g'), 9) = '470123456'`;
    expect(await indexLookups(nineDigits)).not.toContain('users_phone_tail_idx');
  });
});
