import type { Region } from '../listing-form.ts';
import { BRUSSELS } from './brussels.ts';
import { FLANDERS } from './flanders.ts';
import type { RegionRules } from './region-rules.ts';
import {
  MORTGAGE_DEED_BRACKETS,
  NOTARY_COSTS,
  NOTARY_SCALE_DATE,
  SALE_DEED_BRACKETS,
  type Bracket,
} from './notary-scale.ts';
import { WALLONIA } from './wallonia.ts';

/**
 * What buying or renting costs (issue 35, decision 072): registration duties, notary's fees and
 * costs, the mortgage deed's costs, the monthly payment, and a lease's deposit. Plain arithmetic
 * on the dated rules of ./flanders.ts, ./wallonia.ts, ./brussels.ts and ./notary-scale.ts; no zod,
 * so the /costs page carries only this.
 */
export const REGION_RULES: Record<Region, RegionRules> = {
  flanders: FLANDERS,
  wallonia: WALLONIA,
  brussels: BRUSSELS,
};

/** The visitor's assumptions until they change them (decision 072). */
export const COST_DEFAULTS = { ownHome: true, loanShare: 0.8, ratePercent: 3.5, years: 25 } as const;

const cents = (euros: number) => Math.round(euros * 100) / 100;
const whole = (euros: number) => Math.round(euros);

/** Fees on a sliding scale: each bracket's rate on the part of the amount inside it, to the cent. */
export function scaleFee(brackets: readonly Bracket[], amount: number): number {
  let fee = 0;
  let lower = 0;
  for (const [upper, rate] of brackets) {
    if (amount <= lower) break;
    fee += (Math.min(amount, upper) - lower) * rate;
    lower = upper;
  }
  return cents(fee);
}

/** Registration duties on an existing home, in whole euros. */
export function registrationDuties(rules: RegionRules, price: number, ownHome: boolean): number {
  const { standardRate, ownHomeRate, abatement } = rules.duties;
  if (!ownHome) return whole(price * standardRate);
  if (abatement && price <= abatement.priceCeiling) {
    return whole(Math.max(0, price - abatement.amount) * ownHomeRate);
  }
  return whole(price * ownHomeRate);
}

/** The sale deed: fees on the scale, fixed file costs, third parties' costs, VAT on fees and file costs. */
export function saleDeedCosts(price: number) {
  const fees = scaleFee(SALE_DEED_BRACKETS, price);
  const fileCosts = NOTARY_COSTS.saleFileCosts;
  const disbursements = NOTARY_COSTS.saleDisbursements;
  const vat = cents((fees + fileCosts) * NOTARY_COSTS.vatRate);
  return {
    fees: whole(fees),
    fileCosts,
    disbursements,
    vat: whole(vat),
    total: whole(fees + fileCosts + disbursements + vat),
  };
}

/** The mortgage deed for a loan: duties on the amount registered, the notary's fees and file costs, VAT. */
export function mortgageDeedCosts(rules: RegionRules, loan: number) {
  const registered = loan * (1 + NOTARY_COSTS.mortgageAccessories);
  const duty = cents(registered * rules.mortgageDutyRate);
  const inscription = cents(registered * NOTARY_COSTS.mortgageInscriptionRate);
  const retribution = NOTARY_COSTS.mortgageRetribution;
  const fees = scaleFee(MORTGAGE_DEED_BRACKETS, loan);
  const fileCosts = NOTARY_COSTS.mortgageFileCosts;
  const vat = cents((fees + fileCosts) * NOTARY_COSTS.vatRate);
  return {
    registrationDuty: whole(duty),
    inscription: whole(inscription),
    retribution,
    fees: whole(fees),
    fileCosts,
    vat: whole(vat),
    total: whole(duty + inscription + retribution + fees + fileCosts + vat),
  };
}

/**
 * The monthly payment of a fixed-rate loan (annuity): P·r / (1 − (1 + r)^−n) with r the monthly
 * rate equivalent to the yearly one, (1 + i)^(1/12) − 1, as Belgian mortgage offers state it.
 */
export function monthlyPayment(principal: number, yearlyRatePercent: number, years: number): number {
  const n = years * 12;
  if (principal <= 0 || n <= 0) return 0;
  const r = Math.pow(1 + yearlyRatePercent / 100, 1 / 12) - 1;
  if (r === 0) return cents(principal / n);
  return cents((principal * r) / (1 - Math.pow(1 + r, -n)));
}

/** Built this year or next: sold under VAT, not registration duties. */
export function isNewBuild(yearBuilt: number | null | undefined, now = new Date()): boolean {
  return yearBuilt != null && yearBuilt >= now.getUTCFullYear();
}

export type BuyingAssumptions = { ownHome: boolean; loan: number; ratePercent: number; years: number };

export function defaultAssumptions(price: number): BuyingAssumptions {
  return {
    ownHome: COST_DEFAULTS.ownHome,
    loan: whole(price * COST_DEFAULTS.loanShare),
    ratePercent: COST_DEFAULTS.ratePercent,
    years: COST_DEFAULTS.years,
  };
}

/** Everything the "What it costs" block shows for a sale. Amounts in whole euros. */
export function buyingCosts(opts: {
  region: Region;
  price: number;
  newBuild: boolean;
  assumptions: BuyingAssumptions;
}) {
  const rules = REGION_RULES[opts.region];
  const { price, newBuild, assumptions } = opts;
  const duties = newBuild ? null : registrationDuties(rules, price, assumptions.ownHome);
  const notary = saleDeedCosts(price);
  const mortgage = assumptions.loan > 0 ? mortgageDeedCosts(rules, assumptions.loan) : null;
  return {
    kind: 'sale' as const,
    region: opts.region,
    rulesOf: rules.rulesOf,
    notaryScaleOf: NOTARY_SCALE_DATE,
    price,
    newBuild,
    duties,
    notary,
    mortgage,
    total: price + (duties ?? 0) + notary.total + (mortgage?.total ?? 0),
    assumptions,
    defaults: defaultAssumptions(price),
    monthlyPayment: whole(monthlyPayment(assumptions.loan, assumptions.ratePercent, assumptions.years)),
  };
}

/** A lease: the deposit ceiling by kind of guarantee and the first payment (a month's rent and a blocked-account deposit). */
export function rentingCosts(opts: { region: Region; rent: number }) {
  const rules = REGION_RULES[opts.region];
  const m = rules.depositMonths;
  const deposit = {
    blockedAccount: whole(opts.rent * m.blockedAccount),
    bankGuarantee: whole(opts.rent * m.bankGuarantee),
    cpas: whole(opts.rent * m.cpas),
  };
  return {
    kind: 'rent' as const,
    region: opts.region,
    rulesOf: rules.rulesOf,
    rent: opts.rent,
    depositMonths: m,
    deposit,
    firstPayment: opts.rent + deposit.blockedAccount,
  };
}

export type BuyingCosts = ReturnType<typeof buyingCosts>;
export type RentingCosts = ReturnType<typeof rentingCosts>;
