import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZRescheduleRequest, type TAppointment, type TRescheduleRequest } from '@immora/shared/appointments';
import { DialogAlert } from '../../../components/dialog/form-dialog.tsx';
import { useDialogSubmit } from '../../../components/dialog/use-dialog-submit.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { requestResolver } from '../../../components/form/request-resolver.ts';
import { useSession } from '../../../lib/session-context.ts';
import { useRescheduleAppointment } from '../api/appointment-commands.ts';
import { useFreeSlots } from '../api/free-slots.ts';
import { useAppointmentMessage } from '../utils/appointment-message.ts';
import { AppointmentFormDialog } from './appointment-form-dialog.tsx';
import { formatStart, slotDays } from '../utils/slot-days.ts';

type Values = { day: string; startsAt: string };

/**
 * The owner's reschedule dialog: a date and a time among the listing's free slots (Belgian time),
 * so only a time the server would accept can be chosen; 'Appointment Rescheduled' on success.
 */
export function RescheduleDialog({ appointment, onClose }: { appointment: TAppointment; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { session } = useSession();
  const message = useAppointmentMessage();
  const slots = useFreeSlots(appointment.property.id, session?.token ?? null);
  const reschedule = useRescheduleAppointment();
  const days = useMemo(() => slotDays(slots.data?.slots ?? [], language), [slots.data, language]);
  const { control, register, handleSubmit, setValue, formState } = useForm<Values, unknown, TRescheduleRequest>({
    resolver: requestResolver(ZRescheduleRequest, (values: Values) => ({ startsAt: values.startsAt })),
    defaultValues: { day: '', startsAt: '' },
  });
  const chosenDay = useWatch({ control, name: 'day' });
  const day = days.find((d) => d.key === chosenDay);
  const dayField = register('day', {
    onChange: (event: { target: { value: string } }) =>
      setValue('startsAt', days.find((d) => d.key === event.target.value)?.slots[0]?.startsAt ?? ''),
  });

  const save = useDialogSubmit({
    send: (body: TRescheduleRequest) => reschedule.mutateAsync({ id: appointment.id, ...body }),
    success: t('appointment.messages.rescheduled'),
    onDone: onClose,
  });

  return (
    <AppointmentFormDialog
      title={t('appointment.rescheduleDialog.title')}
      subtitle={t('appointment.rescheduleDialog.current', { when: formatStart(appointment.startsAt, language) })}
      submitLabel={t('appointment.rescheduleDialog.submit')}
      submit={handleSubmit(save.run)}
      save={save}
      failed={t('appointment.messages.rescheduleFailed')}
      disabled={days.length === 0}
      onClose={onClose}
    >
      {slots.isError ? (
        <DialogAlert>{t('appointment.slotsFailed')}</DialogAlert>
      ) : slots.isPending ? (
        <p className="note">{t('appointment.loadingSlots')}</p>
      ) : days.length === 0 ? (
        <p className="note">{t('appointment.noSlots')}</p>
      ) : (
        <div className="appointment-dialog__grid">
          <SelectField
            label={t('appointment.rescheduleDialog.date')}
            required
            placeholder={t('appointment.rescheduleDialog.chooseDate')}
            options={days.map((d) => ({ value: d.key, label: d.label }))}
            {...dayField}
          />
          <Controller
            control={control}
            name="startsAt"
            render={({ field }) => (
              <SelectField
                label={t('appointment.rescheduleDialog.time')}
                required
                disabled={!day}
                placeholder={t('appointment.rescheduleDialog.chooseTime')}
                options={(day?.slots ?? []).map((s) => ({ value: s.startsAt, label: s.time }))}
                error={message(formState.errors.startsAt?.message)}
                {...field}
              />
            )}
          />
        </div>
      )}
      <p className="note">{t('appointment.rescheduleDialog.help')}</p>
    </AppointmentFormDialog>
  );
}
