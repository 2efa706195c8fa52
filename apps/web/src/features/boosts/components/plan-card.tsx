import type { TFunction } from 'i18next';
import type { TBoostPlan } from '@immora/shared/credits';
import type { RadioCard } from '../../../components/form/radio-cards-field.tsx';

/**
 * One boost plan as a radio card: name, duration and description, the credits it costs, and how
 * many credits are missing (`short` > 0: it cannot be chosen).
 */
export function planCard(plan: TBoostPlan, short: number, t: TFunction): RadioCard<string> {
  return {
    value: plan.id,
    label: plan.name,
    disabled: short > 0,
    description: (
      <>
        <span className="boost-plan__duration">{t('boosts.duration', { count: plan.durationDays })}</span>
        <span className="boost-plan__text">{plan.description}</span>
        {short > 0 && <span className="boost-plan__short">{t('boosts.short', { count: short })}</span>}
      </>
    ),
    aside: <span className="boost-plan__cost">{t('boosts.credits', { count: plan.credits })}</span>,
  };
}
