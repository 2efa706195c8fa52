import { describe, expect, it } from 'vitest';
import { BRUSSELS } from './brussels.ts';
import { buyingCosts, isNewBuild, monthlyPayment, registrationDuties, rentingCosts, scaleFee } from './costs.ts';
import { FLANDERS } from './flanders.ts';
import { MORTGAGE_DEED_BRACKETS, SALE_DEED_BRACKETS } from './notary-scale.ts';
import { WALLONIA } from './wallonia.ts';
import { ZCostsQuery } from './costs-schema.ts';

describe('registration duties on an existing home (rules of 1 January 2025)', () => {
  // demorgen.be (2021-09): a €300,000 second home at 12 % pays €36,000; vlaanderen.be: 2 % for the sole own home.
  it('Flanders: 12 %, 2 % for the sole own home', () => {
    expect(registrationDuties(FLANDERS, 300_000, false)).toBe(36_000);
    expect(registrationDuties(FLANDERS, 300_000, true)).toBe(6_000);
  });

  // bonten.com: a €300,000 house pays €37,500 at 12.5 % and €9,000 at 3 %.
  it('Wallonia: 12.5 %, 3 % for the sole own home', () => {
    expect(registrationDuties(WALLONIA, 300_000, false)).toBe(37_500);
    expect(registrationDuties(WALLONIA, 300_000, true)).toBe(9_000);
  });

  // fiscalite.brussels/fr/abattement: a €200,000 home pays no duties (an advantage of €25,000);
  // livios.be: with a €200,000 abatement, a €350,000 home pays €18,750.
  it('Brussels: 12.5 %, no duties on the first €200,000 of a sole own home', () => {
    expect(registrationDuties(BRUSSELS, 200_000, true)).toBe(0);
    expect(registrationDuties(BRUSSELS, 150_000, true)).toBe(0);
    expect(registrationDuties(BRUSSELS, 350_000, true)).toBe(18_750);
    expect(registrationDuties(BRUSSELS, 350_000, false)).toBe(43_750);
  });

  // Worked by hand: at €600,000 the abatement still applies, (600,000 − 200,000) × 12.5 %;
  // one euro above, the whole price pays 12.5 %.
  it('Brussels: the abatement stops above €600,000', () => {
    expect(registrationDuties(BRUSSELS, 600_000, true)).toBe(50_000);
    expect(registrationDuties(BRUSSELS, 600_001, true)).toBe(75_000);
  });
});

describe("the notary's sliding scale", () => {
  // deboerenpartners.be/advies/detail/16/notariskosten: a €65,000 sale → €1,394.16.
  it('a sale deed of €65,000 (the published worked example)', () => {
    expect(scaleFee(SALE_DEED_BRACKETS, 65_000)).toBe(1_394.16);
  });

  // Worked by hand from the brackets of habicom.be (4.56 %, 2.85 %, 2.28 %, 1.71 %, 1.14 %, 0.57 %, 0.057 %).
  it.each([
    [7_500, 342],
    [17_500, 627],
    [30_000, 912],
    [45_495, 1_176.96],
    [64_095, 1_389],
    [250_095, 2_449.2],
    [300_000, 2_477.65],
  ])('a sale deed of €%i at the end of a bracket → €%d', (price, fee) => {
    expect(scaleFee(SALE_DEED_BRACKETS, price)).toBe(fee);
  });

  // Worked by hand from the mortgage-deed brackets of notary-scale.ts:
  // 106.875 + 114 + 85.5 + 88.3215 + 84.816 + 175,905 × 0.228 % = 880.58.
  it('a mortgage deed of €240,000', () => {
    expect(scaleFee(MORTGAGE_DEED_BRACKETS, 240_000)).toBe(880.58);
    expect(scaleFee(MORTGAGE_DEED_BRACKETS, 7_500)).toBe(106.88);
  });
});

describe('the monthly payment (annuity)', () => {
  // Worked by hand: r = 1.035^(1/12) − 1 = 0.0028709; 200,000 · r / (1 − (1 + r)^−300) = 995.37.
  it('€200,000 at 3.5 % a year over 25 years', () => {
    expect(monthlyPayment(200_000, 3.5, 25)).toBe(995.37);
  });

  it('without interest, the loan in equal parts; without a loan, nothing', () => {
    expect(monthlyPayment(120_000, 0, 10)).toBe(1_000);
    expect(monthlyPayment(0, 3.5, 25)).toBe(0);
  });

  it('the payments, discounted at the monthly rate, pay back the loan', () => {
    const r = Math.pow(1.04, 1 / 12) - 1;
    const pay = monthlyPayment(250_000, 4, 20);
    let present = 0;
    for (let k = 1; k <= 240; k++) present += pay / Math.pow(1 + r, k);
    expect(Math.abs(present - 250_000)).toBeLessThan(5);
  });
});

describe('rent deposits by region (residential lease)', () => {
  // Flanders (Vlaams Woninghuurdecreet art. 37): 3 months; Wallonia (2023): 2 months; Brussels (1 Nov 2024): 2 months.
  it.each([
    ['flanders', 3_000, 4_000],
    ['wallonia', 2_000, 3_000],
    ['brussels', 2_000, 3_000],
  ] as const)('%s: a €1,000 rent → deposit €%i, first payment €%i', (region, deposit, first) => {
    const costs = rentingCosts({ region, rent: 1_000 });
    expect(costs.deposit).toEqual({ blockedAccount: deposit, bankGuarantee: deposit, cpas: deposit });
    expect(costs.firstPayment).toBe(first);
  });
});

describe('the whole of a purchase', () => {
  it('adds duties, the sale deed and the mortgage deed to the price', () => {
    const c = buyingCosts({
      region: 'flanders',
      price: 300_000,
      newBuild: false,
      assumptions: { ownHome: true, loan: 240_000, ratePercent: 3.5, years: 25 },
    });
    expect(c.duties).toBe(6_000);
    // fees 2,477.65 + file costs 750 + disbursements 400 + VAT 21 % of 3,227.65 (677.81) = 4,305.46
    expect(c.notary).toEqual({ fees: 2_478, fileCosts: 750, disbursements: 400, vat: 678, total: 4_305 });
    // 264,000 registered: duty 2,640 + inscription 792 + retribution 240 + fees 880.58 + 550 + VAT 300.42
    expect(c.mortgage?.total).toBe(5_403);
    expect(c.total).toBe(300_000 + 6_000 + 4_305 + 5_403);
  });

  it('a new build pays VAT instead: no duties computed', () => {
    const c = buyingCosts({
      region: 'brussels',
      price: 400_000,
      newBuild: true,
      assumptions: { ownHome: true, loan: 0, ratePercent: 3.5, years: 25 },
    });
    expect(c.duties).toBeNull();
    expect(c.mortgage).toBeNull();
    expect(c.monthlyPayment).toBe(0);
  });

  it('a listing built this year or next is a new build', () => {
    const now = new Date('2026-11-29T00:00:00Z');
    expect(isNewBuild(2026, now)).toBe(true);
    expect(isNewBuild(2027, now)).toBe(true);
    expect(isNewBuild(2025, now)).toBe(false);
    expect(isNewBuild(null, now)).toBe(false);
  });
});

describe('the assumptions of the query', () => {
  it('reads booleans and numbers, and refuses bad ones with their message', () => {
    expect(ZCostsQuery.parse({ ownHome: 'false', loan: '200000', rate: '3.1', years: '20' })).toEqual({
      ownHome: false,
      loan: 200_000,
      rate: 3.1,
      years: 20,
    });
    const bad = ZCostsQuery.safeParse({ ownHome: 'maybe', years: '0' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Own home must be true or false',
      'The loan must last 1 to 40 years',
    ]);
  });
});
