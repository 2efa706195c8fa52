import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REPLY_TEXT, ZReplyRequest, type TReceivedReview, type TReplyRequest } from '@immora/shared/reviews';
import { FormDialog, FormDialogActions } from '../../../components/dialog/form-dialog.tsx';
import { requestResolver } from '../../../components/form/request-resolver.ts';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { useReplyToReview } from '../api/review-commands.ts';
import { useReviewMessage } from '../utils/review-message.ts';
import { ReviewRefusal } from './review-refusal.tsx';

/** The professional's one reply to a review. */
export function ReplyDialog({ review, onClose }: { review: TReceivedReview; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  const message = useReviewMessage();
  const reply = useReplyToReview();
  const { register, handleSubmit, formState } = useForm<TReplyRequest, unknown, TReplyRequest>({
    resolver: requestResolver(ZReplyRequest, (values: TReplyRequest) => values),
    defaultValues: { text: '' },
  });
  const submit = handleSubmit(async (body) => {
    try {
      await reply.mutateAsync({ id: review.id, body });
      toast(t('reply.done'));
      onClose();
    } catch {
      // Shown below from the mutation's error.
    }
  });
  return (
    <FormDialog
      title={t('reply.title')}
      subtitle={`${review.reviewer.name} · ${review.property.title ?? t('untitled')}`}
      icon="mail"
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      footer={
        <FormDialogActions
          onCancel={onClose}
          submitLabel={t('reply.submit')}
          pending={reply.isPending}
          pendingLabel={t('saving')}
        />
      }
    >
      <TextareaField
        label={t('reply.text')}
        help={t('reply.help')}
        required
        rows={5}
        maxLength={REPLY_TEXT.max}
        error={message(formState.errors.text?.message)}
        {...register('text')}
      />
      {reply.error && <ReviewRefusal error={reply.error} failed={t('reply.failed')} />}
    </FormDialog>
  );
}
