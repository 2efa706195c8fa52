import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEmailTemplate } from '@immora/shared/emails';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { formatDate } from '../../../lib/format.ts';

/** Templates: name, subject, the start of the message, last change. */
export function useTemplateColumns(): DataColumn<TEmailTemplate>[] {
  const { t, i18n } = useTranslation('emails');
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('fields.name'),
        sortKey: 'name',
        card: 'title',
        cell: (tpl) => <strong>{tpl.name}</strong>,
      },
      { id: 'subject', header: t('fields.subject'), card: 'wide', cell: (tpl) => tpl.subject },
      {
        id: 'body',
        header: t('fields.body'),
        card: 'wide',
        cell: (tpl) => <span className="email-excerpt">{tpl.body.replace(/\s+/g, ' ')}</span>,
      },
      {
        id: 'updatedAt',
        header: t('templates.updatedAt'),
        sortKey: 'updatedAt',
        firstOrder: 'desc',
        cell: (tpl) => <span className="nowrap">{formatDate(tpl.updatedAt, i18n.language)}</span>,
      },
    ],
    [t, i18n.language],
  );
}
