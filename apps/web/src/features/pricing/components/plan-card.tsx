import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPlan } from '@immora/shared/plans';
import { Icon } from '../../../components/icon.tsx';
import { usePlanTexts } from '../hooks/use-plan-texts.ts';
import { formatEuroExact } from '../../../lib/format.ts';
import { perMonth } from './plan-rules.ts';
import type { Billing } from './plan-rules.ts';

type Action = { kind: 'link'; to: string; label: string } | { kind: 'button'; onClick: () => void; label: string };

type Props = { plan: TPlan; billing: Billing; action: Action };

export function PlanCard({ plan, billing, action }: Props) {
  const { t, i18n } = useTranslation();
  const texts = usePlanTexts(plan);
  const language = i18n.resolvedLanguage ?? 'en';
  const yearly = billing === 'yearly';
  const price = yearly ? plan.yearlyPrice : plan.monthlyPrice;
  const className = `btn ${plan.highlighted ? 'btn--primary' : 'btn--dark'} plan-card__cta`;
  return (
    <article
      className={`card card--raised stack plan-card${plan.highlighted ? ' plan-card--highlighted' : ''}`}
      data-testid="plan-card"
      aria-labelledby={`plan-${plan.code}`}
    >
      {plan.highlighted && <span className="plan-card__ribbon">{t('pricing.popular')}</span>}
      <h2 id={`plan-${plan.code}`} className="plan-card__name">
        {texts.name}
      </h2>
      <p className="plan-card__description">{texts.description}</p>
      <p className="cluster plan-card__price">
        <strong data-testid="plan-price">{formatEuroExact(price, language)}</strong>
        <span>{yearly ? t('pricing.perYear') : t('pricing.perMonth')}</span>
      </p>
      <p className="plan-card__note">
        {yearly
          ? t('pricing.yearlyEquivalent', { price: formatEuroExact(perMonth(plan.yearlyPrice), language) })
          : t('pricing.monthlyNote', { price: formatEuroExact(plan.yearlyPrice, language) })}
      </p>
      {action.kind === 'link' ? (
        <Link to={action.to} className={className}>
          {action.label}
        </Link>
      ) : (
        <button type="button" className={className} onClick={action.onClick}>
          {action.label}
        </button>
      )}
      <ul className="stack plan-card__features">
        {texts.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} strokeWidth={2.4} />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}
