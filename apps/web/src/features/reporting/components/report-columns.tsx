import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TReportAgentRow, TReportPropertyRow } from '@immora/shared/reporting';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { formatNumber } from '../../../lib/format.ts';
import { formatPercent } from '../utils/format-day.ts';

type Figures = { views: number; leads: number; appointments: number; conversion: number | null };

/** The figure columns both tables share. */
function useFigureColumns<T extends Figures>(): DataColumn<T>[] {
  const { t, i18n } = useTranslation('reporting');
  const language = i18n.resolvedLanguage ?? 'en';
  const number = (key: 'views' | 'leads' | 'appointments'): DataColumn<T> => ({
    id: key,
    header: t(`properties.${key}`),
    numeric: true,
    cell: (row) => formatNumber(row[key], language),
  });
  return [
    number('views'),
    number('leads'),
    number('appointments'),
    {
      id: 'conversion',
      header: t('properties.conversion'),
      numeric: true,
      cell: (row) => formatPercent(row.conversion, language),
    },
  ];
}

/** Per listing: the listing (a link to its page), its agent and its figures. */
export function usePropertyColumns(withAgent: boolean): DataColumn<TReportPropertyRow>[] {
  const { t } = useTranslation('reporting');
  const figures = useFigureColumns<TReportPropertyRow>();
  return [
    {
      id: 'title',
      header: t('properties.listing'),
      card: 'title',
      cell: (row) => (
        <span className="stack report-listing">
          <Link to={`/single-v1/${row.id}`}>{row.title ?? t('properties.untitled')}</Link>
          <span className="note">{[row.city, row.publicCode].filter(Boolean).join(' · ')}</span>
        </span>
      ),
    },
    ...(withAgent
      ? [{ id: 'agent', header: t('properties.agent'), cell: (row: TReportPropertyRow) => row.agentName ?? '—' }]
      : []),
    ...figures,
  ];
}

/** Per agent: the agent (or the agency's unassigned listings), how many listings, the figures. */
export function useAgentColumns(): DataColumn<TReportAgentRow>[] {
  const { t, i18n } = useTranslation('reporting');
  const figures = useFigureColumns<TReportAgentRow>();
  return [
    {
      id: 'name',
      header: t('agents.agent'),
      card: 'title',
      cell: (row) => (row.id ? (row.name ?? '—') : t('agents.unassigned')),
    },
    {
      id: 'listings',
      header: t('agents.listings'),
      numeric: true,
      cell: (row) => formatNumber(row.properties, i18n.resolvedLanguage ?? 'en'),
    },
    ...figures,
  ];
}
