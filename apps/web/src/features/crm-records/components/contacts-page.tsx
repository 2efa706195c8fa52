import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_SORTS, CONTACT_TYPES, type TCrmContact } from '@immora/shared/crm-contacts';
import { CONTACTS_CSV, CONTACT_CSV_NAME } from '@immora/shared/crm-contacts-csv';
import { Icon } from '../../../components/icon.tsx';
import { exportContacts } from '../api/contacts-csv.ts';
import type { CrmRole } from '../utils/crm-kinds.ts';
import { useCrmOptions } from '../utils/crm-options.ts';
import { CrmListPage } from './crm-list-page.tsx';
import { useContactColumns } from './contact-columns.tsx';
import { ContactsImportDialog } from './contacts-import-dialog.tsx';

/** dashboard-crm/contacts and agency-crm/contacts, with the CSV import and export (decision 039). */
export function ContactsPage({ role }: { role: CrmRole }) {
  const { t } = useTranslation('crmRecords');
  const options = useCrmOptions();
  const [importing, setImporting] = useState(false);
  return (
    <>
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
        headerActions={
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setImporting(true)}>
            <Icon name="upload" size={16} />
            {t('contactsCsv.open')}
          </button>
        }
        csv={(request) => ({ filename: CONTACT_CSV_NAME, columns: CONTACTS_CSV, all: () => exportContacts(request) })}
      />
      {importing && <ContactsImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
