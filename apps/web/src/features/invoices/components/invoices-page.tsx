import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INVOICE_CSV_COLUMNS, INVOICES_CSV_NAME, type TInvoice } from '@immora/shared/invoices';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { listRequest } from '../../../components/data-table/use-list-query.ts';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { Icon } from '../../../components/icon.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { saveFile } from '../../../lib/save-file.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { exportInvoices, invoicesPdf, useInvoices } from '../api/get-invoices.ts';
import { useInvoiceColumns } from './invoice-columns.tsx';
import './invoices.css';

/** The last twelve months, newest first, as YYYY-MM (the month filter's choices). */
function lastMonths(language: string, now = new Date()) {
  return Array.from({ length: 12 }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    const value = date.toISOString().slice(0, 7);
    const label = date.toLocaleDateString(`${language}-BE`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return { value, label };
  });
}

/** Invoices (spec 2 §3): filter by month, select all, PDF and CSV of the selection or of all. */
export default function InvoicesPage() {
  const { t, i18n } = useTranslation('billing');
  const id = useId();
  const list = useListParams({ sorts: ['date', 'number', 'total'] as const, defaultSort: 'date', filters: ['month'] });
  const request = listRequest(list, 10);
  const query = useInvoices(request);
  const columns = useInvoiceColumns();
  const [pdfBusy, setPdfBusy] = useState(false);
  usePageMeta(t('invoices.title'));

  const downloadPdf = async (rows: TInvoice[]) => {
    setPdfBusy(true);
    try {
      saveFile(
        await invoicesPdf(rows.map((row) => row.id)),
        rows.length === 1 ? `invoice-${rows[0]!.number}.pdf` : 'invoices.pdf',
      );
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <section className="stack dash-page invoices-page" aria-labelledby={`${id}-title`}>
      <PageHeader
        id={`${id}-title`}
        title={t('invoices.title')}
        lead={t('invoices.lead')}
        count={query.data && query.data.total > 0 ? t('invoices.count', { count: query.data.total }) : undefined}
        actions={
          <Link to="/plans" className="btn btn--primary btn--small">
            <Icon name="cart" size={16} />
            {t('invoices.buy')}
          </Link>
        }
      />
      <DataTable
        caption={t('invoices.title')}
        columns={columns}
        query={query}
        list={list}
        rowId={(row) => row.id}
        rowLabel={(row) => row.number}
        rowTestId="invoice-row"
        searchLabel={t('invoices.search')}
        filters={[{ key: 'month', label: t('invoices.month'), options: lastMonths(i18n.resolvedLanguage ?? 'en') }]}
        selectable
        csv={{ filename: INVOICES_CSV_NAME, columns: INVOICE_CSV_COLUMNS, all: () => exportInvoices(request) }}
        selectionActions={(selected) => (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={pdfBusy}
            onClick={() => void downloadPdf(selected)}
          >
            <Icon name="download" size={15} />
            {t('invoices.pdfSelected', { count: selected.length })}
          </button>
        )}
        errorTitle={t('invoices.errorTitle')}
        empty={
          <StatePanel icon="receipt" level={2} title={t('invoices.emptyTitle')} text={t('invoices.emptyText')}>
            <Link to="/plans" className="btn btn--primary">
              {t('invoices.buy')}
            </Link>
          </StatePanel>
        }
      />
    </section>
  );
}
