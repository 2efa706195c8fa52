import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { createProperty, createUser } from '../../../test/factories.ts';
import { ENERGY, SALE_FACTS } from '../../../test/listing-fixtures.ts';
import { missingLegalFacts } from './missing-legal-facts.ts';
import { trustSignalsRepository } from './trust-signals.repository.ts';

let database: Database;
let ownerId: string;

/** A listing of `postalCode` as stored, and its signals as read back from the database. */
async function signalsOf(overrides: Parameters<typeof createProperty>[2]) {
  const row = await createProperty(database, ownerId, { areaM2: 120, ...overrides });
  return missingLegalFacts((await trustSignalsRepository(database.db).listing(row.id))!);
}

beforeAll(async () => {
  database = await createTestDatabase();
  ownerId = (await createUser(database)).id;
});
afterAll(() => database.close());

describe('missing_legal_facts', () => {
  it('fires for a Flemish sale on the market without its EPC, naming what the region requires', async () => {
    const signals = await signalsOf({ type: 'sale', postalCode: '9000', yearBuilt: 2010, facts: { ...SALE_FACTS } });
    expect(signals).toEqual([
      {
        kind: 'missing_legal_facts',
        severity: 'medium',
        evidence: {
          region: 'flanders',
          type: 'sale',
          missing: ['facts.epcScore', 'facts.epcLabel', 'facts.epcCode'],
          energyCertificateMissing: true,
        },
      },
    ]);
  });

  it('fires (low) for a Flemish sale of a building from before 2001 without its asbestos certificate', async () => {
    const signals = await signalsOf({
      type: 'sale',
      postalCode: '9000',
      yearBuilt: 1990,
      facts: { ...ENERGY.flanders, ...SALE_FACTS },
    });
    expect(signals.map((s) => [s.severity, s.evidence.missing])).toEqual([['low', ['facts.asbestosCertificate']]]);
  });

  it('fires for a Walloon sale placed with only its PEB label (as a classified is)', async () => {
    const signals = await signalsOf({ type: 'sale', postalCode: '5000', facts: { pebLabel: 'C' } });
    expect(signals[0]!.evidence.missing).toEqual(
      expect.arrayContaining(['facts.kwhPerM2', 'facts.pebCertificateNumber', 'facts.zoning', 'yearBuilt']),
    );
  });

  it('stays quiet when the facts are there, for a rent with its certificate only, a draft, or no region', async () => {
    expect(
      await signalsOf({
        type: 'sale',
        postalCode: '9000',
        yearBuilt: 2010,
        facts: { ...ENERGY.flanders, ...SALE_FACTS },
      }),
    ).toEqual([]);
    // A rent needs the energy certificate, not the sale's facts.
    expect(await signalsOf({ type: 'rent', postalCode: '1000', facts: { ...ENERGY.brussels } })).toEqual([]);
    expect(await signalsOf({ type: 'sale', postalCode: '9000', status: 'draft', facts: {} })).toEqual([]);
    expect(await signalsOf({ type: 'sale', postalCode: null, facts: {} })).toEqual([]);
  });
});
