import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOpportunity } from '@immora/shared/crm-opportunities';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { day, money } from '../utils/crm-format.ts';
import { StatusBadge } from './status-badge.tsx';

/** Opportunities (spec 2 §3): client, property details, transaction, price, status, matches, progress, contact, next action. */
export function useOpportunityColumns(): DataColumn<TOpportunity>[] {
  const { t, i18n } = useTranslation('crmRecords');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () => [
      {
        id: 'clientName',
        header: t('fields.clientName'),
        sortKey: 'clientName',
        card: 'title',
        cell: (o) => (
          <span className="stack crm-who">
            <strong>{o.clientName}</strong>
            <span className="note">{o.propertyDetails}</span>
          </span>
        ),
      },
      {
        id: 'transactionType',
        header: t('fields.transactionType'),
        cell: (o) => t(`options.transactionType.${o.transactionType}`),
      },
      {
        id: 'price',
        header: t('fields.price'),
        sortKey: 'price',
        numeric: true,
        card: 'side',
        cell: (o) => <span className="nowrap">{money(o.price, language)}</span>,
      },
      {
        id: 'potentialMatches',
        header: t('fields.potentialMatches'),
        numeric: true,
        cell: (o) => (
          <span title={t('fields.matchingListingsHelp', { count: o.matchingListings })}>
            {o.potentialMatches}
            <span className="note"> · {t('fields.onImmora', { count: o.matchingListings })}</span>
          </span>
        ),
      },
      {
        id: 'progress',
        header: t('fields.progress'),
        cell: (o) => (
          <span className="crm-progress">
            <progress max={100} value={Number.parseInt(o.progress, 10)} aria-label={t('fields.progress')} />
            {o.progress}
          </span>
        ),
      },
      {
        id: 'lastContactDate',
        header: t('fields.lastContactDate'),
        sortKey: 'lastContactDate',
        cell: (o) => <span className="nowrap">{day(o.lastContactDate, language)}</span>,
      },
      { id: 'nextAction', header: t('fields.nextAction'), card: 'wide', cell: (o) => o.nextAction },
      {
        id: 'status',
        header: t('fields.status'),
        sortKey: 'status',
        card: 'head',
        cell: (o) => <StatusBadge group="opportunityStatus" status={o.status} />,
      },
    ],
    [t, language],
  );
}
