import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { Icon } from '../../../components/icon.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useSession } from '../../../lib/session-context.ts';
import { CreditStats } from '../../boosts/components/credit-stats.tsx';
import { useMe } from '../../users/api/get-me.ts';
import { useMyProperties } from '../api/get-my-properties.ts';
import { addPropertyPath, advertisementsPath, myPropertiesPath } from '../utils/role-paths.ts';
import { useDashboardColumns } from './listing-columns.tsx';
import './listings-page.css';
import './pseller-dashboard-page.css';

const SHORT_LIST = { page: 1, pageSize: 5 };

/** The private seller's dashboard (spec 2 §2): credit stats and the first rows of My properties. */
export default function PsellerDashboardPage() {
  const { t } = useTranslation(['common', 'pseller']);
  const { session } = useSession();
  const me = useMe();
  const properties = useMyProperties(session?.token ?? null, SHORT_LIST);
  const columns = useDashboardColumns();
  const firstName = me.data?.first_name;
  usePageMeta(t('pages.dashboard'));

  return (
    <section className="stack dash-page pseller-home" aria-labelledby="pseller-home-title">
      <PageHeader
        id="pseller-home-title"
        title={firstName ? t('roleHome.welcome', { name: firstName }) : t('pages.dashboard')}
        lead={t('sellerHome.lead')}
        actions={
          <Link to={addPropertyPath('pseller')} className="btn btn--primary btn--small">
            <Icon name="home" size={16} />
            {t('myProperties.add')}
          </Link>
        }
      />

      <CreditStats />

      <section className="stack pseller-home__panel" aria-labelledby="pseller-home-properties">
        <header className="cluster pseller-home__panel-head">
          <h2 id="pseller-home-properties">{t('sellerHome.properties')}</h2>
          {properties.data && properties.data.total > 0 && (
            <span className="pill pill--muted page-header__count">
              {t('myProperties.count', { count: properties.data.total })}
            </span>
          )}
          <nav className="row pseller-home__links" aria-label={t('sellerHome.links')}>
            <Link to={advertisementsPath('pseller')}>{t('pages.advertisements')}</Link>
            <Link to={myPropertiesPath('pseller')} className="pseller-home__all">
              {t('sellerHome.viewAll')}
              <Icon name="arrowRight" size={14} />
            </Link>
          </nav>
        </header>

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
      </section>
    </section>
  );
}
