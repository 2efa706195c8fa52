import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AGENCY_AGENT_SORTS, type TAgencyAgent } from '@immora/shared/agency-team';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { ActionsMenu } from '../../../components/data-table/actions-menu.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { listRequest } from '../../../components/data-table/use-list-query.ts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { Icon } from '../../../components/icon.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { useAgencyAgents, useKickOutAgent } from '../api/agency-agents.ts';
import { useTeamMessage } from '../utils/team-message.ts';
import { useAgentColumns } from './agent-columns.tsx';
import { TeamListPage } from './team-list-page.tsx';

const PAGE_SIZE = 10;

/** /agency-agents (spec 2 §2): the agency's agents, add, edit and kick out (with a confirmation). */
export default function AgentsPage() {
  const { t } = useTranslation('agency');
  const list = useListParams({ sorts: AGENCY_AGENT_SORTS, defaultSort: 'lastName', defaultOrder: 'asc' });
  const query = useAgencyAgents(listRequest(list, PAGE_SIZE));
  const columns = useAgentColumns();
  const kickOut = useKickOutAgent();
  const message = useTeamMessage();
  const [leaving, setLeaving] = useState<TAgencyAgent | null>(null);
  const title = t('agents.title');

  const confirmKickOut = async () => {
    if (!leaving) return;
    try {
      await kickOut.mutateAsync(leaving.id);
      toast(t('agents.kickedOut', { name: `${leaving.firstName} ${leaving.lastName}` }));
    } catch (error) {
      toast(message((error as Error).message, t('agents.kickOutFailed')) ?? t('agents.kickOutFailed'), 'error');
    }
    setLeaving(null);
  };

  const actions = (agent: TAgencyAgent) => (
    <ActionsMenu
      label={t('agents.actions')}
      name={t('agents.actionsLabel', { name: `${agent.firstName} ${agent.lastName}` })}
      items={[
        { key: 'edit', label: t('agents.edit'), icon: 'pencil', to: `/edit-agent/${agent.id}` },
        {
          key: 'kick-out',
          label: t('agents.kickOut'),
          icon: 'logout',
          danger: true,
          onSelect: () => setLeaving(agent),
        },
      ]}
    />
  );

  return (
    <TeamListPage
      title={title}
      lead={t('agents.lead')}
      total={query.data?.total}
      countKey="agents.count"
      actions={
        <Link to="/add-agent" className="btn btn--primary btn--small">
          <Icon name="plus" size={16} />
          {t('agents.add')}
        </Link>
      }
    >
      <DataTable
        caption={title}
        columns={columns}
        query={query}
        list={list}
        rowId={(agent) => agent.id}
        rowLabel={(agent) => `${agent.firstName} ${agent.lastName}`}
        rowTestId="agent-row"
        searchLabel={t('agents.searchLabel')}
        sortOptions={[
          { sort: 'lastName', order: 'asc', label: t('agents.sort.lastName') },
          { sort: 'firstName', order: 'asc', label: t('agents.sort.firstName') },
          { sort: 'createdAt', order: 'desc', label: t('agents.sort.newest') },
        ]}
        cardsBelow={1101}
        actions={actions}
        actionsHeader={t('agents.columns.action')}
        errorTitle={t('agents.loadFailed')}
        empty={
          <StatePanel icon="user" level={2} title={t('agents.emptyTitle')} text={t('agents.emptyText')}>
            <Link to="/add-agent" className="btn btn--primary">
              {t('agents.add')}
            </Link>
          </StatePanel>
        }
      />
      <ConfirmDialog
        open={leaving !== null}
        title={t('agents.kickOutTitle')}
        confirmLabel={t('agents.kickOutConfirm')}
        pendingLabel={t('agents.kickingOut')}
        tone="danger"
        onConfirm={confirmKickOut}
        onCancel={() => setLeaving(null)}
      >
        {leaving &&
          t('agents.kickOutText', { name: `${leaving.firstName} ${leaving.lastName}`, count: leaving.properties })}
      </ConfirmDialog>
    </TeamListPage>
  );
}
