import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MyProperty } from '@immora/shared/listing-form';
import { Icon } from '../../../components/icon.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useSession } from '../../../lib/session-context.ts';
import { BoostDialog } from '../../boosts/components/boost-dialog.tsx';
import { MY_PROPERTIES_KEY, useMyProperties, type MyPropertiesScope } from '../api/get-my-properties.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { useListingCommands } from '../hooks/use-listing-commands.ts';
import { addPropertyPath, type PublisherRole } from '../utils/role-paths.ts';
import { AuctionAction } from './auction-action.tsx';
import { ListingActions } from './listing-actions.tsx';
import { useAdvertisementColumns, useMyPropertiesColumns } from './listing-columns.tsx';
import { ListingRows } from './listing-rows.tsx';
import { ListingsSkeleton } from './listings-skeleton.tsx';
import { ListingsToolbar } from './listings-toolbar.tsx';
import '../../favourites/components/favourites-page.css';
import '../../../components/property-card.css';
import './listings-page.css';

export const PAGE_SIZE = 10;

type Props = {
  role: PublisherRole;
  /** 'all': My properties; 'advertised': Advertisements (what the public sees). */
  scope: MyPropertiesScope;
};

/**
 * My properties and Advertisements (spec 2 §2–§3): search by title, sort, pages, a table on a
 * desktop and cards on a phone, with each listing's actions (edit, delete, appointments, boost,
 * auction, status changes, view).
 */
export default function ListingsPage({ role, scope }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const { session } = useSession();
  const list = useListParams();
  const cards = useMediaQuery('(max-width: 1100px)');
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useMyProperties(session?.token ?? null, {
    q: list.q || undefined,
    sort: list.sort,
    scope,
    page: list.page,
    pageSize: PAGE_SIZE,
  });
  const commands = useListingCommands(role);
  const [boosting, setBoosting] = useState<MyProperty | null>(null);
  const [auctioning, setAuctioning] = useState<MyProperty | null>(null);
  const advertised = scope === 'advertised';
  const title = t(advertised ? 'pages.advertisements' : 'pages.myProperties');
  usePageMeta(title);

  const rows = data?.items ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || PAGE_SIZE))) : 1;
  // An agency's listings are handled by its agents; an agent's or a seller's name would be their own.
  const myColumns = useMyPropertiesColumns(role === 'agency');
  const adColumns = useAdvertisementColumns(rows.some((row) => row.agentName));

  // A page that emptied (the last listing on it was deleted) gives way to the last one left.
  const { setPage } = list;
  const beyondEnd = Boolean(data && !isPlaceholderData && rows.length === 0 && data.total > 0 && list.page > pages);
  useEffect(() => {
    if (beyondEnd) setPage(pages);
  }, [beyondEnd, pages, setPage]);

  const addButton = (small: boolean) => (
    <Link to={addPropertyPath(role)} className={small ? 'btn btn--primary btn--small' : 'btn btn--primary'}>
      {small && <Icon name="home" size={16} />}
      {t('myProperties.add')}
    </Link>
  );

  return (
    <section className="dash-page listings-page" aria-labelledby={`${id}-title`}>
      <header className="dash-page__head">
        <div>
          <h1 id={`${id}-title`} className="dash-page__title">
            {title}
          </h1>
          <p className="dash-page__lead">{t(advertised ? 'myProperties.adsLead' : 'myProperties.lead')}</p>
        </div>
        <div className="listings-page__tools">
          {data && data.total > 0 && (
            <span className="dash-page__count">{t('myProperties.count', { count: data.total })}</span>
          )}
          {addButton(true)}
        </div>
      </header>

      <ListingsToolbar
        text={list.text}
        onText={list.setText}
        onClear={list.clear}
        sort={list.sort}
        onSort={list.setSort}
      />

      {isPending && <ListingsSkeleton cards={cards} />}

      {isError && !data && (
        <StatePanel
          icon="alert"
          alert
          level={2}
          title={t('myProperties.errorTitle')}
          text={t('myProperties.errorText')}
        >
          <RetryButton onRetry={() => void refetch()} />
        </StatePanel>
      )}

      {data && rows.length === 0 && !beyondEnd && list.q && (
        <StatePanel
          icon="search"
          level={2}
          title={t('myProperties.noMatchTitle')}
          text={t('myProperties.noMatchText', { q: list.q })}
        >
          <button type="button" className="btn btn--dark" onClick={list.clear}>
            {t('myProperties.clearSearch')}
          </button>
        </StatePanel>
      )}

      {data && rows.length === 0 && !beyondEnd && !list.q && (
        <StatePanel
          icon="building"
          level={2}
          title={t(advertised ? 'myProperties.adsEmptyTitle' : 'myProperties.emptyTitle')}
          text={t(advertised ? 'myProperties.adsEmptyText' : 'myProperties.emptyText')}
        >
          {addButton(false)}
        </StatePanel>
      )}

      {rows.length > 0 && (
        <div className="listings-page__rows" aria-busy={isFetching} data-stale={isPlaceholderData || undefined}>
          <ListingRows
            rows={rows}
            columns={advertised ? adColumns : myColumns}
            layout={cards ? 'cards' : 'table'}
            caption={title}
            actions={(row) => (
              <ListingActions
                row={row}
                role={role}
                mode={advertised ? 'advertisement' : 'full'}
                onBoost={setBoosting}
                onAuction={setAuctioning}
                onDelete={(r) => void commands.confirmDelete(r)}
                onStatus={(r, action) => void commands.changeStatus(r, action)}
              />
            )}
          />
        </div>
      )}

      {data && <Pagination page={Math.min(list.page, pages)} pages={pages} onChange={list.setPage} />}

      {boosting && <BoostDialog property={boosting} onClose={() => setBoosting(null)} />}
      {auctioning && (
        <AuctionAction
          propertyId={auctioning.id}
          propertyTitle={auctioning.title}
          onClose={() => setAuctioning(null)}
          onCreated={() => {
            setAuctioning(null);
            void client.invalidateQueries({ queryKey: MY_PROPERTIES_KEY });
            void showAlert({
              toast: true,
              position: 'top-end',
              icon: 'success',
              title: t('myProperties.auctionCreated'),
              timer: 2600,
              showConfirmButton: false,
            });
          }}
        />
      )}
    </section>
  );
}
