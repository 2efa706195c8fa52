import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useSession } from '../../../lib/session-context.ts';
import { CreditStats } from '../../boosts/components/credit-stats.tsx';
import { useMe } from '../../users/api/get-me.ts';
import { useMyProperties } from '../api/get-my-properties.ts';
import { addPropertyPath, advertisementsPath, myPropertiesPath } from '../utils/role-paths.ts';
import { useDashboardColumns } from './listing-columns.tsx';
import { ListingRows } from './listing-rows.tsx';
import { ListingsSkeleton } from './listings-skeleton.tsx';
import '../../favourites/components/favourites-page.css';
import '../../../components/property-card.css';
import './listings-page.css';
import './pseller-dashboard-page.css';

const SHORT_LIST = 5;

/** The private seller's dashboard (spec 2 §2): credit stats and the first rows of My properties. */
export default function PsellerDashboardPage() {
  const { t } = useTranslation(['common', 'pseller']);
  const { session } = useSession();
  const me = useMe();
  const cards = useMediaQuery('(max-width: 1100px)');
  const properties = useMyProperties(session?.token ?? null, { page: 1, pageSize: SHORT_LIST });
  const columns = useDashboardColumns();
  const firstName = me.data?.first_name;
  usePageMeta(t('pages.dashboard'));

  return (
    <section className="dash-page pseller-home" aria-labelledby="pseller-home-title">
      <header className="dash-page__head">
        <div>
          <h1 id="pseller-home-title" className="dash-page__title">
            {firstName ? t('roleHome.welcome', { name: firstName }) : t('pages.dashboard')}
          </h1>
          <p className="dash-page__lead">{t('sellerHome.lead')}</p>
        </div>
        <Link to={addPropertyPath('pseller')} className="btn btn--primary btn--small">
          <Icon name="home" size={16} />
          {t('myProperties.add')}
        </Link>
      </header>

      <CreditStats />

      <section className="pseller-home__panel" aria-labelledby="pseller-home-properties">
        <header className="pseller-home__panel-head">
          <h2 id="pseller-home-properties">{t('sellerHome.properties')}</h2>
          {properties.data && properties.data.total > 0 && (
            <span className="dash-page__count">{t('myProperties.count', { count: properties.data.total })}</span>
          )}
          <nav className="pseller-home__links" aria-label={t('sellerHome.links')}>
            <Link to={advertisementsPath('pseller')}>{t('pages.advertisements')}</Link>
            <Link to={myPropertiesPath('pseller')} className="pseller-home__all">
              {t('sellerHome.viewAll')}
              <Icon name="arrowRight" size={14} />
            </Link>
          </nav>
        </header>

        {properties.isPending && <ListingsSkeleton cards={cards} rows={3} />}
        {properties.isError && (
          <StatePanel icon="alert" alert level={3} title={t('myProperties.errorTitle')}>
            <RetryButton onRetry={() => void properties.refetch()} />
          </StatePanel>
        )}
        {properties.data && properties.data.items.length === 0 && (
          <StatePanel icon="building" level={3} title={t('myProperties.emptyTitle')} text={t('myProperties.emptyText')}>
            <Link to={addPropertyPath('pseller')} className="btn btn--primary">
              {t('myProperties.add')}
            </Link>
          </StatePanel>
        )}
        {properties.data && properties.data.items.length > 0 && (
          <ListingRows
            rows={properties.data.items}
            columns={columns}
            layout={cards ? 'cards' : 'table'}
            caption={t('sellerHome.properties')}
          />
        )}
      </section>
    </section>
  );
}
