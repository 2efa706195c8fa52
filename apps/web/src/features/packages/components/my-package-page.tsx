import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPackageRow } from '@immora/shared/plans';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { Icon } from '../../../components/icon.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { formatDate, formatEuroExact } from '../../../lib/format.ts';
import { useSubscription } from '../../../lib/subscription-context.ts';
import { usePackages } from '../api/get-packages.ts';

/** My package (individual `dashboard-my-package`, agency `agency-package`): subscription table and subscribe button. */
export default function MyPackagePage({ plansPath }: { plansPath: string }) {
  const { t, i18n } = useTranslation('billing');
  const id = useId();
  const query = usePackages();
  const subscription = useSubscription();
  const language = i18n.resolvedLanguage ?? 'en';
  const day = (iso: string) => formatDate(iso, language);
  usePageMeta(t('package.title'));

  const columns: DataColumn<TPackageRow>[] = [
    { id: 'name', header: t('package.name'), card: 'title', cell: (r) => `${r.quantity} × ${r.packageName}` },
    {
      id: 'status',
      header: t('invoices.status'),
      card: 'head',
      cell: (r) => (
        <span className={r.status === 'active' ? 'pill' : 'pill pill--muted'}>{t(`package.status.${r.status}`)}</span>
      ),
    },
    { id: 'credits', header: t('package.totalCredits'), numeric: true, cell: (r) => r.totalCredits },
    { id: 'remaining', header: t('invoices.remainingCredits'), numeric: true, cell: (r) => r.remainingCredits },
    { id: 'started', header: t('package.started'), cell: (r) => day(r.startedAt) },
    { id: 'expires', header: t('package.expires'), cell: (r) => day(r.expiresAt) },
    {
      id: 'price',
      header: t('invoice.price'),
      numeric: true,
      card: 'side',
      cell: (r) => formatEuroExact(r.price, language),
    },
    { id: 'purchased', header: t('package.purchased'), cell: (r) => day(r.purchaseDate) },
  ];
  const subscribe = (
    <Link to={plansPath} className="btn btn--primary btn--small">
      <Icon name="cart" size={16} />
      {t('package.subscribe')}
    </Link>
  );

  return (
    <section className="stack dash-page my-package-page" aria-labelledby={`${id}-title`}>
      <PageHeader id={`${id}-title`} title={t('package.title')} lead={t('package.lead')} actions={subscribe} />
      {subscription.licensedBy && subscription.expiresAt && (
        <p className="notice notice--info" data-testid="licence-notice">
          <Icon name="key" size={18} />
          {t('package.licensedBy', { agency: subscription.licensedBy, date: day(subscription.expiresAt) })}
        </p>
      )}
      <DataTable
        caption={t('package.title')}
        columns={columns}
        query={query}
        rowId={(r) => r.id}
        rowLabel={(r) => r.packageName}
        rowTestId="package-row"
        errorTitle={t('package.errorTitle')}
        empty={
          subscription.licensedBy ? (
            <StatePanel
              icon="receipt"
              level={2}
              title={t('package.emptyTitle')}
              text={t('package.emptyTextLicensed')}
            />
          ) : (
            <StatePanel icon="receipt" level={2} title={t('package.emptyTitle')} text={t('package.emptyText')}>
              {subscribe}
            </StatePanel>
          )
        }
      />
    </section>
  );
}
