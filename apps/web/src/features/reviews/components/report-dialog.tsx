import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_REASON, ZReportRequest, type TReceivedReview } from '@immora/shared/reviews';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useReportReview } from '../api/review-commands.ts';
import { useReviewMessage } from '../utils/review-message.ts';

/** 'Report abuse': the question and a reason; the review stays in the list, flagged (decision 032). */
export function ReportDialog({ review, onClose }: { review: TReceivedReview | null; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  const message = useReviewMessage();
  const report = useReportReview();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!review) return;
    const parsed = ZReportRequest.safeParse({ reason });
    if (!parsed.success) return setError(message(parsed.error.issues[0]?.message));
    try {
      await report.mutateAsync({ id: review.id, body: parsed.data });
      toast(t('report.done'));
      close();
    } catch (failure) {
      const reasonText = failure instanceof ApiError ? message(failure.message) : undefined;
      toast(reasonText ?? t('report.failed'), 'error');
    }
  };
  return (
    <ConfirmDialog
      open={review !== null}
      title={t('report.title')}
      confirmLabel={t('report.submit')}
      pendingLabel={t('saving')}
      tone="danger"
      onConfirm={confirm}
      onCancel={close}
    >
      <div className="stack form">
        <p>{t('report.text', { name: review?.reviewer.name ?? '' })}</p>
        <TextareaField
          label={t('report.reason')}
          required
          rows={3}
          maxLength={REPORT_REASON.max}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
