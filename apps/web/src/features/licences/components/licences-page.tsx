import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLicenceAgent } from '@immora/shared/licences';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { StatCard, StatCards } from '../../../components/dashboard/stat-card.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useLicenceCommands, useLicences } from '../api/licences.ts';
import { formatDate } from '../../../lib/format.ts';

/** My licences and Assign licence (agency-licenses, spec 2 §2): seats, assigned, available; assign or unassign. */
export default function LicencesPage() {
  const { t, i18n } = useTranslation('billing');
  const id = useId();
  const query = useLicences();
  const { assign, unassign } = useLicenceCommands();
  usePageMeta(t('licences.title'));
  const data = query.data;
  const list = {
    ...query,
    data: data && { items: data.agents, total: data.agents.length, page: 1, pageSize: data.agents.length },
  };
  const fail = (error: Error) => toast(error.message, 'error');

  const columns: DataColumn<TLicenceAgent>[] = [
    { id: 'name', header: t('licences.agent'), card: 'title', cell: (a) => `${a.firstName} ${a.lastName}` },
    { id: 'email', header: t('licences.email'), cell: (a) => a.email },
    {
      id: 'licence',
      header: t('licences.licence'),
      card: 'head',
      cell: (a) =>
        a.assignedAt
          ? t('licences.assignedOn', {
              date: formatDate(a.assignedAt, i18n.resolvedLanguage ?? 'en'),
            })
          : t('licences.none'),
    },
  ];

  return (
    <section className="stack dash-page licences-page" aria-labelledby={`${id}-title`}>
      <PageHeader id={`${id}-title`} title={t('licences.title')} lead={t('licences.lead')} />
      <StatCards label={t('licences.title')} loading={query.isPending} count={3}>
        {data && (
          <>
            <StatCard label={t('licences.seats')} value={data.seats} icon="key" />
            <StatCard label={t('licences.assigned')} value={data.assigned} icon="user" />
            <StatCard label={t('licences.available')} value={data.available} icon="check" />
          </>
        )}
      </StatCards>
      <DataTable
        caption={t('licences.title')}
        columns={columns}
        query={list}
        rowId={(a) => a.id}
        rowLabel={(a) => `${a.firstName} ${a.lastName}`}
        rowTestId="licence-row"
        actions={(a) =>
          a.assignedAt ? (
            <button
              type="button"
              className="btn btn--ghost btn--small"
              disabled={unassign.isPending}
              onClick={() => unassign.mutate(a.id, { onError: fail })}
            >
              {t('licences.unassign')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn--primary btn--small"
              disabled={assign.isPending || data?.available === 0}
              onClick={() => assign.mutate(a.id, { onError: fail })}
            >
              {t('licences.assign')}
            </button>
          )
        }
        errorTitle={t('licences.errorTitle')}
        empty={<StatePanel icon="user" level={2} title={t('licences.emptyTitle')} text={t('licences.emptyText')} />}
      />
    </section>
  );
}
