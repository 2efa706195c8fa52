import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { POINT, estimateListing, insertListings } from '../../../test/estimate-fixtures.ts';
import { createUser } from '../../../test/factories.ts';
import { selectComparables, type Placeable } from './comparables-selection.ts';
import { SUBJECT } from './estimate-test-listings.ts';
import type { Subject } from './estimate-types.ts';
import { estimatesRepository } from './estimates.repository.ts';

let database: Database;
const METRES_PER_DEGREE = (6_371_000 * Math.PI) / 180;
const COS = Math.cos((POINT.latitude * Math.PI) / 180);

/**
 * 90 listings in every direction up to 6 km from POINT (a fixed pseudo-random layout): flats of 60
 * to 110 m² with 1 to 3 bedrooms, a few houses and rents. Listings east or west are nearer in
 * metres than their distance in degrees says, which is where reading the nearest by the index
 * (degrees) must not stop too early.
 */
function layout(ownerId: string) {
  let seed = 34;
  const next = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  return Array.from({ length: 90 }, (_, i) => {
    const metres = 6_000 * next() ** 1.5;
    const bearing = next() * 2 * Math.PI;
    const north = metres * Math.cos(bearing);
    const east = metres * Math.sin(bearing);
    const latitude = POINT.latitude + north / METRES_PER_DEGREE;
    const longitude = POINT.longitude + east / (METRES_PER_DEGREE * COS);
    return {
      ...estimateListing({
        ownerId,
        perM2: 3_000 + i,
        areaM2: 60 + Math.floor(next() * 50),
        bedrooms: 1 + Math.floor(next() * 3),
        category: i % 9 === 0 ? ('houses' as const) : ('apartments' as const),
        type: i % 11 === 0 ? ('rent' as const) : ('sale' as const),
      }),
      latitude,
      longitude,
      location: { x: longitude, y: latitude },
    };
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  const owner = await createUser(database);
  await insertListings(database, layout(owner.id));
});
afterAll(() => database.close());

const subject = (overrides: Partial<Subject> = {}): Subject => ({ ...SUBJECT, ...POINT, ...overrides });

/** The selection over every public listing of the transaction: what the repository's reads must give. */
async function selectionOverAll(s: Subject) {
  const all = await database.query<Placeable>(
    `SELECT id, category, area_m2 AS "livingArea", bedrooms, latitude, longitude FROM properties
     WHERE status IN ('published', 'active') AND type = $1`,
    [s.transaction],
  );
  return selectComparables(s, all).comparables.map((c) => [c.id, c.distanceM]);
}

describe('reading the comparables by rings', () => {
  const subjects = [
    subject(),
    subject({ livingArea: 70, bedrooms: 1 }),
    subject({ livingArea: 100, bedrooms: 3 }),
    subject({ latitude: POINT.latitude + 0.01, longitude: POINT.longitude - 0.02 }),
    subject({ category: 'houses', livingArea: 90 }),
  ];

  it('gives the selection over every listing, whatever the steps it reads in', async () => {
    for (const s of subjects) {
      const expected = await selectionOverAll(s);
      for (const readSteps of [[1, 2, 4, null], [3, 30, null], [100]]) {
        const found = await estimatesRepository(database.db, { readSteps }).candidatesNear(s);
        const selection = selectComparables(s, found);
        expect(
          selection.comparables.map((c) => [c.id, c.distanceM]),
          `${JSON.stringify(s)} in steps ${readSteps}`,
        ).toEqual(expected);
        // Only the comparables are returned, with their details.
        expect(found).toHaveLength(selection.comparables.length);
        expect(found.every((c) => c.price > 0 && c.publicCode.startsWith('IM-EST-'))).toBe(true);
      }
    }
  });

  it('reads a second ring only when the first does not decide the selection', async () => {
    const calls: number[] = [];
    const stop = database.observeQueries(() => calls.push(1));
    // One match read: the widening cannot stop at 1 km on that, the next step reads all.
    await estimatesRepository(database.db, { readSteps: [1, null] }).candidatesNear(subject());
    const twoSteps = calls.length;
    calls.length = 0;
    await estimatesRepository(database.db, { readSteps: [1_000] }).candidatesNear(subject());
    stop();
    // The rings, then the chosen comparables' details.
    expect(twoSteps).toBe(3);
    expect(calls.length).toBe(2);
  });

  it('leaves out the listing being estimated', async () => {
    const [first] = await estimatesRepository(database.db).candidatesNear(subject());
    const without = await estimatesRepository(database.db).candidatesNear(subject(), first!.id);
    expect(without.map((c) => c.id)).not.toContain(first!.id);
  });
});
