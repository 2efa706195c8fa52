import { useTranslation } from 'react-i18next';
import {
  OPPORTUNITY_SORTS,
  OPPORTUNITY_STATUSES,
  TRANSACTION_TYPES,
  type TOpportunity,
} from '@immora/shared/crm-opportunities';
import type { CrmRole } from '../utils/crm-kinds.ts';
import { useCrmOptions } from '../utils/crm-options.ts';
import { CrmListPage } from './crm-list-page.tsx';
import { useOpportunityColumns } from './opportunity-columns.tsx';

/** dashboard-crm/opportunities and agency-crm/opportunities. */
export function OpportunitiesPage({ role }: { role: CrmRole }) {
  const { t } = useTranslation('crmRecords');
  const options = useCrmOptions();
  return (
    <CrmListPage<TOpportunity>
      kind="opportunity"
      role={role}
      columns={useOpportunityColumns()}
      sorts={OPPORTUNITY_SORTS}
      sortOptions={[
        { sort: 'createdAt', order: 'desc', label: t('sort.newest') },
        { sort: 'lastContactDate', order: 'desc', label: t('sort.lastContact') },
        { sort: 'price', order: 'desc', label: t('sort.priceHigh') },
        { sort: 'clientName', order: 'asc', label: t('sort.name') },
      ]}
      filters={[
        { key: 'status', label: t('fields.status'), options: options('opportunityStatus', OPPORTUNITY_STATUSES) },
        { key: 'type', label: t('fields.transactionType'), options: options('transactionType', TRANSACTION_TYPES) },
      ]}
      rowLabel={(o) => o.clientName}
    />
  );
}
