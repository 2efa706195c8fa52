import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { ActionsMenu, type MenuItem } from '../../../components/data-table/actions-menu.tsx';
import type {
  DataColumn,
  DataExport,
  DataFilter,
  SortOption,
} from '../../../components/data-table/data-table-types.ts';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { listRequest, type ListRequest } from '../../../components/data-table/use-list-query.ts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { Icon } from '../../../components/icon.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useCrmList, useDeleteCrmRecord } from '../api/crm-records.ts';
import { crmPaths, crmPlural, type CrmKind, type CrmRole } from '../utils/crm-kinds.ts';
import { useCrmMessage } from '../utils/crm-message.ts';
import './crm-records.css';

const PAGE_SIZE = 10;

type Row = { id: string; canEdit: boolean };

type Props<T extends Row> = {
  kind: CrmKind;
  role: CrmRole;
  columns: DataColumn<T>[];
  sorts: readonly [string, ...string[]];
  sortOptions: SortOption[];
  filters: DataFilter[];
  rowLabel: (row: T) => string;
  /** Actions of a row besides edit and delete (convert a lead). */
  moreActions?: (row: T) => MenuItem[];
  /** Shown under the header (the conversion's result). */
  notice?: ReactNode;
  /** Buttons of the header before 'Add' (import contacts). */
  headerActions?: ReactNode;
  /** CSV export of the list (contacts). */
  csv?: (request: ListRequest) => DataExport<T>;
};

/**
 * A CRM list screen (spec 2 §2 Agency 'CRM', issue 16): the kind's records in the kit's data table
 * with search, filters, sorting and 'page X of Y'; add, edit, and delete after a confirmation.
 * A customer someone else added answers 'Unauthorized Action' (spec 2 §6) instead of deleting.
 */
export function CrmListPage<T extends Row>(props: Props<T>) {
  const { kind, role } = props;
  const plural = crmPlural(kind);
  const { t } = useTranslation('crmRecords');
  const message = useCrmMessage();
  const paths = crmPaths(role, kind);
  const list = useListParams({
    sorts: props.sorts,
    defaultSort: 'createdAt',
    filters: props.filters.map((f) => f.key),
  });
  const request = listRequest(list, PAGE_SIZE);
  const query = useCrmList<T>(kind, request);
  const remove = useDeleteCrmRecord(kind);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [refused, setRefused] = useState(false);
  const id = useId();
  const title = t(`${plural}.title`);
  usePageMeta(title);

  const askDelete = (row: T) => (row.canEdit ? setDeleting(row) : setRefused(true));
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast(t('list.deleted', { name: props.rowLabel(deleting) }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setRefused(true);
      else
        toast(message((error as Error).message, t(`${plural}.deleteFailed`)) ?? t(`${plural}.deleteFailed`), 'error');
    }
    setDeleting(null);
  };

  const actions = (row: T) => (
    <ActionsMenu
      label={t('list.actions')}
      name={t('list.actionsFor', { name: props.rowLabel(row) })}
      items={[
        ...(props.moreActions?.(row) ?? []),
        { key: 'edit', label: t('list.edit'), icon: 'pencil', to: paths.update(row.id) },
        { key: 'delete', label: t('list.delete'), icon: 'trash', danger: true, onSelect: () => askDelete(row) },
      ]}
    />
  );
  const addLink = (
    <Link to={paths.add} className="btn btn--primary btn--small">
      <Icon name="plus" size={16} />
      {t(`${plural}.add`)}
    </Link>
  );

  return (
    <section className="stack dash-page" aria-labelledby={`${id}-title`}>
      <PageHeader
        id={`${id}-title`}
        title={title}
        lead={t(`${plural}.lead`)}
        count={query.data?.total ? t(`${plural}.count`, { count: query.data.total }) : undefined}
        actions={
          props.headerActions ? (
            <>
              {props.headerActions}
              {addLink}
            </>
          ) : (
            addLink
          )
        }
      />
      {props.notice}
      <DataTable
        caption={title}
        columns={props.columns}
        query={query}
        list={list}
        rowId={(row) => row.id}
        rowLabel={props.rowLabel}
        rowTestId={`crm-${kind}-row`}
        csv={props.csv?.(request)}
        searchLabel={t(`${plural}.search`)}
        sortOptions={props.sortOptions}
        filters={props.filters}
        cardsBelow={1101}
        actions={actions}
        actionsHeader={t('list.action')}
        errorTitle={t(`${plural}.loadFailed`)}
        empty={
          <StatePanel icon="user" level={2} title={t(`${plural}.emptyTitle`)} text={t(`${plural}.emptyText`)}>
            <Link to={paths.add} className="btn btn--primary">
              {t(`${plural}.add`)}
            </Link>
          </StatePanel>
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t(`${plural}.deleteTitle`)}
        confirmLabel={t('list.deleteConfirm')}
        pendingLabel={t('list.deleting')}
        tone="danger"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && t('list.deleteText', { name: props.rowLabel(deleting) })}
      </ConfirmDialog>
      <ConfirmDialog
        open={refused}
        title={t('unauthorized.title')}
        confirmLabel={t('unauthorized.ok')}
        onConfirm={() => setRefused(false)}
        onCancel={() => setRefused(false)}
      >
        {t('unauthorized.delete')}
      </ConfirmDialog>
    </section>
  );
}
