import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { signupBody } from '../../../test/account-factories.ts';
import { createProperty, createUser } from '../../../test/factories.ts';
import { CLASSIFIED, ENERGY, SALE_FACTS, seedCities } from '../../../test/listing-fixtures.ts';
import { signedInUser } from '../../../test/session.ts';
import { hashOf, uploadedPhoto } from '../../../test/signal-fixtures.ts';
import { detectAccountSignals, detectListingSignals } from './detect-signals.ts';
import { signalHooks, type SignalFinding } from './signal-hooks.ts';

let ctx: TestContext;
let scamId: string;
let scammerId: string;
let honestId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const { database } = ctx;
  // A private seller of today publishing three Ghent sales, one with a photo of another owner's
  // listing, Western Union and a phone number in its text, and no EPC.
  const scammer = await createUser(database, { role: 'pseller' });
  scammerId = scammer.id;
  const facts = { ...SALE_FACTS };
  const scam = await createProperty(database, scammer.id, {
    type: 'sale',
    postalCode: '9000',
    yearBuilt: 2010,
    facts,
    description: 'Owner abroad. Payment by Western Union, then the keys. Call 0470 12 34 56.',
  });
  scamId = scam.id;
  await createProperty(database, scammer.id, { type: 'sale', postalCode: '9000', yearBuilt: 2010, facts });
  await createProperty(database, scammer.id, { type: 'sale', postalCode: '9000', yearBuilt: 2010, facts });
  const owner = await createUser(database, { role: 'individual', createdAt: new Date('2025-01-01T00:00:00Z') });
  const original = await createProperty(database, owner.id, {
    type: 'sale',
    postalCode: '9000',
    yearBuilt: 2010,
    facts: { ...ENERGY.flanders, ...SALE_FACTS },
  });
  honestId = original.id;
  await uploadedPhoto(database, original.id, hashOf(7));
  await uploadedPhoto(database, scam.id, hashOf(7));
});
afterAll(() => ctx.close());

describe('detectListingSignals and detectAccountSignals', () => {
  it('gather every rule’s signals for a listing, most serious first', async () => {
    const signals = await detectListingSignals(ctx.database.db, scamId);
    expect(signals.map((s) => [s.kind, s.severity])).toEqual([
      ['payment_words', 'high'],
      ['shared_photo', 'high'],
      ['missing_legal_facts', 'medium'],
      ['contact_in_text', 'low'],
    ]);
    expect(await detectAccountSignals(ctx.database.db, scammerId)).toEqual([
      expect.objectContaining({ kind: 'new_account_burst', severity: 'medium' }),
    ]);
  });

  it('stay quiet for an honest listing, only the shared photo speaking for it', async () => {
    // The original shares the photo too (the staff case shows both sides); nothing else fires.
    expect((await detectListingSignals(ctx.database.db, honestId)).map((s) => s.kind)).toEqual(['shared_photo']);
    const clean = await createProperty(ctx.database, (await createUser(ctx.database)).id);
    expect(await detectListingSignals(ctx.database.db, clean.id)).toEqual([]);
    expect(await detectListingSignals(ctx.database.db, '00000000-0000-4000-8000-000000000000')).toEqual([]);
  });
});

describe('signalHooks', () => {
  const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

  it('hands a sink the listing’s and its owner’s findings, after the request', async () => {
    const found: SignalFinding[] = [];
    const hooks = signalHooks({ db: ctx.database.db, log, sink: async (f) => void found.push(f) });
    hooks.listingChanged(scamId);
    expect(found).toEqual([]);
    await hooks.idle();
    expect(found.map((f) => [f.listingId ?? null, f.userId ?? null, f.signals.length])).toEqual([
      [scamId, null, 4],
      [null, scammerId, 1],
    ]);
  });

  it('hands nothing for a listing without signals, and detects nothing without a sink', async () => {
    const sink = vi.fn(async () => {});
    const clean = await createProperty(ctx.database, (await createUser(ctx.database)).id);
    const hooks = signalHooks({ db: ctx.database.db, log, sink });
    hooks.listingChanged(clean.id);
    hooks.accountChanged(clean.ownerId);
    await hooks.idle();
    expect(sink).not.toHaveBeenCalled();
    // No sink: nothing runs (a database with no methods would fail any detection, and log it).
    const idle = signalHooks({ db: {} as Db, log });
    idle.listingChanged(scamId);
    await idle.idle();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failing sink instead of failing anyone', async () => {
    const hooks = signalHooks({ db: ctx.database.db, log, sink: async () => Promise.reject(new Error('down')) });
    hooks.listingChanged(scamId);
    await hooks.idle();
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});

describe('where the routes call them', () => {
  it('placing a classified, editing it on the market, signing up', async () => {
    const listingChanged = vi.spyOn(ctx.app.trustSignals, 'listingChanged');
    const accountChanged = vi.spyOn(ctx.app.trustSignals, 'accountChanged');
    await seedCities(ctx.database);
    const seller = await signedInUser(ctx.app, ctx.database, { role: 'pseller', subscribed: true });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/classifieds',
      headers: seller.headers,
      payload: CLASSIFIED,
    });
    expect(placed.statusCode).toBe(201);
    expect(listingChanged).toHaveBeenCalledWith(placed.json().data.id);

    // Editing a listing on the market: its price again, not its viewing hours.
    listingChanged.mockClear();
    const edit = (payload: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/properties/${placed.json().data.id}`,
        headers: seller.headers,
        payload,
      });
    expect((await edit({ availableNow: false })).statusCode).toBe(200);
    expect(listingChanged).not.toHaveBeenCalled();
    expect((await edit({ price: 95_000 })).statusCode).toBe(200);
    expect(listingChanged).toHaveBeenCalledWith(placed.json().data.id);

    const signedUp = await ctx.app.inject({ method: 'POST', url: '/api/users/signup', payload: signupBody() });
    expect(signedUp.statusCode).toBe(201);
    expect(accountChanged).toHaveBeenCalledWith(signedUp.json().data.user.id);
  });
});
