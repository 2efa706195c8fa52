import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TLead } from '@immora/shared/crm-leads';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { day, money } from '../utils/crm-format.ts';
import { StatusBadge } from './status-badge.tsx';

/** Leads (spec 2 §3): who, lead type, property type, target price and date, source, status. */
export function useLeadColumns(): DataColumn<TLead>[] {
  const { t, i18n } = useTranslation('crmRecords');
  const { t: common } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('fields.name'),
        sortKey: 'name',
        card: 'title',
        cell: (lead) => (
          <span className="stack crm-who">
            <strong>{lead.name}</strong>
            <a href={`mailto:${lead.email}`}>{lead.email}</a>
            {lead.property && (
              <Link to={`/single-v1/${lead.property.id}`} className="note">
                {lead.property.title}
              </Link>
            )}
          </span>
        ),
      },
      { id: 'leadType', header: t('fields.leadType'), cell: (lead) => t(`options.leadType.${lead.leadType}`) },
      {
        id: 'propertyType',
        header: t('fields.propertyType'),
        cell: (lead) => common(`categories.${lead.propertyType}`),
      },
      {
        id: 'targetPrice',
        header: t('fields.targetPrice'),
        sortKey: 'targetPrice',
        numeric: true,
        cell: (lead) => <span className="nowrap">{money(lead.targetPrice, language)}</span>,
      },
      {
        id: 'targetDate',
        header: t('fields.targetDate'),
        sortKey: 'targetDate',
        cell: (lead) => <span className="nowrap">{day(lead.targetDate, language)}</span>,
      },
      { id: 'leadSource', header: t('fields.leadSource'), cell: (lead) => t(`options.leadSource.${lead.leadSource}`) },
      {
        id: 'status',
        header: t('fields.status'),
        sortKey: 'status',
        card: 'head',
        cell: (lead) => <StatusBadge group="leadStatus" status={lead.status} />,
      },
    ],
    [t, common, language],
  );
}
