import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { createUser } from '../../../test/factories.ts';
import { sharedPhoneSignals } from './shared-phone.ts';
import { trustSignalsRepository } from './trust-signals.repository.ts';

let database: Database;
const signalsOf = (userId: string) => sharedPhoneSignals(trustSignalsRepository(database.db), userId);

async function agencyOf(ownerId: string, phone: string) {
  const [row] = await database.db
    .insert(agencies)
    .values({ ownerId, name: 'Leie Immo', email: 'info@leie.be', phone, address: 'Korenlei 1, 9000 Gent' })
    .returning();
  return row!;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('shared_phone', () => {
  it('fires when another account has the same number written another way (E.164)', async () => {
    const first = await createUser(database, { phoneNumber: '0471112233' });
    const second = await createUser(database, { phoneNumber: '32471112233' });
    expect(await signalsOf(second.id)).toEqual([
      {
        kind: 'shared_phone',
        severity: 'medium',
        evidence: { phone: '+32471112233', accounts: [{ userId: first.id, source: 'profile', closed: false }] },
      },
    ]);
  });

  it('is high from three accounts, a closed one and an agency’s number included', async () => {
    const closed = await createUser(database, { phoneNumber: '0032472223344', closedAt: new Date() });
    const agencyOwner = await createUser(database, { role: 'agency', phoneNumber: '0499000001' });
    await agencyOf(agencyOwner.id, '0472 22 33 44');
    const me = await createUser(database, { phoneNumber: '0472223344' });
    const [signal] = await signalsOf(me.id);
    expect(signal!.severity).toBe('high');
    expect(signal!.evidence.accounts).toEqual(
      expect.arrayContaining([
        { userId: closed.id, source: 'profile', closed: true },
        { userId: agencyOwner.id, source: 'agency', closed: false },
      ]),
    );
  });

  it('stays quiet for a number that differs, the same last digits in another country, and an agency with its agents', async () => {
    await createUser(database, { phoneNumber: '0473334456' });
    await createUser(database, { phoneNumber: '31473334455' });
    const me = await createUser(database, { phoneNumber: '0473334455' });
    expect(await signalsOf(me.id)).toEqual([]);

    const owner = await createUser(database, { role: 'agency', phoneNumber: '0474445566' });
    const agency = await agencyOf(owner.id, '0474445566');
    const agent = await createUser(database, { role: 'individual', agencyId: agency.id, phoneNumber: '0474445566' });
    expect(await signalsOf(agent.id)).toEqual([]);
    expect(await signalsOf(owner.id)).toEqual([]);
    // An account without a phone.
    expect(await signalsOf((await createUser(database)).id)).toEqual([]);
  });
});
