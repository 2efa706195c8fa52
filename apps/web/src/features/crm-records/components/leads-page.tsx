import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LEAD_SORTS, LEAD_STATUSES, LEAD_TYPES, type TLead, type TLeadConversion } from '@immora/shared/crm-leads';
import { toast } from '../../../components/toast/toast-store.ts';
import { useConvertLead } from '../api/crm-records.ts';
import { crmPaths, type CrmRole } from '../utils/crm-kinds.ts';
import { useCrmMessage } from '../utils/crm-message.ts';
import { useCrmOptions } from '../utils/crm-options.ts';
import { CrmListPage } from './crm-list-page.tsx';
import { useLeadColumns } from './lead-columns.tsx';

/** dashboard-crm/leads and agency-crm/leads: leads, with 'Convert' to a customer and an opportunity. */
export function LeadsPage({ role }: { role: CrmRole }) {
  const { t } = useTranslation('crmRecords');
  const options = useCrmOptions();
  const message = useCrmMessage();
  const convert = useConvertLead();
  const [done, setDone] = useState<TLeadConversion | null>(null);

  const convertLead = async (lead: TLead) => {
    try {
      setDone(await convert.mutateAsync(lead.id));
      toast(t('leads.converted', { name: lead.name }), 'success');
    } catch (error) {
      toast(message((error as Error).message, t('leads.convertFailed')) ?? t('leads.convertFailed'), 'error');
    }
  };

  return (
    <CrmListPage<TLead>
      kind="lead"
      role={role}
      columns={useLeadColumns()}
      sorts={LEAD_SORTS}
      sortOptions={[
        { sort: 'createdAt', order: 'desc', label: t('sort.newest') },
        { sort: 'createdAt', order: 'asc', label: t('sort.oldest') },
        { sort: 'name', order: 'asc', label: t('sort.name') },
        { sort: 'targetPrice', order: 'desc', label: t('sort.priceHigh') },
      ]}
      filters={[
        { key: 'status', label: t('fields.status'), options: options('leadStatus', LEAD_STATUSES) },
        { key: 'type', label: t('fields.leadType'), options: options('leadType', LEAD_TYPES) },
      ]}
      rowLabel={(lead) => lead.name}
      moreActions={(lead) =>
        lead.status === 'converted'
          ? []
          : [{ key: 'convert', label: t('leads.convert'), icon: 'refresh', onSelect: () => void convertLead(lead) }]
      }
      notice={
        done && (
          <p className="card notice crm-converted" role="status">
            {t('leads.convertedNotice')}{' '}
            <Link to={crmPaths(role, 'customer').update(done.customerId)}>{t('leads.openCustomer')}</Link>
            {' · '}
            <Link to={crmPaths(role, 'opportunity').update(done.opportunityId)}>{t('leads.openOpportunity')}</Link>
          </p>
        )
      }
    />
  );
}
