import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createProperty, createUser } from '../../../test/factories.ts';

let ctx: TestContext;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createUser(ctx.database, { role: 'individual' });
  const add = async (name: string, values: Parameters<typeof createProperty>[2]) => {
    ids[name] = (await createProperty(ctx.database, owner.id, values)).id;
  };
  await add('ghent', { type: 'sale', priceCents: 300_000_00, postalCode: '9000', city: 'Ghent', yearBuilt: 1995 });
  await add('ixelles', { type: 'sale', priceCents: 350_000_00, postalCode: '1050', city: 'Ixelles', yearBuilt: 1930 });
  await add('newBuild', {
    type: 'sale',
    priceCents: 400_000_00,
    postalCode: '5000',
    city: 'Namur',
    yearBuilt: new Date().getUTCFullYear(),
  });
  await add('liegeFlat', { type: 'rent', priceCents: 900_00, postalCode: '4000', city: 'Liège' });
  await add('draft', { type: 'sale', status: 'draft', priceCents: 300_000_00, postalCode: '9000' });
});
afterAll(() => ctx.close());

const costs = (id: string, query = '') => ctx.app.inject({ method: 'GET', url: `/api/properties/${id}/costs${query}` });

describe('GET /api/properties/:id/costs', () => {
  it('answers a Flemish sale with the default assumptions: sole own home, 80 % loan, 3.5 %, 25 years', async () => {
    const res = await costs(ids.ghent!);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      kind: 'sale',
      region: 'flanders',
      rulesOf: '2025-01-01',
      price: 300_000,
      newBuild: false,
      duties: 6_000,
      assumptions: { ownHome: true, loan: 240_000, ratePercent: 3.5, years: 25 },
      monthlyPayment: 1_194,
    });
    expect(d.total).toBe(300_000 + 6_000 + d.notary.total + d.mortgage.total);
  });

  it("follows the visitor's assumptions: not an own home, no loan", async () => {
    const d = (await costs(ids.ghent!, '?ownHome=false&loan=0')).json().data;
    expect(d.duties).toBe(36_000);
    expect(d.mortgage).toBeNull();
    expect(d.monthlyPayment).toBe(0);
  });

  it('applies the Brussels abatement to a sole own home', async () => {
    expect((await costs(ids.ixelles!)).json().data.duties).toBe(18_750);
    expect((await costs(ids.ixelles!, '?ownHome=false')).json().data.duties).toBe(43_750);
  });

  it('computes no duties for a new build (VAT instead)', async () => {
    const d = (await costs(ids.newBuild!)).json().data;
    expect(d).toMatchObject({ region: 'wallonia', newBuild: true, duties: null });
  });

  it("answers a Walloon lease's deposit ceiling and first payment", async () => {
    const d = (await costs(ids.liegeFlat!)).json().data;
    expect(d).toEqual({
      kind: 'rent',
      region: 'wallonia',
      rulesOf: '2025-01-01',
      rent: 900,
      depositMonths: { blockedAccount: 2, bankGuarantee: 2, cpas: 2 },
      deposit: { blockedAccount: 1_800, bankGuarantee: 1_800, cpas: 1_800 },
      firstPayment: 2_700,
    });
  });

  it('refuses bad assumptions with clear messages', async () => {
    const bad = await costs(ids.ghent!, '?rate=abc&years=80');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error)).toContain('The interest rate must be a number of percent from 0 to 15');
    expect(JSON.stringify(bad.json().error)).toContain('The loan must last 1 to 40 years');
    const above = await costs(ids.ghent!, '?loan=400000');
    expect(above.statusCode).toBe(400);
    expect(above.json().error.message).toBe('The loan cannot be more than the price');
  });

  it('is 404 for a listing that is not public', async () => {
    expect((await costs(ids.draft!)).statusCode).toBe(404);
    expect((await costs('6d3c1b38-57f7-4c7e-9a43-5e0f4a0c2b11')).statusCode).toBe(404);
  });
});
