import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { RetryButton } from '../../../components/state-panel.tsx';
import { useSession } from '../../../lib/session-context.ts';
import { useCredits } from '../api/get-credits.ts';
import '../../../components/property-card.css';
import './credit-stats.css';

type Stat = { key: string; icon: IconName; label: string; value: string | number; hint?: string };

/** The pseller dashboard's credit stats (spec 2 §2): total, remaining, used, current plan. */
export function CreditStats() {
  const { t } = useTranslation();
  const { session } = useSession();
  const { data, isPending, isError, refetch } = useCredits(session?.token ?? null);

  if (isError)
    return (
      <div className="credit-stats__error" role="alert">
        <p>{t('credits.loadError')}</p>
        <RetryButton onRetry={() => void refetch()} />
      </div>
    );

  const stats: Stat[] = data
    ? [
        { key: 'total', icon: 'chart', label: t('credits.total'), value: data.total, hint: t('credits.totalHint') },
        {
          key: 'remaining',
          icon: 'sparkle',
          label: t('credits.remaining'),
          value: data.remaining,
          hint: t('credits.remainingHint'),
        },
        { key: 'used', icon: 'check', label: t('credits.used'), value: data.used, hint: t('credits.usedHint') },
        {
          key: 'plan',
          icon: 'shield',
          label: t('credits.currentPlan'),
          value: data.currentPlan ?? t('credits.noPlan'),
        },
      ]
    : [];

  return (
    <section className="credit-stats" aria-labelledby="credit-stats-title" aria-busy={isPending}>
      <h2 id="credit-stats-title" className="visually-hidden">
        {t('credits.title')}
      </h2>
      <ul className="credit-stats__list">
        {isPending
          ? Array.from({ length: 4 }, (_, i) => <li key={i} className="credit-stat credit-stat--skeleton skeleton" />)
          : stats.map((stat) => (
              <li key={stat.key} className={`credit-stat credit-stat--${stat.key}`} data-testid={`credits-${stat.key}`}>
                <span className="credit-stat__icon" aria-hidden="true">
                  <Icon name={stat.icon} size={20} />
                </span>
                <span className="credit-stat__label">{stat.label}</span>
                <strong className="credit-stat__value">{stat.value}</strong>
                {stat.hint && <span className="credit-stat__hint">{stat.hint}</span>}
                {stat.key === 'plan' && !data?.currentPlan && (
                  <Link to="/pricing" className="credit-stat__link">
                    {t('credits.choosePlan')}
                  </Link>
                )}
              </li>
            ))}
      </ul>
    </section>
  );
}
