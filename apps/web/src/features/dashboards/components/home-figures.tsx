import { useTranslation } from 'react-i18next';
import type { TDashboardStats } from '@immora/shared/dashboards';
import { StatCard, StatCards } from '../../../components/dashboard/stat-card.tsx';
import type { IconName } from '../../../components/icon.tsx';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useDashboardStats } from '../api/get-dashboard-stats.ts';

export type Figure = {
  key: keyof TDashboardStats;
  icon: IconName;
  tone: 'navy' | 'accent' | 'success';
  /** Another label than the figure's own (`roleHome.<label>`). */
  label?: string;
};

/** A row of the home's figures, in the reader's number format; a figure the server gives as null is left out. */
export function HomeFigures({ figures, label }: { figures: Figure[]; label: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.resolvedLanguage ?? 'en';
  const stats = useDashboardStats();
  if (stats.isError)
    return (
      <StatePanel icon="alert" title={t('roleHome.loadError')} alert level={2}>
        <RetryButton onRetry={() => void stats.refetch()} />
      </StatePanel>
    );
  const shown = figures.filter(({ key }) => stats.data?.[key] != null);
  return (
    <StatCards label={label} loading={stats.isPending} count={figures.length}>
      {shown.map(({ key, icon, tone, label: own }) => (
        <StatCard
          key={key}
          icon={icon}
          tone={tone}
          label={t(`roleHome.${own ?? key}`)}
          value={formatNumber(stats.data?.[key] ?? 0, language)}
          testId={`home-${key}`}
        />
      ))}
    </StatCards>
  );
}
