import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS } from '@immora/shared/trust';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { listRequest } from '../../../components/data-table/use-list-query.ts';
import { DateField } from '../../../components/form/date-fields.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { useAuditLog } from '../api/get-audit.ts';
import { useAuditColumns } from './audit-columns.tsx';
import { StaffListPage } from './staff-list-page.tsx';

const PAGE_SIZE = 25;

/** /staff/audit: every staff action (who, when, what, why), searched and filtered; nobody can change it. */
export default function StaffAuditPage() {
  const { t } = useTranslation('staff');
  const list = useListParams({
    sorts: ['createdAt'] as const,
    defaultSort: 'createdAt',
    filters: ['action', 'from', 'to'],
  });
  const query = useAuditLog(listRequest(list, PAGE_SIZE));
  const columns = useAuditColumns();
  return (
    <StaffListPage
      title={t('audit.title')}
      lead={t('audit.lead')}
      count={query.data?.total ? t('audit.count', { count: query.data.total }) : undefined}
      above={
        <div className="cluster staff-period" role="group" aria-label={t('audit.period')}>
          <DateField
            label={t('audit.from')}
            value={list.filters.from ?? ''}
            max={list.filters.to}
            onChange={(event) => list.setFilter('from', event.target.value || undefined)}
          />
          <DateField
            label={t('audit.to')}
            value={list.filters.to ?? ''}
            min={list.filters.from}
            onChange={(event) => list.setFilter('to', event.target.value || undefined)}
          />
        </div>
      }
      columns={columns}
      query={query}
      list={list}
      rowId={(e) => e.id}
      rowLabel={(e) => `${t(`auditAction.${e.action}`)} — ${e.staff.email}`}
      rowTestId="audit-row"
      searchLabel={t('audit.search')}
      sortOptions={[
        { sort: 'createdAt', order: 'desc', label: t('audit.sort.newest') },
        { sort: 'createdAt', order: 'asc', label: t('audit.sort.oldest') },
      ]}
      filters={[
        {
          key: 'action',
          label: t('audit.columns.what'),
          options: AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`auditAction.${a}`) })),
        },
      ]}
      errorTitle={t('audit.failed')}
      empty={<StatePanel icon="list" level={2} title={t('audit.emptyTitle')} text={t('audit.emptyText')} />}
    />
  );
}
