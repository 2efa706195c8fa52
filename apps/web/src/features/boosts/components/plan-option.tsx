import { useTranslation } from 'react-i18next';
import type { TBoostPlan } from '@immora/shared/credits';

type Props = {
  name: string;
  plan: TBoostPlan;
  checked: boolean;
  /** Credits missing to afford it; 0 when it can be chosen. */
  short: number;
  onChoose: () => void;
};

/** One boost plan as a radio choice: name, duration, credits required, description. */
export function PlanOption({ name, plan, checked, short, onChoose }: Props) {
  const { t } = useTranslation();
  const disabled = short > 0;
  return (
    <label className="boost-plan" data-disabled={disabled || undefined} data-testid="boost-plan">
      <input
        type="radio"
        name={name}
        value={plan.id}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        aria-describedby={`${name}-${plan.id}-text`}
      />
      <span className="boost-plan__main">
        <span className="boost-plan__name">{plan.name}</span>
        <span className="boost-plan__duration">{t('boosts.duration', { count: plan.durationDays })}</span>
        <span id={`${name}-${plan.id}-text`} className="boost-plan__text">
          {plan.description}
          {disabled && <span className="boost-plan__short">{t('boosts.short', { count: short })}</span>}
        </span>
      </span>
      <span className="boost-plan__cost">{t('boosts.credits', { count: plan.credits })}</span>
    </label>
  );
}
