import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyProperty } from '@immora/shared/listing-form';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { boostActive } from '../utils/row-rules.ts';
import { AuctionState, BoostBadge, Code, DateText, ListingSummary, Stack, StatusBadge } from './listing-cells.tsx';

type Column = DataColumn<MyProperty>;

/** Status, boost and auction, stacked. */
function BadgeList({ row, auction }: { row: MyProperty; auction: boolean }) {
  return (
    <div className="stack badge-stack">
      <StatusBadge status={row.status} />
      <BoostBadge row={row} />
      {auction && <AuctionState row={row} />}
    </div>
  );
}

/**
 * "My properties" (spec 2 §3, list view): title with cover and (for an agency) the agent; status, boosted until and
 * auction status; published ID, public code and reference code; dates published and expiring,
 * views and leads. Grouped in four columns so the table fits beside the sidebar.
 */
export function useMyPropertiesColumns(withAgent: boolean): Column[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'title',
        header: t('myProperties.columns.property'),
        sortKey: 'title',
        card: 'title',
        cell: (row) => <ListingSummary row={row} withAgent={withAgent} />,
      },
      {
        id: 'status',
        header: t('myProperties.columns.status'),
        card: 'head',
        cell: (row) => <BadgeList row={row} auction />,
      },
      {
        id: 'codes',
        header: t('myProperties.columns.codes'),
        card: 'wide',
        cell: (row) => (
          <Stack
            items={[
              { label: t('myProperties.columns.publishedId'), value: <Code value={row.publishedId} short /> },
              { label: t('myProperties.columns.publicCode'), value: <Code value={row.publicCode} /> },
              { label: t('myProperties.columns.referenceCode'), value: <Code value={row.referenceCode} /> },
            ]}
          />
        ),
      },
      {
        id: 'activity',
        header: t('myProperties.columns.activity'),
        cell: (row) => (
          <Stack
            items={[
              { label: t('myProperties.columns.published'), value: <DateText iso={row.publishedAt} /> },
              { label: t('myProperties.columns.expires'), value: <DateText iso={row.expiresAt} /> },
              { label: t('myProperties.columns.views'), value: row.views },
              { label: t('myProperties.columns.leads'), value: row.leads },
            ]}
          />
        ),
      },
    ],
    [t, withAgent],
  );
}

/**
 * "Advertisements" (spec 2 §2): public code, reference code, agent, views, leads, posted, boosted.
 * The agent column shows when a listing has an agent (a private seller's never do).
 */
export function useAdvertisementColumns(withAgent: boolean): Column[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'title',
        header: t('myProperties.columns.advertisement'),
        sortKey: 'title',
        card: 'title',
        cell: (row) => <ListingSummary row={row} status />,
      },
      {
        id: 'publicCode',
        header: t('myProperties.columns.publicCode'),
        cell: (row) => <Code value={row.publicCode} />,
      },
      {
        id: 'referenceCode',
        header: t('myProperties.columns.referenceCode'),
        cell: (row) => <Code value={row.referenceCode} />,
      },
      ...(withAgent
        ? [
            {
              id: 'agent',
              header: t('myProperties.columns.agent'),
              cell: (row) => row.agentName ?? <span className="muted">—</span>,
            } satisfies Column,
          ]
        : []),
      ...activityColumns(t),
      {
        id: 'boosted',
        header: t('myProperties.columns.boosted'),
        cell: (row) =>
          boostActive(row) ? <BoostBadge row={row} /> : <span className="muted">{t('myProperties.notBoosted')}</span>,
      },
    ],
    [t, withAgent],
  );
}

/** Views, leads and date posted: sortable, most first. */
function activityColumns(t: (key: string) => string): Column[] {
  return [
    {
      id: 'views',
      header: t('myProperties.columns.views'),
      sortKey: 'views',
      firstOrder: 'desc',
      numeric: true,
      cell: (row) => row.views,
    },
    {
      id: 'leads',
      header: t('myProperties.columns.leads'),
      sortKey: 'leads',
      firstOrder: 'desc',
      numeric: true,
      cell: (row) => row.leads,
    },
    {
      id: 'posted',
      header: t('myProperties.columns.posted'),
      sortKey: 'publishedAt',
      firstOrder: 'desc',
      cell: (row) => <DateText iso={row.publishedAt} />,
    },
  ];
}

/** The pseller dashboard's short table: the listing, its status, views, leads and date posted. */
export function useDashboardColumns(): Column[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'title',
        header: t('myProperties.columns.property'),
        card: 'title',
        cell: (row) => <ListingSummary row={row} />,
      },
      {
        id: 'status',
        header: t('myProperties.columns.status'),
        card: 'head',
        cell: (row) => <BadgeList row={row} auction={false} />,
      },
      // A fixed short list: nothing to sort.
      ...activityColumns(t).map(({ sortKey: _sortKey, ...column }) => column),
    ],
    [t],
  );
}
