import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SentEmailStatus, TSentEmail } from '@immora/shared/emails';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { formatDateTime } from '../../../lib/format.ts';

const TONES: Record<SentEmailStatus, string> = { queued: 'muted', sent: 'success', failed: 'accent' };

/** The sent log: status, recipient, subject, date. */
export function useSentColumns(): DataColumn<TSentEmail>[] {
  const { t, i18n } = useTranslation('emails');
  return useMemo(
    () => [
      {
        id: 'recipient',
        header: t('sent.recipient'),
        sortKey: 'recipient',
        card: 'title',
        cell: (mail) => (
          <span className="stack email-recipient">
            <strong>{mail.recipientName}</strong>
            <span className="note">
              {mail.recipientEmail} · {t(`kinds.${mail.recipientKind}`, { defaultValue: mail.recipientKind })}
            </span>
          </span>
        ),
      },
      { id: 'subject', header: t('fields.subject'), sortKey: 'subject', card: 'wide', cell: (mail) => mail.subject },
      {
        id: 'status',
        header: t('sent.status'),
        card: 'head',
        cell: (mail) => (
          <span className={`status-badge status-badge--${TONES[mail.status]}`} title={mail.error ?? undefined}>
            {t(`status.${mail.status}`)}
          </span>
        ),
      },
      {
        id: 'createdAt',
        header: t('sent.date'),
        sortKey: 'createdAt',
        firstOrder: 'desc',
        cell: (mail) => <span className="nowrap">{formatDateTime(mail.sentAt ?? mail.createdAt, i18n.language)}</span>,
      },
    ],
    [t, i18n.language],
  );
}
