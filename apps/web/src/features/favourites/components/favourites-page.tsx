import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FAVOURITE_SORTS, type TFavourite } from '@immora/shared/favourites';
import { LISTING_TYPES } from '@immora/shared/listing';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { listRequest } from '../../../components/data-table/use-list-query.ts';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { Icon } from '../../../components/icon.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useSession } from '../../../lib/session-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../hooks/use-favourite-action.ts';
import { useFavourites, useSetFavourite } from '../api/favourites.ts';
import { useFavouriteColumns } from './favourite-columns.tsx';
import { PriceDropAlert } from './price-drop-alert.tsx';
import './favourites-page.css';
import { cardTitle } from '@immora/shared/listing-title';

const PAGE_SIZE = 10;

/**
 * My favourites (buyer /user-my-favourites, individual /dashboard-my-favourites): the kit's list as
 * cards (the spec's card list), with search, type filter, sort and pages.
 */
export default function FavouritesPage() {
  const { t, i18n } = useTranslation();
  const titleOf = (favourite: TFavourite) => cardTitle(favourite.property, i18n.resolvedLanguage);
  const id = useId();
  const { session } = useSession();
  const token = session?.token ?? null;
  const list = useListParams({ sorts: FAVOURITE_SORTS, defaultSort: 'createdAt', filters: ['type'] });
  const query = useFavourites(token, listRequest(list, PAGE_SIZE));
  const remove = useSetFavourite(token);
  const columns = useFavouriteColumns();
  usePageMeta(t('favourites.title'));

  const confirmDelete = async (favourite: TFavourite) => {
    const answer = await showAlert({
      icon: 'warning',
      title: t('favourites.deleteTitle'),
      text: t('favourites.deleteText', { title: titleOf(favourite) }),
      showCancelButton: true,
      confirmButtonText: t('favourites.deleteConfirm'),
      cancelButtonText: t('favourites.cancel'),
    });
    if (!answer.isConfirmed) return;
    remove.mutate(
      { id: favourite.property.id, on: false },
      {
        onSuccess: () => toast(t('favourites.removed')),
        onError: (error) => toast(error instanceof ApiError ? error.message : t('favourites.failed'), 'error'),
      },
    );
  };

  return (
    <section className="stack dash-page" aria-labelledby={`${id}-title`}>
      <PageHeader
        id={`${id}-title`}
        title={t('favourites.title')}
        lead={t('favourites.lead')}
        count={query.data && query.data.total > 0 ? t('favourites.count', { count: query.data.total }) : undefined}
        actions={<PriceDropAlert token={token} />}
      />
      <DataTable
        caption={t('favourites.title')}
        columns={columns}
        query={query}
        list={list}
        rowId={(favourite) => favourite.property.id}
        rowLabel={(favourite) => titleOf(favourite)}
        rowTestId="favourite-card"
        view="cards"
        searchLabel={t('favourites.searchLabel')}
        sortOptions={[
          { sort: 'createdAt', order: 'desc', label: t('favourites.sort.newest') },
          { sort: 'createdAt', order: 'asc', label: t('favourites.sort.oldest') },
          { sort: 'price', order: 'asc', label: t('favourites.sort.priceAsc') },
          { sort: 'price', order: 'desc', label: t('favourites.sort.priceDesc') },
          { sort: 'title', order: 'asc', label: t('favourites.sort.title') },
        ]}
        filters={[
          {
            key: 'type',
            label: t('search.type'),
            options: LISTING_TYPES.map((type) => ({ value: type, label: t(`listingTypes.${type}`) })),
          },
        ]}
        actions={(favourite) => (
          <div className="row row-actions">
            <Link to={`/single-v1/${favourite.property.id}`} className="btn btn--ghost btn--small">
              {t('favourites.view')}
            </Link>
            <button
              type="button"
              className="btn btn--ghost btn--small btn--danger"
              onClick={() => void confirmDelete(favourite)}
              aria-label={t('favourites.deleteLabel', { title: titleOf(favourite) })}
            >
              <Icon name="trash" size={16} />
              {t('favourites.delete')}
            </button>
          </div>
        )}
        errorTitle={t('favourites.errorTitle')}
        empty={
          <StatePanel icon="heart" level={2} title={t('favourites.emptyTitle')} text={t('favourites.emptyText')}>
            <Link to="/properties" className="btn btn--primary">
              {t('favourites.explore')}
            </Link>
          </StatePanel>
        }
      />
    </section>
  );
}
