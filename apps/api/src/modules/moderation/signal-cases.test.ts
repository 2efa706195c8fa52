import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createProperty, createUser } from '../../../test/factories.ts';
import { hashOf, uploadedPhoto } from '../../../test/signal-fixtures.ts';
import { openSignalCase } from './cases.repository.ts';
import { staffCasesRepository } from './staff-cases.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const signalsOf = (caseId: string) =>
  ctx.database.query<{ kind: string }>('SELECT kind FROM moderation_signals WHERE case_id = $1 ORDER BY kind', [
    caseId,
  ]);

describe('openSignalCase', () => {
  it("opens one case per listing, adds each kind once, and raises the case's severity", async () => {
    const owner = await createUser(ctx.database);
    const listing = await createProperty(ctx.database, owner.id);
    const low = { kind: 'missing_legal_facts', severity: 'low' as const, evidence: { missing: ['epc'] } };
    const first = await openSignalCase(ctx.database.db, { listingId: listing.id, signals: [low] });
    expect(first?.added).toEqual(['missing_legal_facts']);
    const high = { kind: 'shared_photo', severity: 'high' as const, evidence: { hash: 'abc' } };
    const second = await openSignalCase(ctx.database.db, { listingId: listing.id, signals: [low, high] });
    expect(second?.caseId).toBe(first?.caseId);
    expect(second?.added).toEqual(['shared_photo']);
    expect(await signalsOf(first!.caseId)).toEqual([{ kind: 'missing_legal_facts' }, { kind: 'shared_photo' }]);
    const [row] = await ctx.database.query<{ severity: string; user_id: string; status: string }>(
      'SELECT severity, user_id, status FROM moderation_cases WHERE id = $1',
      [first!.caseId],
    );
    expect(row).toEqual({ severity: 'high', user_id: owner.id, status: 'open' });
  });

  it('opens an account case, and does nothing without signals or for an unknown listing', async () => {
    const user = await createUser(ctx.database);
    const found = await openSignalCase(ctx.database.db, {
      userId: user.id,
      signals: [{ kind: 'shared_phone', severity: 'medium', evidence: { accounts: 3 } }],
    });
    expect(found?.added).toEqual(['shared_phone']);
    expect(await openSignalCase(ctx.database.db, { userId: user.id, signals: [] })).toBeNull();
    expect(
      await openSignalCase(ctx.database.db, {
        listingId: '00000000-0000-4000-8000-000000000000',
        signals: [{ kind: 'shared_photo', severity: 'high', evidence: {} }],
      }),
    ).toBeNull();
  });

  it("lists, for a case's detail, other owners' listings holding one of its uploaded photos, not the seed's shared drawings", async () => {
    const owner = await createUser(ctx.database);
    const listing = await createProperty(ctx.database, owner.id);
    await uploadedPhoto(ctx.database, listing.id, hashOf(301), { position: 2 });
    await uploadedPhoto(ctx.database, listing.id, hashOf(302), { position: 3, folder: '/uploads/seed/' });
    const copy = await createProperty(ctx.database, (await createUser(ctx.database)).id);
    await uploadedPhoto(ctx.database, copy.id, hashOf(301), { position: 2 });
    const seeded = await createProperty(ctx.database, (await createUser(ctx.database)).id);
    await uploadedPhoto(ctx.database, seeded.id, hashOf(302), { position: 2, folder: '/uploads/seed/' });
    const related = await staffCasesRepository(ctx.database.db).related(listing.id, { id: owner.id });
    expect(related.map((r) => [r.id, r.shares])).toEqual([[copy.id, ['photo']]]);
  });

  it("lists other owners' listings under the owner's phone number however it was typed, not a number ending alike", async () => {
    const tail = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    const owner = await createUser(ctx.database, { phoneNumber: `+32 4${tail.slice(0, 2)} ${tail.slice(2)}` });
    const listing = await createProperty(ctx.database, owner.id);
    const same = await createUser(ctx.database, {
      phoneNumber: `04${tail.slice(0, 2)}.${tail.slice(2, 4)}.${tail.slice(4)}`,
    });
    const sameListing = await createProperty(ctx.database, same.id);
    // The same last 8 digits after another operator prefix: another number.
    const other = await createUser(ctx.database, { phoneNumber: `+32 2${tail}` });
    await createProperty(ctx.database, other.id);
    const related = await staffCasesRepository(ctx.database.db).related(listing.id, { id: owner.id });
    expect(related.map((r) => [r.id, r.shares])).toEqual([[sameListing.id, ['phone']]]);
  });
});
