import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ZAgentCreateForm,
  ZAgentUpdateRequest,
  type TAgencyAgent,
  type TAgentCreateForm,
} from '@immora/shared/agency-team';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { EmailField } from '../../../components/form/email-field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { StatePanel, RetryButton } from '../../../components/state-panel.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { placeServerErrors } from '../../../lib/server-fields.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useAddAgent, useAgencyAgent, useUpdateAgent } from '../api/agency-agents.ts';
import { useTeamMessage } from '../utils/team-message.ts';
import './agency-team.css';

const FIELDS: Path<TAgentCreateForm>[] = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'password',
  'confirmPassword',
];
const EMPTY: TAgentCreateForm = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
};

/** /add-agent and /edit-agent/:id: the agent's names and phone; a new agent also gets an e-mail and a password. */
export default function AgentFormPage() {
  const { id } = useParams();
  return id ? <EditAgent id={id} /> : <AgentForm />;
}

function EditAgent({ id }: { id: string }) {
  const { t } = useTranslation('agency');
  const message = useTeamMessage();
  const agent = useAgencyAgent(id);
  if (agent.isPending) return <div className="card panel team-form team-form--loading" aria-busy="true" />;
  if (agent.isError)
    return (
      <StatePanel icon="alert" level={1} title={t('form.notFound')} text={message(agent.error.message)}>
        <RetryButton onRetry={() => void agent.refetch()} />
        <Link to="/agency-agents" className="btn btn--ghost">
          {t('form.back')}
        </Link>
      </StatePanel>
    );
  return <AgentForm agent={agent.data} />;
}

function AgentForm({ agent }: { agent?: TAgencyAgent }) {
  const { t } = useTranslation('agency');
  const message = useTeamMessage();
  const navigate = useNavigate();
  const id = useId();
  const add = useAddAgent();
  const update = useUpdateAgent(agent?.id ?? '');
  const editing = agent !== undefined;
  const title = editing ? t('form.editTitle') : t('form.addTitle');
  usePageMeta(title);
  const form = useForm<TAgentCreateForm>({
    resolver: zodResolver(editing ? ZAgentUpdateRequest : ZAgentCreateForm) as unknown as Resolver<TAgentCreateForm>,
    defaultValues: agent
      ? { ...EMPTY, firstName: agent.firstName, lastName: agent.lastName, phoneNumber: agent.phoneNumber ?? '' }
      : EMPTY,
  });
  const { register, formState } = form;
  const error = (name: Path<TAgentCreateForm>) => message(form.getFieldState(name, formState).error?.message);

  const submit = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    try {
      if (editing) {
        const { firstName, lastName, phoneNumber } = values;
        await update.mutateAsync({ firstName, lastName, phoneNumber });
        toast(t('form.saved'));
      } else {
        await add.mutateAsync(values);
        toast(t('form.added', { email: values.email }), 'success', 10_000);
      }
      void navigate('/agency-agents');
    } catch (failure) {
      if (!placeServerErrors(failure, FIELDS, form.setError))
        toast(message((failure as Error).message, t('form.failed')) ?? t('form.failed'), 'error');
    }
  });

  return (
    <section className="stack dash-page" aria-labelledby={`${id}-title`}>
      <PageHeader
        id={`${id}-title`}
        title={title}
        lead={editing ? t('form.editLead', { email: agent.email }) : t('form.addLead')}
        breadcrumb={[{ label: t('agents.title'), to: '/agency-agents' }, { label: title }]}
      />
      <form className="card panel form team-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="form__grid">
          <TextField
            label={t('form.firstName')}
            autoComplete="off"
            required
            error={error('firstName')}
            {...register('firstName')}
          />
          <TextField
            label={t('form.lastName')}
            autoComplete="off"
            required
            error={error('lastName')}
            {...register('lastName')}
          />
          {!editing && (
            <EmailField
              label={t('form.email')}
              autoComplete="off"
              required
              help={t('form.emailHelp')}
              error={error('email')}
              {...register('email')}
            />
          )}
          <PhoneField
            label={t('form.phone')}
            autoComplete="off"
            required
            help={t('form.phoneHelp')}
            error={error('phoneNumber')}
            {...register('phoneNumber')}
          />
          {!editing && (
            <>
              <PasswordField
                label={t('form.password')}
                autoComplete="new-password"
                required
                error={error('password')}
                {...register('password')}
              />
              <PasswordField
                label={t('form.confirmPassword')}
                autoComplete="new-password"
                required
                error={error('confirmPassword')}
                {...register('confirmPassword')}
              />
            </>
          )}
        </div>
        <div className="form__actions">
          <Link to="/agency-agents" className="btn btn--ghost">
            {t('form.cancel')}
          </Link>
          <button type="submit" className="btn btn--primary" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('form.saving') : editing ? t('form.save') : t('form.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
