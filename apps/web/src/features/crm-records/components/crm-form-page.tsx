import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useCrmRecord } from '../api/crm-records.ts';
import { crmPaths, crmPlural, type CrmKind, type CrmRole } from '../utils/crm-kinds.ts';
import { useCrmMessage } from '../utils/crm-message.ts';
import { ErasePerson } from './erase-person.tsx';
import './crm-records.css';

type Props<T> = {
  kind: CrmKind;
  role: CrmRole;
  /** The record to update; none: a new one. */
  id?: string | undefined;
  children: (record: T | undefined) => ReactNode;
  /** Shown under the form (or the refusal) once the record is read: a customer's viewings and e-mails. */
  after?: ((record: T) => ReactNode) | undefined;
};

/**
 * The frame of an add / update screen: title and breadcrumb, then the form; for an update, the
 * record first (loading, not found). A customer the user did not add shows 'Unauthorized Action'
 * with the spec's text instead of the form (spec 2 §6): the server would refuse the change anyway.
 */
export function CrmFormPage<T extends { canEdit: boolean }>({ kind, role, id, children, after }: Props<T>) {
  return id ? (
    <UpdateFrame<T> kind={kind} role={role} id={id} after={after}>
      {children}
    </UpdateFrame>
  ) : (
    <Frame kind={kind} role={role} editing={false}>
      {children(undefined)}
    </Frame>
  );
}

function UpdateFrame<T extends { canEdit: boolean }>({ kind, role, id, children, after }: Props<T> & { id: string }) {
  const { t } = useTranslation('crmRecords');
  const message = useCrmMessage();
  const record = useCrmRecord<T>(kind, id);
  const back = (
    <Link to={crmPaths(role, kind).list} className="btn btn--ghost">
      {t('form.back')}
    </Link>
  );
  return (
    <Frame kind={kind} role={role} editing>
      {record.isPending ? (
        <div className="card panel crm-form crm-form--loading" aria-busy="true" />
      ) : record.isError ? (
        <StatePanel icon="alert" level={2} title={t('form.notFound')} text={message(record.error.message)}>
          <RetryButton onRetry={() => void record.refetch()} />
          {back}
        </StatePanel>
      ) : !record.data.canEdit ? (
        <StatePanel icon="lock" level={2} alert title={t('unauthorized.title')} text={t('unauthorized.edit')}>
          {back}
        </StatePanel>
      ) : (
        children(record.data)
      )}
      {record.data && after?.(record.data)}
      {/* A lead, customer or contact names a person the agency may erase (decision 062). */}
      {record.data && kind !== 'opportunity' && <ErasePerson kind={kind} role={role} id={id} />}
    </Frame>
  );
}

function Frame({
  kind,
  role,
  editing,
  children,
}: {
  kind: CrmKind;
  role: CrmRole;
  editing: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('crmRecords');
  const id = useId();
  const plural = crmPlural(kind);
  const title = t(editing ? `${plural}.updateTitle` : `${plural}.addTitle`);
  usePageMeta(title);
  return (
    <section className="stack dash-page" aria-labelledby={`${id}-title`}>
      <PageHeader
        id={`${id}-title`}
        title={title}
        lead={t(`${plural}.formLead`)}
        breadcrumb={[{ label: t(`${plural}.title`), to: crmPaths(role, kind).list }, { label: title }]}
      />
      {children}
    </section>
  );
}
