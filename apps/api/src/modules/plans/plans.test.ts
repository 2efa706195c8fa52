import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createPlan } from '../../../test/marketplace-factories.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await createPlan(ctx.database, {
    code: 'ind-pro',
    name: 'Professional',
    monthlyPriceCents: 5900,
    sortOrder: 2,
    highlighted: true,
    credits: 30,
  });
  await createPlan(ctx.database, { code: 'ind-starter', name: 'Starter', monthlyPriceCents: 2900, sortOrder: 1 });
  await createPlan(ctx.database, {
    code: 'agency-basic',
    name: 'Agency Basic',
    audience: 'agency',
    monthlyPriceCents: 14_999,
    licences: 5,
    credits: 50,
    features: ['5 agent licences', 'Shared CRM'],
    description: 'A small team.',
  });
  await createPlan(ctx.database, {
    code: 'pseller-private',
    name: 'Private Listing',
    audience: 'pseller',
    monthlyPriceCents: 1900,
  });
});
afterAll(() => ctx.close());

const get = async (query: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/plans', query });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/plans', () => {
  it("lists one audience's plans in display order, prices in euro", async () => {
    const { status, body } = await get({ audience: 'individual' });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.map((p: { code: string }) => p.code)).toEqual(['ind-starter', 'ind-pro']);
    expect(body.data[1]).toEqual({
      id: expect.any(String),
      _id: body.data[1].id,
      code: 'ind-pro',
      name: 'Professional',
      audience: 'individual',
      monthlyPrice: 59,
      yearlyPrice: 566.4,
      credits: 30,
      licences: 0,
      features: ['Up to 10 active listings'],
      description: 'For agents starting out.',
      highlighted: true,
    });
  });

  it('gives the yearly price with the 20% discount, rounded to the cent', async () => {
    const { body } = await get({ audience: 'agency' });
    expect(body.data).toEqual([
      expect.objectContaining({
        code: 'agency-basic',
        monthlyPrice: 149.99,
        yearlyPrice: 1439.9,
        licences: 5,
        credits: 50,
      }),
    ]);
    expect((await get({ audience: 'pseller' })).body.data[0]).toMatchObject({ monthlyPrice: 19, yearlyPrice: 182.4 });
  });

  it('lists every plan when no audience is given', async () => {
    const { body } = await get();
    expect(body.data).toHaveLength(4);
  });

  it.each([['buyer'], ['admin'], ['']])('refuses the audience %j', async (audience) => {
    const { status, body } = await get({ audience });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      error: { message: 'Unknown audience: choose individual, agency or pseller' },
    });
  });
});
