import { useTranslation } from 'react-i18next';
import { CUSTOMER_SORTS, CUSTOMER_STATUSES, type TCustomer } from '@immora/shared/crm-customers';
import type { CrmRole } from '../utils/crm-kinds.ts';
import { useCrmOptions } from '../utils/crm-options.ts';
import { CrmListPage } from './crm-list-page.tsx';
import { useCustomerColumns } from './customer-columns.tsx';

/** dashboard-crm/customers and agency-crm/customers. */
export function CustomersPage({ role }: { role: CrmRole }) {
  const { t } = useTranslation('crmRecords');
  const options = useCrmOptions();
  return (
    <CrmListPage<TCustomer>
      kind="customer"
      role={role}
      columns={useCustomerColumns(role)}
      sorts={CUSTOMER_SORTS}
      sortOptions={[
        { sort: 'createdAt', order: 'desc', label: t('sort.newest') },
        { sort: 'createdAt', order: 'asc', label: t('sort.oldest') },
        { sort: 'fullName', order: 'asc', label: t('sort.name') },
      ]}
      filters={[{ key: 'status', label: t('fields.status'), options: options('customerStatus', CUSTOMER_STATUSES) }]}
      rowLabel={(customer) => customer.fullName}
    />
  );
}
