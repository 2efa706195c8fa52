import { useTranslation } from 'react-i18next';
import { DialogAlert, FormDialog, FormDialogActions } from '../../../components/dialog/form-dialog.tsx';
import { AppealTextField, useAppealText } from '../../../components/report/appeal-text.tsx';
import { useTrustMessage } from '../../../components/report/use-trust-message.ts';
import { useDialogSubmit } from '../../../components/dialog/use-dialog-submit.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAppealCase } from '../api/owner-case.ts';

type Props = { caseId: string; listingTitle: string; onClose: () => void };

/** "Appeal": the owner's one answer to a decision (decision 076); the case goes back to staff. */
export function AppealDialog({ caseId, listingTitle, onClose }: Props) {
  const { t } = useTranslation('trust');
  const message = useTrustMessage();
  const appeal = useAppealCase(caseId);
  const appealText = useAppealText();
  const submit = useDialogSubmit({
    send: (body: string) => appeal.mutateAsync(body),
    success: t('appeal.sent'),
    onDone: onClose,
  });
  const failure = submit.error
    ? submit.error instanceof ApiError
      ? (message(submit.error.message) ?? t('appeal.failed'))
      : t('appeal.failed')
    : null;
  return (
    <FormDialog
      title={t('appeal.title')}
      subtitle={listingTitle}
      icon="mail"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        const text = appealText.check();
        if (text !== null) void submit.run(text);
      }}
      footer={
        <FormDialogActions
          onCancel={onClose}
          submitLabel={t('appeal.send')}
          pendingLabel={t('appeal.sending')}
          pending={submit.pending}
        />
      }
    >
      <AppealTextField {...appealText.field} />
      {failure && <DialogAlert>{failure}</DialogAlert>}
    </FormDialog>
  );
}
