import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCrmHolder } from '@immora/shared/crm-area';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { crmCustomer } from '../../../lib/crm-session.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useCrmHolders } from '../api/crm-holders.ts';
import { useSharingToggle } from '../hooks/use-sharing-toggle.tsx';
import { useHolderColumns } from './holder-columns.tsx';
import { SharingButton } from './sharing-button.tsx';
import './crm-area.css';

/** /crm-dashboard (spec 2 'CRM shared-agencies page'): who holds data about the customer, and sharing per row. */
export function CrmDashboardPage() {
  const { t } = useTranslation('crm');
  const id = useId();
  const query = useCrmHolders();
  const columns = useHolderColumns();
  const sharing = useSharingToggle();
  const title = t('dashboard.title');
  usePageMeta(title);
  const total = query.data?.total;

  return (
    <section className="stack dash-page" aria-labelledby={`${id}-title`}>
      <PageHeader
        id={`${id}-title`}
        title={title}
        lead={t('dashboard.lead')}
        count={total ? t('dashboard.count', { count: total }) : undefined}
      />
      <DataTable<TCrmHolder>
        caption={title}
        columns={columns}
        query={query}
        rowId={(holder) => `${holder.role}:${holder.id}`}
        rowLabel={(holder) => holder.name}
        rowTestId="crm-holder-row"
        actions={(holder) => <SharingButton holder={holder} busy={sharing.busy(holder)} onToggle={sharing.toggle} />}
        actionsHeader={t('dashboard.columns.action')}
        errorTitle={t('dashboard.loadFailed')}
        empty={
          <StatePanel
            icon="shield"
            level={2}
            title={t('dashboard.emptyTitle')}
            text={t('dashboard.emptyText', { email: crmCustomer()?.email ?? '' })}
          />
        }
      />
      {sharing.dialog}
    </section>
  );
}
