import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatCard, StatCards } from '../../../components/dashboard/stat-card.tsx';
import { RetryButton } from '../../../components/state-panel.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session-context.ts';
import { useCredits } from '../api/get-credits.ts';
import { CreditChart } from './credit-chart.tsx';
import './credit-stats.css';

const FIGURES = [
  { key: 'total', icon: 'chart', tone: 'navy' },
  { key: 'remaining', icon: 'sparkle', tone: 'accent' },
  { key: 'used', icon: 'check', tone: 'success' },
  // Only once some have expired (decision 031).
  { key: 'expired', icon: 'clock', tone: 'navy' },
] as const;

/** The pseller dashboard's credit stats (spec 2 §2): total, remaining, used, current plan; then their history. */
export function CreditStats() {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const { data, isPending, isError, refetch } = useCredits(session?.token ?? null);

  if (isError)
    return (
      <div className="credit-stats__error" role="alert">
        <p>{t('credits.loadError')}</p>
        <RetryButton onRetry={() => void refetch()} />
      </div>
    );

  return (
    <section className="stack credit-stats" aria-labelledby="credit-stats-title">
      <h2 id="credit-stats-title" className="visually-hidden">
        {t('credits.title')}
      </h2>
      <StatCards label={t('credits.title')} loading={isPending}>
        {data && (
          <>
            {FIGURES.filter(({ key }) => key !== 'expired' || data.expired > 0).map(({ key, icon, tone }) => (
              <StatCard
                key={key}
                icon={icon}
                tone={tone}
                label={t(`credits.${key}`)}
                value={formatNumber(data[key], i18n.resolvedLanguage ?? 'en')}
                hint={t(`credits.${key}Hint`)}
                testId={`credits-${key}`}
              />
            ))}
            <StatCard
              icon="shield"
              label={t('credits.currentPlan')}
              value={<span className="credit-stats__plan">{data.currentPlan ?? t('credits.noPlan')}</span>}
              testId="credits-plan"
            >
              {!data.currentPlan && <Link to="/pricing">{t('credits.choosePlan')}</Link>}
            </StatCard>
          </>
        )}
      </StatCards>
      {data && data.ledger.length > 0 && <CreditChart ledger={data.ledger} remaining={data.remaining} />}
    </section>
  );
}
