import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FAVOURITE_SORTS } from '@immora/shared/favourites';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { listRequest } from '../../../components/data-table/use-list-query.ts';
import { Icon } from '../../../components/icon.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { useSession } from '../../../lib/session-context.ts';
import { useSubscription } from '../../../lib/subscription-context.ts';
import { useFavourites } from '../../favourites/api/favourites.ts';
import { HomeSection } from './home-section.tsx';
import { useHomeFavouriteColumns } from './home-favourite-columns.tsx';
import { cardTitle } from '@immora/shared/listing-title';

const PAGE_SIZE = 5;
const FAVOURITES_PATH = '/dashboard-my-favourites';

/** The individual home's favourites (spec 2 §2), five a page; favourites need a subscription. */
export function HomeFavourites() {
  const { t, i18n } = useTranslation(['dashboard', 'common']);
  const { session } = useSession();
  const subscription = useSubscription();
  const list = useListParams({ sorts: FAVOURITE_SORTS, defaultSort: 'createdAt' });
  const token = subscription.isActive ? (session?.token ?? null) : null;
  const query = useFavourites(token, listRequest(list, PAGE_SIZE));
  const columns = useHomeFavouriteColumns();
  const title = t('favouritesTable.heading');

  return (
    <HomeSection
      id="home-favourites"
      title={title}
      count={query.data?.total ? t('favourites.count', { ns: 'common', count: query.data.total }) : undefined}
      all={subscription.isActive ? { label: t('upcoming.viewAll'), to: FAVOURITES_PATH } : undefined}
    >
      {subscription.isLoading ? null : !subscription.isActive ? (
        <StatePanel icon="lock" level={3} title={t('subscription.required', { ns: 'common' })}>
          <Link to="/pricing" className="btn btn--primary">
            {t('subscription.buy', { ns: 'common' })}
          </Link>
        </StatePanel>
      ) : (
        <DataTable
          caption={title}
          columns={columns}
          query={query}
          list={list}
          rowId={(f) => f.property.id}
          rowLabel={(f) => cardTitle(f.property, i18n.resolvedLanguage)}
          rowTestId="home-favourite-row"
          level={3}
          actionsHeader={t('favouritesTable.action')}
          actions={(f) => (
            <Link
              to={`/single-v1/${f.property.id}`}
              className="btn btn--ghost btn--small"
              aria-label={t('favouritesTable.viewLabel', { title: cardTitle(f.property, i18n.resolvedLanguage) })}
            >
              <Icon name="eye" size={16} />
              {t('favouritesTable.view')}
            </Link>
          )}
          errorTitle={t('favouritesTable.loadError')}
          empty={
            <StatePanel icon="heart" level={3} title={t('favouritesTable.emptyTitle')}>
              <Link to="/properties" className="btn btn--primary">
                {t('favourites.explore', { ns: 'common' })}
              </Link>
            </StatePanel>
          }
        />
      )}
    </HomeSection>
  );
}
