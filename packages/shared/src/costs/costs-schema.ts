import { z } from 'zod';
import { REGIONS } from '../listing-form.ts';

/** The visitor's assumptions on GET /api/properties/{id}/costs (decision 072); each one optional. */
export const COST_MESSAGES = {
  ownHome: 'Own home must be true or false',
  loan: 'The loan must be a whole number of euros, 0 or more',
  loanAbovePrice: 'The loan cannot be more than the price',
  rate: 'The interest rate must be a number of percent from 0 to 15',
  years: 'The loan must last 1 to 40 years',
  noCosts: 'Costs are shown for sale and rent listings only',
} as const;

export const ZCostsQuery = z.object({
  ownHome: z
    .enum(['true', 'false'], { error: COST_MESSAGES.ownHome })
    .transform((v) => v === 'true')
    .optional(),
  loan: z.coerce
    .number({ error: COST_MESSAGES.loan })
    .int(COST_MESSAGES.loan)
    .min(0, COST_MESSAGES.loan)
    .max(100_000_000, COST_MESSAGES.loanAbovePrice)
    .optional(),
  rate: z.coerce
    .number({ error: COST_MESSAGES.rate })
    .min(0, COST_MESSAGES.rate)
    .max(15, COST_MESSAGES.rate)
    .optional(),
  years: z.coerce
    .number({ error: COST_MESSAGES.years })
    .int(COST_MESSAGES.years)
    .min(1, COST_MESSAGES.years)
    .max(40, COST_MESSAGES.years)
    .optional(),
});
export type TCostsQuery = z.infer<typeof ZCostsQuery>;

const euros = z.number().int();
const assumptions = z.object({ ownHome: z.boolean(), loan: euros, ratePercent: z.number(), years: z.number().int() });

export const ZSaleCosts = z.object({
  kind: z.literal('sale'),
  region: z.enum(REGIONS),
  rulesOf: z.string(),
  notaryScaleOf: z.string(),
  price: euros,
  newBuild: z.boolean(),
  duties: euros.nullable(),
  notary: z.object({ fees: euros, fileCosts: euros, disbursements: euros, vat: euros, total: euros }),
  mortgage: z
    .object({
      registrationDuty: euros,
      inscription: euros,
      retribution: euros,
      fees: euros,
      fileCosts: euros,
      vat: euros,
      total: euros,
    })
    .nullable(),
  total: euros,
  assumptions,
  defaults: assumptions,
  monthlyPayment: euros,
});

export const ZRentCosts = z.object({
  kind: z.literal('rent'),
  region: z.enum(REGIONS),
  rulesOf: z.string(),
  rent: euros,
  depositMonths: z.object({ blockedAccount: z.number(), bankGuarantee: z.number(), cpas: z.number() }),
  deposit: z.object({ blockedAccount: euros, bankGuarantee: euros, cpas: euros }),
  firstPayment: euros,
});

export const ZListingCosts = z.discriminatedUnion('kind', [ZSaleCosts, ZRentCosts]);
export type TListingCosts = z.infer<typeof ZListingCosts>;
