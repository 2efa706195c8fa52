import { useTranslation } from 'react-i18next';
import { SENT_EMAIL_SORTS, SENT_EMAIL_STATUSES } from '@immora/shared/emails';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { listRequest } from '../../../components/data-table/use-list-query.ts';
import { StatePanel } from '../../../components/state-panel.tsx';
import { useSentEmails } from '../api/sent-emails.ts';
import { useSentColumns } from './sent-columns.tsx';

const PAGE_SIZE = 10;

/** Sent: one row per recipient with its status, newest first; filter by status, search, paging. */
export function SentPanel() {
  const { t } = useTranslation('emails');
  const list = useListParams({ sorts: SENT_EMAIL_SORTS, defaultSort: 'createdAt', filters: ['status'] });
  const query = useSentEmails(listRequest(list, PAGE_SIZE));
  const columns = useSentColumns();
  return (
    <DataTable
      caption={t('tabs.sent')}
      level={3}
      columns={columns}
      query={query}
      list={list}
      rowId={(mail) => mail.id}
      rowLabel={(mail) => `${mail.recipientName}: ${mail.subject}`}
      rowTestId="sent-row"
      searchLabel={t('sent.searchLabel')}
      sortOptions={[
        { sort: 'createdAt', order: 'desc', label: t('sent.sort.newest') },
        { sort: 'createdAt', order: 'asc', label: t('sent.sort.oldest') },
        { sort: 'recipient', order: 'asc', label: t('sent.sort.recipient') },
      ]}
      filters={[
        {
          key: 'status',
          label: t('sent.status'),
          options: SENT_EMAIL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        },
      ]}
      errorTitle={t('sent.loadFailed')}
      empty={<StatePanel icon="mail" level={3} title={t('sent.emptyTitle')} text={t('sent.emptyText')} />}
    />
  );
}
