import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { Icon } from '../../../components/icon.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useSession } from '../../../lib/session-context.ts';
import { CreditStats } from '../../boosts/components/credit-stats.tsx';
import { HomeSection } from '../../dashboards/components/home-section.tsx';
import { UpcomingAppointments } from '../../dashboards/components/upcoming-appointments.tsx';
import { useMe } from '../../users/api/get-me.ts';
import { useMyProperties } from '../api/get-my-properties.ts';
import { addPropertyPath, advertisementsPath, myPropertiesPath } from '../utils/role-paths.ts';
import { useDashboardColumns } from './listing-columns.tsx';
import './listings-page.css';

const SHORT_LIST = { page: 1, pageSize: 5 };

/** The private seller's dashboard (spec 2 §2): credit stats, the first rows of My properties, upcoming viewings. */
export default function PsellerDashboardPage() {
  const { t } = useTranslation(['common', 'pseller', 'dashboard']);
  const { session } = useSession();
  const me = useMe();
  const properties = useMyProperties(session?.token ?? null, SHORT_LIST);
  const columns = useDashboardColumns();
  const firstName = me.data?.first_name;
  usePageMeta(t('pages.dashboard'));

  return (
    <section className="stack dash-page role-home" aria-labelledby="pseller-home-title">
      <PageHeader
        id="pseller-home-title"
        title={firstName ? t('roleHome.welcome', { ns: 'dashboard', name: firstName }) : t('pages.dashboard')}
        lead={t('sellerHome.lead')}
        actions={
          <Link to={addPropertyPath('pseller')} className="btn btn--primary btn--small">
            <Icon name="home" size={16} />
            {t('myProperties.add')}
          </Link>
        }
      />

      <CreditStats />

      <HomeSection
        id="pseller-home-properties"
        title={t('sellerHome.properties')}
        count={properties.data?.total ? t('myProperties.count', { count: properties.data.total }) : undefined}
        links={[{ label: t('pages.advertisements'), to: advertisementsPath('pseller') }]}
        all={{ label: t('sellerHome.viewAll'), to: myPropertiesPath('pseller') }}
        linksLabel={t('sellerHome.links')}
      >
        <DataTable
          caption={t('sellerHome.properties')}
          columns={columns}
          query={properties}
          rowId={(row) => row.id}
          rowLabel={(row) => row.title || t('myProperties.untitled')}
          rowTestId="listing-row"
          cardsBelow={1101}
          level={3}
          errorTitle={t('myProperties.errorTitle')}
          empty={
            <StatePanel
              icon="building"
              level={3}
              title={t('myProperties.emptyTitle')}
              text={t('myProperties.emptyText')}
            >
              <Link to={addPropertyPath('pseller')} className="btn btn--primary">
                {t('myProperties.add')}
              </Link>
            </StatePanel>
          }
        />
      </HomeSection>

      <UpcomingAppointments appointmentsPath="/pseller-appointments" />
    </section>
  );
}
