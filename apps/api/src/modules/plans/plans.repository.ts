import { asc, eq, sql } from 'drizzle-orm';
import type { PlanAudience } from '@immora/shared/plans';
import type { Db } from '../../db/client.ts';
import { plans } from '../../db/schema/plans.ts';

export function plansRepository(db: Db) {
  return {
    /** Plans of one audience (or all, grouped by audience), in their display order. */
    list(audience?: PlanAudience) {
      return db
        .select({
          id: plans.id,
          code: plans.code,
          name: plans.name,
          audience: plans.audience,
          monthlyPriceCents: plans.monthlyPriceCents,
          credits: plans.credits,
          licences: plans.licences,
          features: plans.features,
          description: plans.description,
          highlighted: plans.highlighted,
        })
        .from(plans)
        .where(audience ? eq(plans.audience, audience) : sql`${plans.audience} <> 'buyer'`)
        .orderBy(asc(plans.audience), asc(plans.sortOrder), asc(plans.name));
    },
  };
}
