import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useMe } from '../../users/api/get-me.ts';
import { HomeFavourites } from './home-favourites.tsx';
import { HomeFigures, type Figure } from './home-figures.tsx';
import { HomeSection } from './home-section.tsx';
import { UpcomingAppointments } from './upcoming-appointments.tsx';

export type HomeRole = 'buyer' | 'individual' | 'agency';

type Layout = {
  namespace: string;
  appointments: string;
  /** The first row of figures. */
  figures: Figure[];
  /** The agent's statistics under their own title (individual). */
  statistics?: Figure[];
  favourites?: boolean;
};

const LAYOUTS: Record<HomeRole, Layout> = {
  buyer: {
    namespace: 'user',
    appointments: '/user-appointments',
    figures: [
      { key: 'savedSearches', icon: 'bookmark', tone: 'navy' },
      { key: 'favourites', icon: 'heart', tone: 'accent' },
      { key: 'bookedAppointments', icon: 'calendar', tone: 'success', label: 'myAppointments' },
    ],
  },
  individual: {
    namespace: 'agent',
    appointments: '/dashboard-appointments',
    figures: [
      { key: 'savedSearches', icon: 'bookmark', tone: 'navy' },
      { key: 'favourites', icon: 'heart', tone: 'accent' },
      { key: 'bookedAppointments', icon: 'calendar', tone: 'success' },
    ],
    statistics: [
      { key: 'properties', icon: 'home', tone: 'navy' },
      { key: 'views', icon: 'eye', tone: 'accent' },
      { key: 'appointments', icon: 'calendar', tone: 'success' },
    ],
    favourites: true,
  },
  agency: {
    namespace: 'agency',
    appointments: '/agency-appointments',
    figures: [
      { key: 'agents', icon: 'user', tone: 'success' },
      { key: 'properties', icon: 'home', tone: 'navy' },
      { key: 'appointments', icon: 'calendar', tone: 'accent' },
      { key: 'leads', icon: 'mail', tone: 'navy' },
      { key: 'licences', icon: 'key', tone: 'accent' },
    ],
  },
};

/**
 * A role's home (spec 2 §2): a welcome with the user's first name, the role's figures, and its
 * tables and cards — the agent's statistics and favourites, everyone's upcoming viewings.
 */
export function RoleHomePage({ role }: { role: HomeRole }) {
  const layout = LAYOUTS[role];
  const { t } = useTranslation(['dashboard', 'common', layout.namespace]);
  const me = useMe();
  const firstName = me.data?.first_name;
  usePageMeta(t('pages.dashboard', { ns: 'common' }));

  return (
    <section className="stack dash-page role-home" aria-labelledby="role-home-title">
      <PageHeader
        id="role-home-title"
        title={firstName ? t('roleHome.welcome', { name: firstName }) : t('pages.dashboard', { ns: 'common' })}
        lead={t('area.welcome', { ns: layout.namespace })}
      />
      <HomeFigures figures={layout.figures} label={t('roleHome.figures')} />
      {layout.statistics && (
        <HomeSection id="home-statistics" title={t('roleHome.statistics')}>
          <HomeFigures figures={layout.statistics} label={t('roleHome.statistics')} />
        </HomeSection>
      )}
      {layout.favourites && <HomeFavourites />}
      <UpcomingAppointments appointmentsPath={layout.appointments} seeker={role === 'buyer'} />
    </section>
  );
}
