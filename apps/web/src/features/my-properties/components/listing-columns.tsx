import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyProperty } from '@immora/shared/listing-form';
import { boostActive } from '../utils/row-rules.ts';
import { AuctionState, BoostBadge, Code, DateText, ListingSummary, Stack, StatusBadge } from './listing-cells.tsx';

export type Column = {
  key: string;
  header: string;
  cell: (row: MyProperty) => ReactNode;
  /** Numbers are right-aligned in the table. */
  numeric?: boolean;
};

export type ListingColumns = {
  /** The first cell of a row: the listing itself. */
  summary: Column;
  /** Shown beside the title on a phone card. */
  badges: Column;
  rest: Column[];
};

const BadgeList = ({ row }: { row: MyProperty }) => (
  <div className="badge-stack">
    <StatusBadge status={row.status} />
    <BoostBadge row={row} />
  </div>
);

/**
 * "My properties" (spec 2 §3, list view): title with cover, published ID, date published,
 * expiring date, views, status, boosted (with its end), auction status, agent, public code,
 * reference code and leads, grouped so the table fits beside the sidebar.
 */
export function useMyPropertiesColumns(withAgent: boolean): ListingColumns {
  const { t } = useTranslation();
  const rest: Column[] = [
    {
      key: 'codes',
      header: t('myProperties.columns.codes'),
      cell: (row) => (
        <Stack
          items={[
            { label: t('myProperties.columns.publishedId'), value: <Code value={row.publishedId} /> },
            { label: t('myProperties.columns.publicCode'), value: <Code value={row.publicCode} /> },
            { label: t('myProperties.columns.referenceCode'), value: <Code value={row.referenceCode} /> },
          ]}
        />
      ),
    },
    {
      key: 'dates',
      header: t('myProperties.columns.dates'),
      cell: (row) => (
        <Stack
          items={[
            { label: t('myProperties.columns.published'), value: <DateText iso={row.publishedAt} /> },
            { label: t('myProperties.columns.expires'), value: <DateText iso={row.expiresAt} /> },
          ]}
        />
      ),
    },
    {
      key: 'activity',
      header: t('myProperties.columns.activity'),
      cell: (row) => (
        <Stack
          items={[
            { label: t('myProperties.columns.views'), value: row.views },
            { label: t('myProperties.columns.leads'), value: row.leads },
          ]}
        />
      ),
    },
    {
      key: 'auction',
      header: t('myProperties.columns.auction'),
      cell: (row) => <AuctionState row={row} />,
    },
  ];
  if (withAgent)
    rest.push({
      key: 'agent',
      header: t('myProperties.columns.agent'),
      cell: (row) => row.agentName ?? <span className="muted">—</span>,
    });
  return {
    summary: { key: 'title', header: t('myProperties.columns.property'), cell: (row) => <ListingSummary row={row} /> },
    badges: {
      key: 'status',
      header: t('myProperties.columns.status'),
      cell: (row) => <BadgeList row={row} />,
    },
    rest,
  };
}

/** "Advertisements" (spec 2 §2): public code, reference code, agent, views, leads, posted, boosted. */
export function useAdvertisementColumns(): ListingColumns {
  const { t } = useTranslation();
  return {
    summary: {
      key: 'title',
      header: t('myProperties.columns.advertisement'),
      cell: (row) => <ListingSummary row={row} />,
    },
    badges: {
      key: 'status',
      header: t('myProperties.columns.status'),
      cell: (row) => <StatusBadge status={row.status} />,
    },
    rest: [
      {
        key: 'publicCode',
        header: t('myProperties.columns.publicCode'),
        cell: (row) => <Code value={row.publicCode} />,
      },
      {
        key: 'referenceCode',
        header: t('myProperties.columns.referenceCode'),
        cell: (row) => <Code value={row.referenceCode} />,
      },
      {
        key: 'agent',
        header: t('myProperties.columns.agent'),
        cell: (row) => row.agentName ?? <span className="muted">—</span>,
      },
      { key: 'views', header: t('myProperties.columns.views'), cell: (row) => row.views, numeric: true },
      { key: 'leads', header: t('myProperties.columns.leads'), cell: (row) => row.leads, numeric: true },
      { key: 'posted', header: t('myProperties.columns.posted'), cell: (row) => <DateText iso={row.publishedAt} /> },
      {
        key: 'boosted',
        header: t('myProperties.columns.boosted'),
        cell: (row) =>
          boostActive(row) ? <BoostBadge row={row} /> : <span className="muted">{t('myProperties.notBoosted')}</span>,
      },
    ],
  };
}

/** The pseller dashboard's short table: the listing, its status, views, leads and date posted. */
export function useDashboardColumns(): ListingColumns {
  const { t } = useTranslation();
  return {
    summary: { key: 'title', header: t('myProperties.columns.property'), cell: (row) => <ListingSummary row={row} /> },
    badges: {
      key: 'status',
      header: t('myProperties.columns.status'),
      cell: (row) => <BadgeList row={row} />,
    },
    rest: [
      { key: 'views', header: t('myProperties.columns.views'), cell: (row) => row.views, numeric: true },
      { key: 'leads', header: t('myProperties.columns.leads'), cell: (row) => row.leads, numeric: true },
      { key: 'posted', header: t('myProperties.columns.posted'), cell: (row) => <DateText iso={row.publishedAt} /> },
    ],
  };
}
