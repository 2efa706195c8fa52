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
  /** Shown under the title on a phone card; a column of its own in the table when set. */
  badges: Column | null;
  rest: Column[];
};

/** Status, boost and auction, stacked. */
function BadgeList({ row, auction }: { row: MyProperty; auction: boolean }) {
  return (
    <div className="badge-stack">
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
export function useMyPropertiesColumns(withAgent: boolean): ListingColumns {
  const { t } = useTranslation();
  return {
    summary: {
      key: 'title',
      header: t('myProperties.columns.property'),
      cell: (row) => <ListingSummary row={row} withAgent={withAgent} />,
    },
    badges: {
      key: 'status',
      header: t('myProperties.columns.status'),
      cell: (row) => <BadgeList row={row} auction />,
    },
    rest: [
      {
        key: 'codes',
        header: t('myProperties.columns.codes'),
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
        key: 'activity',
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
  };
}

/**
 * "Advertisements" (spec 2 §2): public code, reference code, agent, views, leads, posted, boosted.
 * The agent column shows when a listing has an agent (a private seller's never do).
 */
export function useAdvertisementColumns(withAgent: boolean): ListingColumns {
  const { t } = useTranslation();
  const agent: Column = {
    key: 'agent',
    header: t('myProperties.columns.agent'),
    cell: (row) => row.agentName ?? <span className="muted">—</span>,
  };
  return {
    summary: {
      key: 'title',
      header: t('myProperties.columns.advertisement'),
      cell: (row) => <ListingSummary row={row} status />,
    },
    badges: null,
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
      ...(withAgent ? [agent] : []),
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
      cell: (row) => <BadgeList row={row} auction={false} />,
    },
    rest: [
      { key: 'views', header: t('myProperties.columns.views'), cell: (row) => row.views, numeric: true },
      { key: 'leads', header: t('myProperties.columns.leads'), cell: (row) => row.leads, numeric: true },
      { key: 'posted', header: t('myProperties.columns.posted'), cell: (row) => <DateText iso={row.publishedAt} /> },
    ],
  };
}
