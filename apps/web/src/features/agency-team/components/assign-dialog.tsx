import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZAssignRequest, type TUnassignedProperty } from '@immora/shared/agency-team';
import { DialogAlert, FormDialog, FormDialogActions } from '../../../components/dialog/form-dialog.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { useAgencyAgents } from '../api/agency-agents.ts';
import { useAssignProperty } from '../api/unassigned-properties.ts';
import { useTeamMessage } from '../utils/team-message.ts';

const ALL_AGENTS = { page: 1, pageSize: 100, sort: 'lastName', order: 'asc' };

/** Assign a listing to one of the agency's agents ('Please select an agent', 'Failed to assign property'). */
export function AssignDialog({ property, onClose }: { property: TUnassignedProperty; onClose: () => void }) {
  const { t } = useTranslation('agency');
  const message = useTeamMessage();
  const agents = useAgencyAgents(ALL_AGENTS);
  const assign = useAssignProperty();
  const [agentId, setAgentId] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const options = (agents.data?.items ?? []).map((a) => ({ value: a.id, label: `${a.firstName} ${a.lastName}` }));
  const title = property.title || t('unassigned.untitled');

  const submit = async () => {
    const checked = ZAssignRequest.safeParse({ agentId });
    if (!checked.success) {
      setProblem(message(checked.error.issues[0]?.message));
      return;
    }
    setFailure(null);
    try {
      await assign.mutateAsync({ propertyId: property.id, agentId });
      const agent = options.find((o) => o.value === agentId)?.label ?? '';
      toast(t('unassigned.assigned', { title, agent }));
      onClose();
    } catch (error) {
      setFailure(message((error as Error).message, t('unassigned.failed')) ?? t('unassigned.failed'));
    }
  };

  return (
    <FormDialog
      title={t('unassigned.assignTitle')}
      subtitle={title}
      icon="user"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      footer={
        <FormDialogActions
          onCancel={onClose}
          submitLabel={t('unassigned.assign')}
          pending={assign.isPending}
          pendingLabel={t('unassigned.assigning')}
          icon="check"
        />
      }
    >
      {failure && <DialogAlert>{failure}</DialogAlert>}
      {agents.data && options.length === 0 ? (
        <p className="note">
          {t('unassigned.noAgents')} <Link to="/add-agent">{t('agents.add')}</Link>
        </p>
      ) : (
        <SelectField
          label={t('unassigned.agent')}
          placeholder={agents.isPending ? t('unassigned.loadingAgents') : t('unassigned.chooseAgent')}
          options={options}
          value={agentId}
          required
          error={problem}
          onChange={(event) => {
            setAgentId(event.target.value);
            setProblem(undefined);
          }}
        />
      )}
    </FormDialog>
  );
}
