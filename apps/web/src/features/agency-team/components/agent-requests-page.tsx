import { useTranslation } from 'react-i18next';
import { AGENT_REQUEST_SORTS, AGENT_REQUEST_STATUSES, type TAgentRequest } from '@immora/shared/agency-team';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { RowButton } from '../../../components/data-table/row-button.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { listRequest } from '../../../components/data-table/use-list-query.ts';
import { StatePanel } from '../../../components/state-panel.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { useAgentRequests, useDecideRequest } from '../api/agent-requests.ts';
import { useTeamMessage } from '../utils/team-message.ts';
import { useAgentRequestColumns } from './agent-request-columns.tsx';
import { TeamListPage } from './team-list-page.tsx';

const PAGE_SIZE = 10;

/** /agency-agent-requests (spec 2 §2): independent agents asking to join; accept or reject a pending one. */
export default function AgentRequestsPage() {
  const { t } = useTranslation('agency');
  const list = useListParams({ sorts: AGENT_REQUEST_SORTS, defaultSort: 'createdAt', filters: ['status'] });
  const query = useAgentRequests(listRequest(list, PAGE_SIZE));
  const columns = useAgentRequestColumns();
  const decide = useDecideRequest();
  const message = useTeamMessage();
  const title = t('requests.title');

  const answer = async (request: TAgentRequest, status: 'accepted' | 'rejected') => {
    const name = `${request.agent.firstName} ${request.agent.lastName}`;
    try {
      await decide.mutateAsync({ id: request.id, status });
      toast(t(status === 'accepted' ? 'requests.acceptedToast' : 'requests.rejectedToast', { name }));
    } catch (error) {
      toast(message((error as Error).message, t('requests.failed')) ?? t('requests.failed'), 'error');
    }
  };

  const actions = (request: TAgentRequest) => {
    if (request.status !== 'pending') return null;
    const name = `${request.agent.firstName} ${request.agent.lastName}`;
    const busy = decide.isPending && decide.variables?.id === request.id;
    return (
      <div className="row row-actions">
        <RowButton
          icon="check"
          tone="primary"
          label={t('requests.accept')}
          name={t('requests.acceptLabel', { name })}
          disabled={busy}
          onClick={() => void answer(request, 'accepted')}
        />
        <RowButton
          icon="close"
          tone="danger"
          label={t('requests.reject')}
          name={t('requests.rejectLabel', { name })}
          disabled={busy}
          onClick={() => void answer(request, 'rejected')}
        />
      </div>
    );
  };

  return (
    <TeamListPage title={title} lead={t('requests.lead')} total={query.data?.total} countKey="requests.count">
      <DataTable
        caption={title}
        columns={columns}
        query={query}
        list={list}
        rowId={(request) => request.id}
        rowLabel={(request) => `${request.agent.firstName} ${request.agent.lastName}`}
        rowTestId="agent-request-row"
        searchLabel={t('requests.searchLabel')}
        sortOptions={[
          { sort: 'createdAt', order: 'desc', label: t('requests.sort.newest') },
          { sort: 'createdAt', order: 'asc', label: t('requests.sort.oldest') },
          { sort: 'lastName', order: 'asc', label: t('requests.sort.name') },
        ]}
        filters={[
          {
            key: 'status',
            label: t('requests.columns.status'),
            options: AGENT_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`requests.status.${s}`) })),
          },
        ]}
        actions={actions}
        actionsHeader={t('requests.columns.action')}
        errorTitle={t('requests.loadFailed')}
        empty={<StatePanel icon="user" level={2} title={t('requests.emptyTitle')} text={t('requests.emptyText')} />}
      />
    </TeamListPage>
  );
}
