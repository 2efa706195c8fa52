import { useCallback, useId } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MY_PROPERTY_SORTS, type MyProperty } from '@immora/shared/listing-form';
import { PROPERTY_STATUSES, PUBLIC_STATUSES } from '@immora/shared/listing';
import { MY_PROPERTIES_CSV, MY_PROPERTIES_CSV_NAME } from '@immora/shared/my-properties-csv';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { RowDialog, useRowDialog } from '../../../components/dialog/row-dialog.tsx';
import { listRequest } from '../../../components/data-table/use-list-query.ts';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { Icon } from '../../../components/icon.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useSession } from '../../../lib/session-context.ts';
import { BoostDialog } from '../../boosts/components/boost-dialog.tsx';
import {
  exportMyProperties,
  MY_PROPERTIES_KEY,
  useMyProperties,
  type MyPropertiesScope,
} from '../api/get-my-properties.ts';
import { useListingCommands } from '../hooks/use-listing-commands.ts';
import { addPropertyPath, type PublisherRole } from '../utils/role-paths.ts';
import { AuctionAction } from './auction-action.tsx';
import { ListingActions } from './listing-actions.tsx';
import { ModerationNotices } from './moderation-notices.tsx';
import { useAdvertisementColumns, useMyPropertiesColumns } from './listing-columns.tsx';
import './listings-page.css';

export const PAGE_SIZE = 10;

type Props = {
  role: PublisherRole;
  /** 'all': My properties; 'advertised': Advertisements (what the public sees). */
  scope: MyPropertiesScope;
};

/**
 * My properties and Advertisements (spec 2 §2–§3) on the kit's data table: search by title,
 * sort, status filter, pages, selection and CSV export, a table on a desktop and cards on a phone,
 * with each listing's actions (edit, delete, appointments, boost, auction, status changes, view).
 */
export default function ListingsPage({ role, scope }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const { session } = useSession();
  const advertised = scope === 'advertised';
  const list = useListParams({ sorts: MY_PROPERTY_SORTS, defaultSort: 'createdAt', filters: ['status'] });
  const request = listRequest(list, PAGE_SIZE, advertised ? { scope: 'advertised' } : {});
  const query = useMyProperties(session?.token ?? null, request);
  const { confirmDelete, changeStatus } = useListingCommands(role);
  // The dialogs' rows are kept outside the screen's state: opening one draws the dialog alone.
  const boosting = useRowDialog<MyProperty>();
  const auctioning = useRowDialog<MyProperty>();
  const title = t(advertised ? 'pages.advertisements' : 'pages.myProperties');
  usePageMeta(title);

  const rows = query.data?.items ?? [];
  // An agency's listings are handled by its agents; an agent's or a seller's name would be their own.
  const myColumns = useMyPropertiesColumns(role === 'agency');
  const adColumns = useAdvertisementColumns(rows.some((row) => row.agentName));
  const statuses = advertised ? PUBLIC_STATUSES : PROPERTY_STATUSES;
  // Kept between renders: the rows' actions are not drawn again when the screen is.
  const actions = useCallback(
    (row: MyProperty) => (
      <ListingActions
        row={row}
        role={role}
        mode={advertised ? 'advertisement' : 'full'}
        onBoost={boosting.open}
        onAuction={auctioning.open}
        onDelete={(r) => void confirmDelete(r)}
        onStatus={(r, action) => void changeStatus(r, action)}
      />
    ),
    [role, advertised, boosting, auctioning, confirmDelete, changeStatus],
  );

  const addButton = (small: boolean) => (
    <Link to={addPropertyPath(role)} className={small ? 'btn btn--primary btn--small' : 'btn btn--primary'}>
      {small && <Icon name="home" size={16} />}
      {t('myProperties.add')}
    </Link>
  );

  return (
    <section className="stack dash-page listings-page" aria-labelledby={`${id}-title`}>
      <PageHeader
        id={`${id}-title`}
        title={title}
        lead={t(advertised ? 'myProperties.adsLead' : 'myProperties.lead')}
        count={query.data && query.data.total > 0 ? t('myProperties.count', { count: query.data.total }) : undefined}
        actions={addButton(true)}
      />

      <ModerationNotices rows={rows} />

      <DataTable
        caption={title}
        columns={advertised ? adColumns : myColumns}
        query={query}
        list={list}
        rowId={(row) => row.id}
        rowLabel={(row) => row.title || t('myProperties.untitled')}
        rowTestId="listing-row"
        searchLabel={t('myProperties.searchLabel')}
        sortOptions={[
          { sort: 'createdAt', order: 'desc', label: t('myProperties.sort.default') },
          { sort: 'price', order: 'asc', label: t('myProperties.sort.priceAsc') },
          { sort: 'price', order: 'desc', label: t('myProperties.sort.priceDesc') },
        ]}
        filters={[
          {
            key: 'status',
            label: t('myProperties.statusFilter'),
            options: statuses.map((status) => ({ value: status, label: t(`myProperties.status.${status}`) })),
          },
        ]}
        selectable
        csv={{ filename: MY_PROPERTIES_CSV_NAME, columns: MY_PROPERTIES_CSV, all: () => exportMyProperties(request) }}
        // Four grouped columns beside the sidebar need a wide screen; cards below it.
        cardsBelow={1101}
        actions={actions}
        errorTitle={t('myProperties.errorTitle')}
        errorText={t('myProperties.errorText')}
        noMatch={
          list.q ? (
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
          ) : undefined
        }
        empty={
          <StatePanel
            icon="building"
            level={2}
            title={t(advertised ? 'myProperties.adsEmptyTitle' : 'myProperties.emptyTitle')}
            text={t(advertised ? 'myProperties.adsEmptyText' : 'myProperties.emptyText')}
          >
            {addButton(false)}
          </StatePanel>
        }
      />

      <RowDialog of={boosting}>{(row, close) => <BoostDialog property={row} onClose={close} />}</RowDialog>
      <RowDialog of={auctioning}>
        {(row, close) => (
          <AuctionAction
            propertyId={row.id}
            propertyTitle={row.title}
            onClose={close}
            onCreated={() => {
              close();
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
      </RowDialog>
    </section>
  );
}
