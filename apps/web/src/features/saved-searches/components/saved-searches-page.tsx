import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SAVED_SEARCH_SORTS, type TSavedSearch } from '@immora/shared/saved-searches';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { listRequest } from '../../../components/data-table/use-list-query.ts';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { Icon } from '../../../components/icon.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useSession } from '../../../lib/session-context.ts';
import { formatDate } from '../../../lib/format.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches.ts';
import { FilterChipList, useSavedSearchColumns } from './saved-search-columns.tsx';
import './saved-searches-page.css';

export function searchLink(search: TSavedSearch): string {
  const query = new URLSearchParams(search.filters).toString();
  return query ? `/properties?${query}` : '/properties';
}

const PAGE_SIZE = 10;

/** Saved searches (buyer /user-saved-search, individual /dashboard-saved-search), on the kit's data table. */
export default function SavedSearchesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const id = useId();
  const { session } = useSession();
  const list = useListParams({ sorts: SAVED_SEARCH_SORTS, defaultSort: 'createdAt' });
  const query = useSavedSearches(session?.token ?? null, listRequest(list, PAGE_SIZE));
  const columns = useSavedSearchColumns();
  const remove = useDeleteSavedSearch();
  const [details, setDetails] = useState<TSavedSearch | null>(null);
  usePageMeta(t('savedSearch.pageTitle'));

  const confirmDelete = async (search: TSavedSearch) => {
    const answer = await showAlert({
      icon: 'warning',
      title: t('savedSearch.deleteTitle'),
      text: t('savedSearch.deleteText', { title: search.title }),
      showCancelButton: true,
      confirmButtonText: t('savedSearch.deleteConfirm'),
      cancelButtonText: t('savedSearch.cancel'),
    });
    if (!answer.isConfirmed) return;
    remove.mutate(search.id, {
      onSuccess: () =>
        void showAlert({
          toast: true,
          position: 'top-end',
          icon: 'success',
          title: t('savedSearch.deleted'),
          timer: 2600,
          showConfirmButton: false,
        }),
      onError: (error) =>
        void showAlert({ icon: 'error', text: error instanceof ApiError ? error.message : t('savedSearch.failed') }),
    });
  };

  const actions = (search: TSavedSearch) => (
    <div className="row row-actions">
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setDetails(search)}>
        <Icon name="eye" size={16} />
        {t('savedSearch.viewDetails')}
      </button>
      <Link to={searchLink(search)} className="btn btn--dark btn--small">
        <Icon name="search" size={16} />
        {t('savedSearch.open')}
      </Link>
      <button
        type="button"
        className="btn btn--ghost btn--small btn--danger"
        onClick={() => void confirmDelete(search)}
        aria-label={t('savedSearch.deleteLabel', { title: search.title })}
      >
        <Icon name="trash" size={16} />
        {t('savedSearch.delete')}
      </button>
    </div>
  );

  return (
    <section className="stack dash-page" aria-labelledby={`${id}-title`}>
      <PageHeader
        id={`${id}-title`}
        title={t('savedSearch.pageTitle')}
        lead={t('savedSearch.lead')}
        actions={
          <Link to="/properties" className="btn btn--primary btn--small">
            <Icon name="search" size={16} />
            {t('savedSearch.newSearch')}
          </Link>
        }
      />

      <DataTable
        caption={t('savedSearch.pageTitle')}
        columns={columns}
        query={query}
        list={list}
        rowId={(search) => search.id}
        rowLabel={(search) => search.title}
        rowTestId="saved-search-row"
        searchLabel={t('savedSearch.searchLabel')}
        sortOptions={[
          { sort: 'createdAt', order: 'desc', label: t('savedSearch.sort.newest') },
          { sort: 'createdAt', order: 'asc', label: t('savedSearch.sort.oldest') },
          { sort: 'title', order: 'asc', label: t('savedSearch.sort.title') },
        ]}
        actions={actions}
        actionsHeader={t('savedSearch.columns.action')}
        errorTitle={t('savedSearch.errorTitle')}
        empty={
          <StatePanel icon="bookmark" level={2} title={t('savedSearch.emptyTitle')} text={t('savedSearch.emptyText')}>
            <Link to="/properties" className="btn btn--primary">
              {t('favourites.explore')}
            </Link>
          </StatePanel>
        }
      />

      <Overlay open={details !== null} onClose={() => setDetails(null)} labelledBy={`${id}-details`}>
        {details && (
          <div className="stack saved-details">
            <div className="bar saved-details__head">
              <h2 id={`${id}-details`} className="title-xl">
                {details.title}
              </h2>
              <button
                type="button"
                className="icon-btn"
                aria-label={t('savedSearch.close')}
                onClick={() => setDetails(null)}
              >
                <Icon name="close" size={18} />
              </button>
            </div>
            <dl className="stack saved-details__list">
              <div>
                <dt>{t('savedSearch.columns.created')}</dt>
                <dd>{formatDate(details.createdAt, language)}</dd>
              </div>
              <div>
                <dt>{t('savedSearch.columns.filters')}</dt>
                <dd>
                  <FilterChipList search={details} />
                </dd>
              </div>
            </dl>
            <div className="saved-details__actions">
              <button type="button" className="btn btn--ghost" onClick={() => setDetails(null)}>
                {t('savedSearch.close')}
              </button>
              <Link to={searchLink(details)} className="btn btn--primary">
                {t('savedSearch.open')}
              </Link>
            </div>
          </div>
        )}
      </Overlay>
    </section>
  );
}
