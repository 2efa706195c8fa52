import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CRM_ERASURE_MESSAGES, CRM_ERASURE_PARTS } from '@immora/shared/crm-erasure';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { Icon } from '../../../components/icon.tsx';
import { PanelSection } from '../../../components/panel-section.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { useErasePerson, useErasurePreview } from '../api/person-erasure.ts';
import { crmPaths, type CrmKind, type CrmRole } from '../utils/crm-kinds.ts';
import { useCrmMessage } from '../utils/crm-message.ts';

type Props = { kind: CrmKind; role: CrmRole; id: string };

/**
 * "Erase this person" under a lead, customer or contact (decision 062): what the agency (or the
 * independent agent) keeps about the person, counted, then erased after a danger confirmation.
 * An agent of an agency is told that the agency erases.
 */
export function ErasePerson({ kind, role, id }: Props) {
  const { t } = useTranslation('crmRecords');
  const message = useCrmMessage();
  const navigate = useNavigate();
  const headingId = useId();
  const preview = useErasurePreview(kind, id);
  const erase = useErasePerson(kind, id);
  const [open, setOpen] = useState(false);
  const onlyHolder = preview.error?.message === CRM_ERASURE_MESSAGES.onlyHolder;
  const found = preview.data;
  const parts = found ? CRM_ERASURE_PARTS.filter((part) => found.counts[part] > 0) : [];

  const confirm = async () => {
    try {
      const done = await erase.mutateAsync();
      setOpen(false);
      const total = CRM_ERASURE_PARTS.reduce((n, part) => n + done.counts[part], 0);
      void showAlert({
        icon: 'success',
        title: t('erase.doneTitle'),
        text: t('erase.doneText', { count: total, name: done.person.name }),
      });
      void navigate(crmPaths(role, kind).list);
    } catch (error) {
      setOpen(false);
      void showAlert({
        icon: 'error',
        title: t('erase.failedTitle'),
        text: message((error as Error).message, t('erase.failedText')),
      });
    }
  };

  return (
    <PanelSection id={headingId} title={t('erase.title')}>
      <div className="stack crm-erase">
        {onlyHolder ? (
          <p className="notice">
            <Icon name="lock" size={16} />
            {t('erase.onlyHolder')}
          </p>
        ) : (
          <>
            <p className="note">{t('erase.lead')}</p>
            <div>
              <button type="button" className="btn btn--danger" disabled={!found} onClick={() => setOpen(true)}>
                <Icon name="trash" size={16} />
                {t('erase.action')}
              </button>
            </div>
          </>
        )}
      </div>
      {found && (
        <ConfirmDialog
          open={open}
          tone="danger"
          title={t('erase.confirmTitle', { name: found.person.name })}
          confirmLabel={t('erase.confirm')}
          pendingLabel={t('erase.pending')}
          onConfirm={confirm}
          onCancel={() => setOpen(false)}
        >
          <p>{t('erase.explain', { name: found.person.name, email: found.person.email })}</p>
          <ul className="crm-erase__parts">
            {parts.map((part) => (
              <li key={part}>{t(`erase.parts.${part}`, { count: found.counts[part] })}</li>
            ))}
          </ul>
          <p>{t('erase.kept')}</p>
          <p>
            <strong>{t('erase.final')}</strong>
          </p>
        </ConfirmDialog>
      )}
    </PanelSection>
  );
}
