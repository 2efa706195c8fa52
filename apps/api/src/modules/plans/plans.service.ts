import { yearlyPrice, type PlanAudience, type TPlan } from '@immora/shared/plans';
import type { plansRepository } from './plans.repository.ts';

type Repo = ReturnType<typeof plansRepository>;
type Row = Awaited<ReturnType<Repo['list']>>[number];

/** Euro, not cents; the yearly price follows the shared rule (monthly x 12 x 0.8). */
export function toPlan(row: Row): TPlan {
  const monthlyPrice = row.monthlyPriceCents / 100;
  return {
    id: row.id,
    _id: row.id,
    code: row.code,
    name: row.name,
    audience: row.audience as PlanAudience,
    monthlyPrice,
    yearlyPrice: yearlyPrice(monthlyPrice),
    credits: row.credits,
    licences: row.licences,
    features: row.features,
    description: row.description,
    highlighted: row.highlighted,
  };
}

export async function listPlans(opts: { repo: Repo; audience?: PlanAudience }) {
  const rows = await opts.repo.list(opts.audience);
  return rows.map(toPlan);
}
