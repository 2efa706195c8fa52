import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DECISION_REASON_MAX, TRUST_MESSAGES } from '@immora/shared/trust';
import { DialogAlert, FormDialog, FormDialogActions } from '../../../components/dialog/form-dialog.tsx';
import { useDialogSubmit } from '../../../components/dialog/use-dialog-submit.ts';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import type { IconName } from '../../../components/icon.tsx';
import { useTrustMessage } from '../../../components/report/use-trust-message.ts';
import { ApiError } from '../../../lib/api-client.ts';

type Props = {
  title: string;
  subtitle?: string;
  icon?: IconName;
  /** What the action does, said before the reason is asked. */
  children: ReactNode;
  submitLabel: string;
  /** Said in a toast once done. */
  success: string;
  send: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Every staff decision asks for its reason (decision 076): what the action does, the reason
 * (required, it goes to the owner and the audit log), the server's refusal in words.
 */
export function ReasonDialog({ title, subtitle, icon, children, submitLabel, success, send, onClose }: Props) {
  const { t } = useTranslation('staff');
  const message = useTrustMessage();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = useDialogSubmit({ send, success, onDone: onClose });
  const failure = submit.error
    ? submit.error instanceof ApiError
      ? (message(submit.error.fields?.reason ?? submit.error.message) ?? t('action.failed'))
      : t('action.failed')
    : null;
  return (
    <FormDialog
      title={title}
      subtitle={subtitle}
      icon={icon}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        const text = reason.trim();
        if (!text) return setError(message(TRUST_MESSAGES.decisionReasonRequired));
        setError(undefined);
        void submit.run(text);
      }}
      footer={
        <FormDialogActions
          onCancel={onClose}
          submitLabel={submitLabel}
          pendingLabel={t('action.saving')}
          pending={submit.pending}
        />
      }
    >
      <div className="stack staff-dialog__text">{children}</div>
      <TextareaField
        label={t('action.reason')}
        help={t('action.reasonHelp')}
        required
        rows={4}
        maxLength={DECISION_REASON_MAX}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      {failure && <DialogAlert>{failure}</DialogAlert>}
    </FormDialog>
  );
}
