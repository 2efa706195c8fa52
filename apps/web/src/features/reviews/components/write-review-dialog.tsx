import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REVIEW_TEXT, ZReviewForm, type TReviewForm } from '@immora/shared/reviews';
import { FormDialog, FormDialogActions } from '../../../components/dialog/form-dialog.tsx';
import { requestResolver } from '../../../components/form/request-resolver.ts';
import { StarRatingField } from '../../../components/form/star-rating-field.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { useWriteReview } from '../api/review-commands.ts';
import { useReviewMessage } from '../utils/review-message.ts';
import { ReviewRefusal } from './review-refusal.tsx';

type Values = { rating: number | null; text: string };
type Props = {
  appointmentId: string;
  /** Who is reviewed and where: the dialog's subtitle. */
  subtitle: string;
  onClose: () => void;
  /** After the review is stored (the caller reads its list again). */
  onReviewed: () => void;
};

/** 'Write a review' of a completed viewing: 1–5 stars and a text (decision 032). */
export function WriteReviewDialog({ appointmentId, subtitle, onClose, onReviewed }: Props) {
  const { t } = useTranslation('reviews');
  const message = useReviewMessage();
  const write = useWriteReview();
  const { control, register, handleSubmit, formState } = useForm<Values, unknown, TReviewForm>({
    resolver: requestResolver(ZReviewForm, (values: Values) => ({ rating: values.rating ?? 0, text: values.text })),
    defaultValues: { rating: null, text: '' },
  });
  const submit = handleSubmit(async (body) => {
    try {
      await write.mutateAsync({ appointmentId, ...body });
      toast(t('write.done'));
      onReviewed();
      onClose();
    } catch {
      // Shown below from the mutation's error.
    }
  });
  return (
    <FormDialog
      title={t('write.title')}
      subtitle={subtitle}
      icon="sparkle"
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      footer={
        <FormDialogActions
          onCancel={onClose}
          submitLabel={t('write.submit')}
          pending={write.isPending}
          pendingLabel={t('saving')}
        />
      }
    >
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingField
            name={`rating-${appointmentId}`}
            label={t('write.rating')}
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            optionLabel={(count) => t('stars', { count })}
            error={message(formState.errors.rating?.message)}
          />
        )}
      />
      <TextareaField
        label={t('write.text')}
        help={t('write.textHelp', { min: REVIEW_TEXT.min })}
        required
        rows={5}
        maxLength={REVIEW_TEXT.max}
        error={message(formState.errors.text?.message)}
        {...register('text')}
      />
      {write.error && <ReviewRefusal error={write.error} failed={t('write.failed')} />}
    </FormDialog>
  );
}
