import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCrmContact } from '@immora/shared/crm-contacts';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { PhoneLink } from '../../../components/phone-link.tsx';
import { money } from '../utils/crm-format.ts';

/** Contacts (spec 2 §3): first and last name, email, phone, budget, property types, type. */
export function useContactColumns(): DataColumn<TCrmContact>[] {
  const { t, i18n } = useTranslation('crmRecords');
  const { t: common } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('fields.name'),
        sortKey: 'lastName',
        card: 'title',
        cell: (c) => <strong>{`${c.firstName} ${c.lastName}`}</strong>,
      },
      {
        id: 'email',
        header: t('fields.email'),
        card: 'wide',
        cell: (c) => <a href={`mailto:${c.email}`}>{c.email}</a>,
      },
      { id: 'phone', header: t('fields.phone'), cell: (c) => <PhoneLink phone={c.phone} /> },
      {
        id: 'budget',
        header: t('fields.budget'),
        sortKey: 'budget',
        numeric: true,
        card: 'side',
        cell: (c) => <span className="nowrap">{money(c.budget, language)}</span>,
      },
      {
        id: 'propertyTypes',
        header: t('fields.propertyTypes'),
        card: 'wide',
        cell: (c) => c.propertyTypes.map((p) => common(`categories.${p}`)).join(', '),
      },
      {
        id: 'type',
        header: t('fields.type'),
        sortKey: 'type',
        card: 'head',
        cell: (c) => <span className="status-badge status-badge--info">{t(`options.contactType.${c.type}`)}</span>,
      },
    ],
    [t, common, language],
  );
}
