import { z } from 'zod';

/** Audiences that buy plans; seekers (buyer) use Immora for free. */
export const PLAN_AUDIENCES = ['individual', 'agency', 'pseller'] as const;
export type PlanAudience = (typeof PLAN_AUDIENCES)[number];

/** Yearly billing discount (spec 2 §9): shown as 'Save 20%'. */
export const YEARLY_DISCOUNT = 0.2;

/**
 * Yearly billing price = monthly price x 12 x 0.8 (spec 2 §9), in euro rounded to the cent.
 * Computed on whole cents so that floating point never shows (29 → 278.4, not 278.40000000000003).
 */
export function yearlyPrice(monthly: number): number {
  const monthlyCents = Math.round(monthly * 100);
  return Math.round(monthlyCents * 12 * (1 - YEARLY_DISCOUNT)) / 100;
}

export const ZPlanQuery = z.object({
  audience: z.enum(PLAN_AUDIENCES, { error: 'Unknown audience: choose individual, agency or pseller' }).optional(),
});
export type TPlanQuery = z.input<typeof ZPlanQuery>;

export const ZPlan = z.object({
  id: z.string(),
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  audience: z.enum(PLAN_AUDIENCES),
  /** Euro per month. */
  monthlyPrice: z.number(),
  /** Euro per year, with the yearly discount: yearlyPrice(monthlyPrice). */
  yearlyPrice: z.number(),
  credits: z.number().int(),
  licences: z.number().int(),
  features: z.array(z.string()),
  description: z.string(),
  highlighted: z.boolean(),
});
export type TPlan = z.infer<typeof ZPlan>;

/** One row of My package (spec 2 §2, credits and package): a paid period of a plan. */
export const ZPackageRow = z.object({
  id: z.string(),
  _id: z.string(),
  packageName: z.string(),
  status: z.enum(['active', 'inactive']),
  quantity: z.number().int(),
  billing: z.enum(['month', 'year']),
  /** Credits the period brought (plan credits x quantity). */
  totalCredits: z.number().int(),
  /** The account's credit balance now. */
  remainingCredits: z.number().int(),
  startedAt: z.string(),
  expiresAt: z.string(),
  /** Euro paid for the period (VAT included). */
  price: z.number(),
  purchaseDate: z.string(),
});
export type TPackageRow = z.infer<typeof ZPackageRow>;
