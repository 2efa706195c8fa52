import { useTranslation } from 'react-i18next';
import type { TDashboardStats } from '@immora/shared/dashboards';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { StatCard, StatCards } from '../../../components/dashboard/stat-card.tsx';
import type { IconName } from '../../../components/icon.tsx';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useDashboardStats } from '../api/get-dashboard-stats.ts';
import { useMe } from '../api/get-me.ts';

type Props = { namespace: string };

/** The figures a home shows, in order; a figure the role has none of (null) is left out. */
const FIGURES: { key: keyof TDashboardStats; icon: IconName; tone: 'navy' | 'accent' | 'success' }[] = [
  { key: 'savedSearches', icon: 'bookmark', tone: 'navy' },
  { key: 'favourites', icon: 'heart', tone: 'accent' },
  { key: 'properties', icon: 'home', tone: 'navy' },
  { key: 'published', icon: 'check', tone: 'success' },
  { key: 'views', icon: 'eye', tone: 'accent' },
  { key: 'leads', icon: 'mail', tone: 'navy' },
  { key: 'agents', icon: 'user', tone: 'success' },
];

/** A role's home (spec 2 §2): a welcome with the user's first name and the figures that exist today. */
export function RoleHomePage({ namespace }: Props) {
  const { t, i18n } = useTranslation(['common', namespace]);
  const me = useMe();
  const stats = useDashboardStats();
  const firstName = me.data?.first_name;
  const number = new Intl.NumberFormat(`${i18n.resolvedLanguage ?? 'en'}-BE`);
  usePageMeta(t('pages.dashboard'));
  const shown = stats.data ? FIGURES.filter(({ key }) => stats.data[key] !== null) : [];

  return (
    <section className="dash-page" aria-labelledby="role-home-title">
      <PageHeader
        id="role-home-title"
        title={firstName ? t('roleHome.welcome', { name: firstName }) : t('pages.dashboard')}
        lead={t('area.welcome', { ns: namespace })}
      />
      {stats.isError ? (
        <StatePanel icon="alert" title={t('roleHome.loadError')} alert level={2}>
          <RetryButton onRetry={() => void stats.refetch()} />
        </StatePanel>
      ) : (
        <StatCards label={t('roleHome.figures')} loading={stats.isPending}>
          {shown.map(({ key, icon, tone }) => (
            <StatCard
              key={key}
              icon={icon}
              tone={tone}
              label={t(`roleHome.${key}`)}
              value={number.format(stats.data?.[key] ?? 0)}
              testId={`home-${key}`}
            />
          ))}
        </StatCards>
      )}
    </section>
  );
}
