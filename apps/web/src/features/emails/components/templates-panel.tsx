import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_TEMPLATE_SORTS, type TEmailTemplate } from '@immora/shared/emails';
import { ActionsMenu } from '../../../components/data-table/actions-menu.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { listRequest } from '../../../components/data-table/use-list-query.ts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { Icon } from '../../../components/icon.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { useDeleteTemplate, useEmailTemplates } from '../api/email-templates.ts';
import { useEmailMessage } from '../utils/email-message.ts';
import { TemplateDialog } from './template-dialog.tsx';
import { useTemplateColumns } from './template-columns.tsx';

const PAGE_SIZE = 10;

/** Templates: the user's templates in a data table; add and edit in a dialog, delete after a confirmation. */
export function TemplatesPanel() {
  const { t } = useTranslation('emails');
  const list = useListParams({ sorts: EMAIL_TEMPLATE_SORTS, defaultSort: 'name', defaultOrder: 'asc' });
  const query = useEmailTemplates(listRequest(list, PAGE_SIZE));
  const columns = useTemplateColumns();
  const remove = useDeleteTemplate();
  const message = useEmailMessage();
  const [editing, setEditing] = useState<TEmailTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TEmailTemplate | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast(t('templates.deleted', { name: deleting.name }));
    } catch (error) {
      toast(message((error as Error).message, t('templates.deleteFailed')) ?? t('templates.deleteFailed'), 'error');
    }
    setDeleting(null);
  };

  const add = (
    <button type="button" className="btn btn--primary btn--small" onClick={() => setEditing('new')}>
      <Icon name="plus" size={16} />
      {t('templates.add')}
    </button>
  );

  return (
    <div className="stack">
      <div className="bar">
        <p className="note">{t('templates.lead')}</p>
        {add}
      </div>
      <DataTable
        caption={t('tabs.templates')}
        level={3}
        columns={columns}
        query={query}
        list={list}
        rowId={(tpl) => tpl.id}
        rowLabel={(tpl) => tpl.name}
        rowTestId="template-row"
        searchLabel={t('templates.searchLabel')}
        sortOptions={[
          { sort: 'name', order: 'asc', label: t('templates.sort.name') },
          { sort: 'updatedAt', order: 'desc', label: t('templates.sort.updated') },
        ]}
        actions={(tpl) => (
          <ActionsMenu
            label={t('templates.actions')}
            name={t('templates.actionsLabel', { name: tpl.name })}
            items={[
              { key: 'edit', label: t('templates.edit'), icon: 'pencil', onSelect: () => setEditing(tpl) },
              {
                key: 'delete',
                label: t('templates.delete'),
                icon: 'trash',
                danger: true,
                onSelect: () => setDeleting(tpl),
              },
            ]}
          />
        )}
        actionsHeader={t('templates.action')}
        errorTitle={t('templates.loadFailed')}
        empty={
          <StatePanel icon="mail" level={3} title={t('templates.emptyTitle')} text={t('templates.emptyText')}>
            {add}
          </StatePanel>
        }
      />
      {editing && <TemplateDialog template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('templates.deleteTitle')}
        confirmLabel={t('templates.deleteConfirm')}
        pendingLabel={t('templates.deleting')}
        tone="danger"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && t('templates.deleteText', { name: deleting.name })}
      </ConfirmDialog>
    </div>
  );
}
