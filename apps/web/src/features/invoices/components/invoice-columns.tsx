import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TInvoice } from '@immora/shared/invoices';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { formatDate, formatEuroExact } from '../../../lib/format.ts';

/** The invoices table: number, date, status, lines, total, remaining credits. */
export function useInvoiceColumns(): DataColumn<TInvoice>[] {
  const { t, i18n } = useTranslation('billing');
  const language = i18n.resolvedLanguage ?? 'en';
  return [
    {
      id: 'number',
      header: t('invoices.number'),
      sortKey: 'number',
      card: 'title',
      cell: (row) => <Link to={`/agency-invoice-details/${row.id}`}>{row.number}</Link>,
    },
    {
      id: 'date',
      header: t('invoices.date'),
      sortKey: 'date',
      cell: (row) => formatDate(row.date, language),
    },
    {
      id: 'status',
      header: t('invoices.status'),
      card: 'head',
      cell: (row) => (
        <span className={`pill invoice-status invoice-status--${row.status}`}>
          {t(`invoices.statuses.${row.status}`)}
        </span>
      ),
    },
    {
      id: 'lines',
      header: t('invoices.plans'),
      card: 'wide',
      cell: (row) => row.lines.map((l) => `${l.quantity} × ${l.description}`).join(', '),
    },
    { id: 'credits', header: t('invoices.remainingCredits'), numeric: true, cell: (row) => row.remainingCredits },
    {
      id: 'total',
      header: t('invoices.total'),
      sortKey: 'total',
      numeric: true,
      card: 'side',
      cell: (row) => formatEuroExact(row.totalAmount, language),
    },
  ];
}
