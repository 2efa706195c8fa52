import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INVOICE_MESSAGES } from '@immora/shared/invoices';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { Icon } from '../../../components/icon.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { saveFile } from '../../../lib/save-file.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { formatEuroExact, formatLongDate } from '../../../lib/format.ts';
import { invoicesPdf, useInvoice } from '../api/get-invoices.ts';
import './invoices.css';

/** Invoice details (spec 2 §3): customer, lines, net, 21 % VAT, total, and its own PDF. */
export default function InvoiceDetailsPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation('billing');
  const headingId = useId();
  const invoice = useInvoice(id);
  const [busy, setBusy] = useState(false);
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (amount: number) => formatEuroExact(amount, language);
  usePageMeta(invoice.data ? t('invoice.title', { number: invoice.data.number }) : t('invoices.title'));

  if (invoice.isError) {
    return (
      <StatePanel
        icon="receipt"
        alert
        level={1}
        title={t('invoice.notFound', { defaultValue: INVOICE_MESSAGES.notFound })}
      >
        <Link to="/agency-invoices" className="btn btn--dark">
          {t('invoice.back')}
        </Link>
      </StatePanel>
    );
  }
  const data = invoice.data;
  const download = async () => {
    if (!data) return;
    setBusy(true);
    try {
      saveFile(await invoicesPdf([data.id]), `invoice-${data.number}.pdf`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="stack dash-page invoice-page" aria-labelledby={headingId} aria-busy={invoice.isPending}>
      <PageHeader
        id={headingId}
        title={data ? t('invoice.title', { number: data.number }) : t('invoices.title')}
        breadcrumb={[{ label: t('invoices.title'), to: '/agency-invoices' }, { label: data?.number ?? '…' }]}
        actions={
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={!data || busy}
            onClick={() => void download()}
          >
            <Icon name="download" size={16} />
            {t('invoice.pdf')}
          </button>
        }
      />
      {data && (
        <article className="card card--raised panel stack invoice-sheet">
          <div className="split invoice-sheet__head">
            <dl className="invoice-facts">
              <dt>{t('invoices.number')}</dt>
              <dd data-testid="invoice-number">{data.number}</dd>
              <dt>{t('invoices.date')}</dt>
              <dd>{formatLongDate(data.date, language)}</dd>
              <dt>{t('invoices.status')}</dt>
              <dd>
                <span className={`pill invoice-status invoice-status--${data.status}`}>
                  {t(`invoices.statuses.${data.status}`)}
                </span>
              </dd>
            </dl>
            <address className="invoice-customer">
              <strong>{t('invoice.customer')}</strong>
              {[data.customer.company, data.customer.name, data.customer.address, data.customer.email]
                .filter(Boolean)
                .map((line) => (
                  <span key={line}>{line}</span>
                ))}
              {data.customer.vatNumber && <span>{t('invoice.vatNumber', { vat: data.customer.vatNumber })}</span>}
            </address>
          </div>
          <div className="invoice-lines-wrap">
            <table className="invoice-lines">
              <caption className="visually-hidden">{t('invoice.lines')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('invoice.description')}</th>
                  <th scope="col">{t('invoice.duration')}</th>
                  <th scope="col" className="num">
                    {t('invoice.price')}
                  </th>
                  <th scope="col" className="num">
                    {t('invoice.quantity')}
                  </th>
                  <th scope="col" className="num">
                    {t('invoices.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.lines.map((line, i) => (
                  <tr key={i}>
                    <td>{line.description}</td>
                    <td>{t(`cart.period.${line.planDuration}`)}</td>
                    <td className="num">{money(line.price)}</td>
                    <td className="num">{line.quantity}</td>
                    <td className="num">{money(line.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="invoice-totals">
            <dt>{t('invoice.net')}</dt>
            <dd>{money(data.net)}</dd>
            <dt>{t('invoice.vat', { rate: data.vatRate })}</dt>
            <dd>{money(data.vat)}</dd>
            <dt>{t('invoices.total')}</dt>
            <dd data-testid="invoice-total">{money(data.totalAmount)}</dd>
          </dl>
          <p className="note">
            {t('invoice.note', { rate: data.vatRate })} {t('invoice.credits', { count: data.remainingCredits })}
          </p>
        </article>
      )}
    </section>
  );
}
