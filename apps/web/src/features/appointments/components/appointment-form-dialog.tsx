import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormDialogActions } from '../../../components/dialog/form-dialog.tsx';
import type { IconName } from '../../../components/icon.tsx';
import { AppointmentRefusal } from './appointment-refusal.tsx';

type Props = {
  title: string;
  subtitle: string;
  submitLabel: string;
  submitIcon?: IconName;
  /** The form's submit (react-hook-form's `handleSubmit` of the dialog's `useDialogSubmit`). */
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The dialog's `useDialogSubmit`: its request out, and its refusal. */
  save: { pending: boolean; error: Error | null };
  /** The spec's sentence above the server's reason when the request is refused. */
  failed: string;
  disabled?: boolean;
  onClose: () => void;
  children: ReactNode;
};

/** A booking or change of an appointment in a dialog: its fields, 'Saving…' while sent, its refusal below them. */
export function AppointmentFormDialog({ submit, save, failed, submitLabel, submitIcon, disabled, ...dialog }: Props) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={dialog.title}
      subtitle={dialog.subtitle}
      icon="calendar"
      onClose={dialog.onClose}
      onSubmit={(event) => void submit(event)}
      footer={
        <FormDialogActions
          onCancel={dialog.onClose}
          icon={submitIcon}
          submitLabel={submitLabel}
          pending={save.pending}
          pendingLabel={t('appointment.saving')}
          disabled={disabled}
        />
      }
    >
      {dialog.children}
      {save.error && <AppointmentRefusal error={save.error} failed={failed} />}
    </FormDialog>
  );
}
