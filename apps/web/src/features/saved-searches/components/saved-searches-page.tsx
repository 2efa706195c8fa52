import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSavedSearch } from '@immora/shared/saved-searches';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { Icon } from '../../../components/icon.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useSession } from '../../../lib/session-context.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches.ts';
import { filterChips } from '../utils/filter-chips.ts';
import './saved-searches-page.css';

export function searchLink(search: TSavedSearch): string {
  const query = new URLSearchParams(search.filters).toString();
  return query ? `/properties?${query}` : '/properties';
}

/** Saved searches (buyer /user-saved-search, individual /dashboard-saved-search). */
export default function SavedSearchesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const id = useId();
  const { session } = useSession();
  const { data, isPending, isError, refetch } = useSavedSearches(session?.token ?? null);
  const remove = useDeleteSavedSearch();
  const phone = useMediaQuery('(max-width: 760px)');
  const [details, setDetails] = useState<TSavedSearch | null>(null);
  usePageMeta(t('savedSearch.pageTitle'));

  const date = (iso: string) => new Date(iso).toLocaleDateString(`${language}-BE`, { dateStyle: 'medium' });
  const chips = (search: TSavedSearch) => filterChips(search.filters, t, language);

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
    <div className="saved-actions">
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

  const chipList = (search: TSavedSearch) => (
    <ul className="chip-list">
      {chips(search).map((chip) => (
        <li key={chip} className="chip">
          {chip}
        </li>
      ))}
    </ul>
  );

  return (
    <section className="dash-page" aria-labelledby={`${id}-title`}>
      <header className="dash-page__head">
        <div>
          <h1 id={`${id}-title`} className="dash-page__title">
            {t('savedSearch.pageTitle')}
          </h1>
          <p className="dash-page__lead">{t('savedSearch.lead')}</p>
        </div>
        <Link to="/properties" className="btn btn--primary btn--small">
          <Icon name="search" size={16} />
          {t('savedSearch.newSearch')}
        </Link>
      </header>

      {isPending && (
        <div className="saved-table-wrap" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="skeleton skeleton--line" style={{ height: 44, margin: 12 }} />
          ))}
        </div>
      )}

      {isError && (
        <StatePanel icon="alert" alert level={2} title={t('savedSearch.errorTitle')}>
          <RetryButton onRetry={() => void refetch()} />
        </StatePanel>
      )}

      {data && data.length === 0 && (
        <StatePanel icon="bookmark" level={2} title={t('savedSearch.emptyTitle')} text={t('savedSearch.emptyText')}>
          <Link to="/properties" className="btn btn--primary">
            {t('favourites.explore')}
          </Link>
        </StatePanel>
      )}

      {data && data.length > 0 && !phone && (
        <div className="saved-table-wrap">
          <table className="saved-table">
            <thead>
              <tr>
                <th scope="col">{t('savedSearch.columns.title')}</th>
                <th scope="col">{t('savedSearch.columns.created')}</th>
                <th scope="col">{t('savedSearch.columns.filters')}</th>
                <th scope="col">{t('savedSearch.columns.action')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((search) => (
                <tr key={search.id} data-testid="saved-search-row">
                  <th scope="row">{search.title}</th>
                  <td>
                    <time dateTime={search.createdAt}>{date(search.createdAt)}</time>
                  </td>
                  <td>{chipList(search)}</td>
                  <td>{actions(search)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data && data.length > 0 && phone && (
        <ul className="saved-cards">
          {data.map((search) => (
            <li key={search.id} className="saved-card" data-testid="saved-search-row">
              <h2 className="saved-card__title">{search.title}</h2>
              <p className="saved-card__date">
                {t('savedSearch.columns.created')}: <time dateTime={search.createdAt}>{date(search.createdAt)}</time>
              </p>
              {chipList(search)}
              {actions(search)}
            </li>
          ))}
        </ul>
      )}

      <Overlay open={details !== null} onClose={() => setDetails(null)} labelledBy={`${id}-details`}>
        {details && (
          <div className="saved-details">
            <div className="saved-details__head">
              <h2 id={`${id}-details`}>{details.title}</h2>
              <button
                type="button"
                className="icon-btn"
                aria-label={t('savedSearch.close')}
                onClick={() => setDetails(null)}
              >
                <Icon name="close" size={18} />
              </button>
            </div>
            <dl className="saved-details__list">
              <div>
                <dt>{t('savedSearch.columns.created')}</dt>
                <dd>{date(details.createdAt)}</dd>
              </div>
              <div>
                <dt>{t('savedSearch.columns.filters')}</dt>
                <dd>{chipList(details)}</dd>
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
