import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  OWNER_TRANSITIONS,
  ZStatusUpdateRequest,
  type TAppointment,
  type TStatusUpdateRequest,
} from '@immora/shared/appointments';
import { useDialogSubmit } from '../../../components/dialog/use-dialog-submit.ts';
import { RadioCardsField } from '../../../components/form/radio-cards-field.tsx';
import { requestResolver } from '../../../components/form/request-resolver.ts';
import { useSetAppointmentStatus } from '../api/appointment-commands.ts';
import { useAppointmentMessage } from '../utils/appointment-message.ts';
import { AppointmentFormDialog } from './appointment-form-dialog.tsx';
import { formatStart } from '../utils/slot-days.ts';

type Status = TStatusUpdateRequest['status'];
type Values = { status: Status | '' };

/** The owner's update-status dialog: only the statuses the appointment can move to (decision 021). */
export function StatusDialog({ appointment, onClose }: { appointment: TAppointment; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const message = useAppointmentMessage();
  const update = useSetAppointmentStatus();
  const choices = OWNER_TRANSITIONS[appointment.status] as readonly Status[];
  const { control, handleSubmit, formState } = useForm<Values, unknown, TStatusUpdateRequest>({
    resolver: requestResolver(ZStatusUpdateRequest, (values: Values) => ({ status: values.status as Status })),
    defaultValues: { status: choices[0] ?? '' },
  });
  const save = useDialogSubmit({
    send: (body: TStatusUpdateRequest) => update.mutateAsync({ id: appointment.id, ...body }),
    success: t('appointment.statusUpdated'),
    onDone: onClose,
  });
  return (
    <AppointmentFormDialog
      title={t('appointment.statusDialog.title')}
      subtitle={`${appointment.client.name} · ${formatStart(appointment.startsAt, i18n.resolvedLanguage ?? 'en')}`}
      submitLabel={t('appointment.statusDialog.submit')}
      submit={handleSubmit(save.run)}
      save={save}
      failed={t('appointment.messages.statusFailed')}
      onClose={onClose}
    >
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <RadioCardsField
            name={`status-${appointment.id}`}
            label={t('appointment.statusDialog.label')}
            required
            layout="stack"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message(formState.errors.status?.message)}
            cardTestId="status-choice"
            options={choices.map((status) => ({
              value: status,
              label: t(`appointment.statusDialog.to.${status}`),
              description: t(`appointment.statusDialog.help.${status}`),
            }))}
          />
        )}
      />
    </AppointmentFormDialog>
  );
}
