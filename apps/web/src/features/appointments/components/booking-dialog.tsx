import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZBookingRequest, VISIT_TYPES, type TBookingRequest, type TVisitType } from '@immora/shared/appointments';
import { useDialogSubmit } from '../../../components/dialog/use-dialog-submit.ts';
import { RadioCardsField } from '../../../components/form/radio-cards-field.tsx';
import { SwitchField } from '../../../components/form/switch-field.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { requestResolver } from '../../../components/form/request-resolver.ts';
import { useBookAppointment } from '../api/book-appointment.ts';
import { useAppointmentMessage } from '../utils/appointment-message.ts';
import { AppointmentFormDialog } from './appointment-form-dialog.tsx';
import { formatStart } from '../utils/slot-days.ts';

type Values = { visitType: TVisitType; profileShared: boolean; message: string };

type Props = {
  propertyId: string;
  propertyTitle: string;
  startsAt: string;
  onClose: () => void;
  onBooked: (startsAt: string) => void;
};

/** The second click of a booking: visit type, profile shared and a message, then POST /api/appointments. */
export function BookingDialog({ propertyId, propertyTitle, startsAt, onClose, onBooked }: Props) {
  const { t, i18n } = useTranslation();
  const message = useAppointmentMessage();
  const book = useBookAppointment();
  const { control, register, handleSubmit, formState } = useForm<Values, unknown, TBookingRequest>({
    resolver: requestResolver(ZBookingRequest, (values: Values) => ({ propertyId, startsAt, ...values })),
    defaultValues: { visitType: 'inPerson', profileShared: true, message: '' },
  });
  const save = useDialogSubmit({
    send: (body: TBookingRequest) => book.mutateAsync(body),
    onDone: () => onBooked(startsAt),
  });
  return (
    <AppointmentFormDialog
      title={t('appointment.booking.confirmTitle')}
      subtitle={`${propertyTitle} · ${formatStart(startsAt, i18n.resolvedLanguage ?? 'en')}`}
      submitLabel={t('appointment.booking.confirm')}
      submitIcon="check"
      submit={handleSubmit(save.run)}
      save={save}
      failed={t('appointment.booking.failed')}
      onClose={onClose}
    >
      <Controller
        control={control}
        name="visitType"
        render={({ field }) => (
          <RadioCardsField
            name={`visit-type-${propertyId}`}
            label={t('appointment.columns.visitType')}
            layout="row"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message(formState.errors.visitType?.message)}
            options={VISIT_TYPES.map((type) => ({ value: type, label: t(`appointment.visitType.${type}`) }))}
          />
        )}
      />
      <SwitchField
        label={t('appointment.booking.shareProfile')}
        help={t('appointment.booking.shareProfileHelp')}
        {...register('profileShared')}
      />
      <TextareaField
        label={t('appointment.booking.message')}
        maxLength={1000}
        rows={3}
        error={message(formState.errors.message?.message)}
        {...register('message')}
      />
    </AppointmentFormDialog>
  );
}
