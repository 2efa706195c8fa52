import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCustomer } from '@immora/shared/crm-customers';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { PhoneLink } from '../../../components/phone-link.tsx';
import { day } from '../utils/crm-format.ts';
import { crmPaths, type CrmRole } from '../utils/crm-kinds.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * Customers (spec 2 §3): full name, phone, email, address, create date, status; and who added them.
 * The name opens the customer's page (its form, viewings and e-mails).
 */
export function useCustomerColumns(role: CrmRole): DataColumn<TCustomer>[] {
  const { t, i18n } = useTranslation('crmRecords');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () => [
      {
        id: 'fullName',
        header: t('fields.fullName'),
        sortKey: 'fullName',
        card: 'title',
        cell: (c) => (
          <Link to={crmPaths(role, 'customer').update(c.id)}>
            <strong>{c.fullName}</strong>
          </Link>
        ),
      },
      { id: 'phone', header: t('fields.phone'), cell: (c) => <PhoneLink phone={c.phone} /> },
      {
        id: 'email',
        header: t('fields.email'),
        sortKey: 'email',
        card: 'wide',
        cell: (c) => <a href={`mailto:${c.email}`}>{c.email}</a>,
      },
      { id: 'address', header: t('fields.address'), cell: (c) => c.address || '—' },
      {
        id: 'createdAt',
        header: t('fields.createdAt'),
        sortKey: 'createdAt',
        cell: (c) => <span className="nowrap">{day(c.createdAt, language)}</span>,
      },
      { id: 'addedBy', header: t('fields.addedBy'), cell: (c) => c.addedBy.name },
      {
        id: 'status',
        header: t('fields.status'),
        sortKey: 'status',
        card: 'head',
        cell: (c) => <StatusBadge group="customerStatus" status={c.status} />,
      },
    ],
    [t, language, role],
  );
}
