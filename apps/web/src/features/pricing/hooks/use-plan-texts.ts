import { useTranslation } from 'react-i18next';
import type { TPlan } from '@immora/shared/plans';

export type PlanTexts = Pick<TPlan, 'name' | 'description' | 'features'>;

/**
 * A plan's name, description and features in the visitor's language: the texts under
 * pricing.plans.<code> in the locales, or the API's (English) texts for a plan they don't know yet.
 */
export function usePlanTexts(plan: TPlan): PlanTexts {
  const { t, i18n } = useTranslation();
  const key = `pricing.plans.${plan.code}`;
  if (!i18n.exists(key)) return { name: plan.name, description: plan.description, features: plan.features };
  return {
    name: t(`${key}.name`),
    description: t(`${key}.description`),
    features: t(`${key}.features`, { returnObjects: true }) as string[],
  };
}
