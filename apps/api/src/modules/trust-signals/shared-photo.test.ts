import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { createProperty, createUser } from '../../../test/factories.ts';
import { hashOf, uploadedPhoto } from '../../../test/signal-fixtures.ts';
import { sharedPhotoSignals } from './shared-photo.ts';
import { trustSignalsRepository } from './trust-signals.repository.ts';

let database: Database;
const signalsOf = (id: string) => sharedPhotoSignals(trustSignalsRepository(database.db), id);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('shared_photo', () => {
  it('fires when another owner has a listing with the same photo, whatever its status', async () => {
    const [scammer, owner] = [await createUser(database), await createUser(database)];
    const copy = await createProperty(database, scammer.id);
    const original = await createProperty(database, owner.id, { status: 'processing' });
    await uploadedPhoto(database, original.id, hashOf(1));
    await uploadedPhoto(database, copy.id, hashOf(1));
    await uploadedPhoto(database, copy.id, hashOf(2), { position: 2 });
    expect(await signalsOf(copy.id)).toEqual([
      {
        kind: 'shared_photo',
        severity: 'high',
        evidence: {
          photos: [
            {
              hash: hashOf(1),
              listings: [{ id: original.id, publicCode: original.publicCode, ownerId: owner.id, status: 'processing' }],
            },
          ],
          otherListingIds: [original.id],
          otherOwnerIds: [owner.id],
        },
      },
    ]);
    // And from the other side.
    expect((await signalsOf(original.id))[0]!.evidence.otherListingIds).toEqual([copy.id]);
  });

  it('finds a photo stored before responsive variants by the address in its variants', async () => {
    const [a, b] = [await createUser(database), await createUser(database)];
    const one = await createProperty(database, a.id);
    const two = await createProperty(database, b.id);
    await uploadedPhoto(database, one.id, hashOf(3), { legacy: true });
    await uploadedPhoto(database, two.id, hashOf(3));
    expect((await signalsOf(one.id)).map((s) => s.evidence.otherListingIds)).toEqual([[two.id]]);
  });

  it('stays quiet for one owner’s own listings, an agency and its agents, another photo and the seed’s drawings', async () => {
    const owner = await createUser(database);
    const first = await createProperty(database, owner.id);
    const second = await createProperty(database, owner.id);
    await uploadedPhoto(database, first.id, hashOf(10));
    await uploadedPhoto(database, second.id, hashOf(10));
    // One digit off: another picture.
    const stranger = await createUser(database);
    const other = await createProperty(database, stranger.id);
    await uploadedPhoto(database, other.id, hashOf(11));
    await uploadedPhoto(database, first.id, hashOf(12), { position: 2 });
    // The demo seed's shared drawings are not uploads.
    const seeded = await createProperty(database, stranger.id);
    await uploadedPhoto(database, seeded.id, hashOf(13), { folder: '/uploads/seed/' });
    await uploadedPhoto(database, first.id, hashOf(13), { position: 3, folder: '/uploads/seed/' });
    expect(await signalsOf(first.id)).toEqual([]);

    const agencyOwner = await createUser(database, { role: 'agency' });
    const [agency] = await database.db
      .insert(agencies)
      .values({
        ownerId: agencyOwner.id,
        name: 'Schelde Vastgoed',
        email: 'info@schelde.be',
        phone: '032345678',
        address: 'Meir 1, 2000 Antwerpen',
      })
      .returning();
    const agent = await createUser(database, { role: 'individual', agencyId: agency!.id });
    const agencyListing = await createProperty(database, agencyOwner.id, { agencyId: agency!.id });
    const agentListing = await createProperty(database, agent.id);
    await uploadedPhoto(database, agencyListing.id, hashOf(20));
    await uploadedPhoto(database, agentListing.id, hashOf(20));
    expect(await signalsOf(agentListing.id)).toEqual([]);
  });
});
