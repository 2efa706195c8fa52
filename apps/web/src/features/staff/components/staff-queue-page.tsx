import { useTranslation } from 'react-i18next';
import { REPORT_REASONS } from '@immora/shared/trust';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { listRequest } from '../../../components/data-table/use-list-query.ts';
import { StatCard, StatCards } from '../../../components/dashboard/stat-card.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useQueueCount, useStaffQueue } from '../api/get-queue.ts';
import { SIGNAL_KINDS } from '../utils/signal-kinds.ts';
import { useSignalName } from '../utils/use-signal-words.ts';
import { useQueueColumns } from './queue-columns.tsx';
import { StaffListPage } from './staff-list-page.tsx';

export const QUEUE_PAGE_SIZE = 20;

/**
 * /staff: the queue of open and appealed cases (reports and automatic signals), most serious
 * then newest first, filtered by status and by a report reason or signal kind (issue 36).
 */
export default function StaffQueuePage() {
  const { t, i18n } = useTranslation(['staff', 'trust']);
  const language = i18n.resolvedLanguage ?? 'en';
  const list = useListParams({ sorts: ['severity'] as const, defaultSort: 'severity', filters: ['status', 'kind'] });
  const query = useStaffQueue(listRequest(list, QUEUE_PAGE_SIZE));
  const open = useQueueCount('open');
  const appealed = useQueueCount('appealed');
  const columns = useQueueColumns();
  const signalName = useSignalName();
  return (
    <StaffListPage
      title={t('queue.title')}
      lead={t('queue.lead')}
      count={query.data?.total ? t('queue.count', { count: query.data.total }) : undefined}
      above={
        <StatCards label={t('queue.figures')} loading={open.isPending || appealed.isPending} count={2}>
          <StatCard
            icon="alert"
            tone="accent"
            label={t('queue.open')}
            value={formatNumber(open.data ?? 0, language)}
            testId="queue-open"
          />
          <StatCard
            icon="mail"
            label={t('queue.appealed')}
            value={formatNumber(appealed.data ?? 0, language)}
            testId="queue-appealed"
          />
        </StatCards>
      }
      columns={columns}
      query={query}
      list={list}
      rowId={(c) => c.id}
      rowLabel={(c) => c.target.label}
      rowTestId="case-row"
      searchLabel={t('queue.search')}
      sortOptions={[
        { sort: 'severity', order: 'desc', label: t('queue.sort.serious') },
        { sort: 'severity', order: 'asc', label: t('queue.sort.light') },
      ]}
      filters={[
        {
          key: 'status',
          label: t('columns.status'),
          options: (['open', 'appealed'] as const).map((s) => ({ value: s, label: t(`status.${s}`) })),
        },
        {
          key: 'kind',
          label: t('queue.kind'),
          options: [
            ...REPORT_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`, { ns: 'trust' }) })),
            ...SIGNAL_KINDS.map((k) => ({ value: k, label: signalName(k) })),
          ],
        },
      ]}
      errorTitle={t('queue.failed')}
      empty={<StatePanel icon="check" level={2} title={t('queue.emptyTitle')} text={t('queue.emptyText')} />}
    />
  );
}
