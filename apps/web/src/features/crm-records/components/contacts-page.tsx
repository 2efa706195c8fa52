import { useTranslation } from 'react-i18next';
import { CONTACT_SORTS, CONTACT_TYPES, type TCrmContact } from '@immora/shared/crm-contacts';
import type { CrmRole } from '../utils/crm-kinds.ts';
import { useCrmOptions } from '../utils/crm-options.ts';
import { CrmListPage } from './crm-list-page.tsx';
import { useContactColumns } from './contact-columns.tsx';

/** dashboard-crm/contacts and agency-crm/contacts. */
export function ContactsPage({ role }: { role: CrmRole }) {
  const { t } = useTranslation('crmRecords');
  const options = useCrmOptions();
  return (
    <CrmListPage<TCrmContact>
      kind="contact"
      role={role}
      columns={useContactColumns()}
      sorts={CONTACT_SORTS}
      sortOptions={[
        { sort: 'createdAt', order: 'desc', label: t('sort.newest') },
        { sort: 'lastName', order: 'asc', label: t('sort.name') },
        { sort: 'budget', order: 'desc', label: t('sort.budgetHigh') },
      ]}
      filters={[{ key: 'type', label: t('fields.type'), options: options('contactType', CONTACT_TYPES) }]}
      rowLabel={(c) => `${c.firstName} ${c.lastName}`}
    />
  );
}
