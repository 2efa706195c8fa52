import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TReceivedReview } from '@immora/shared/reviews';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { StarRating } from '../../../components/star-rating.tsx';
import { formatDate } from '../../../lib/format.ts';

/** A review's reply state as a badge: replied, waiting for a reply, and reported. */
function ReplyState({ review }: { review: TReceivedReview }) {
  const { t } = useTranslation('reviews');
  return (
    <span className="cluster review-states">
      <span
        className={`status-badge status-badge--${review.reply ? 'success' : 'warning'}`}
        data-testid="review-reply-state"
      >
        {t(review.reply ? 'state.replied' : 'state.unreplied')}
      </span>
      {review.reportedAt && <span className="status-badge status-badge--muted">{t('state.reported')}</span>}
    </span>
  );
}

/**
 * The professional's reviews: rating, text (with the reply under it), reviewer, listing, who is
 * reviewed (an agency's list only), date and reply state.
 */
export function useReviewColumns(withSubject: boolean): DataColumn<TReceivedReview>[] {
  const { t, i18n } = useTranslation('reviews');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const columns: DataColumn<TReceivedReview>[] = [
      {
        id: 'rating',
        header: t('columns.rating'),
        sortKey: 'rating',
        firstOrder: 'desc',
        card: 'head',
        cell: (r) => <StarRating value={r.rating} label={t('starsOutOf', { value: r.rating })} />,
      },
      {
        id: 'text',
        header: t('columns.text'),
        card: 'wide',
        cell: (r) => (
          <div className="stack review-text">
            <p>{r.text}</p>
            {r.reply && (
              <p className="review-reply note">
                <strong>{t('replyPrefix')}</strong> {r.reply}
              </p>
            )}
            {r.reportReason && <p className="note review-report">{t('reportedBecause', { reason: r.reportReason })}</p>}
          </div>
        ),
      },
      { id: 'reviewer', header: t('columns.reviewer'), card: 'title', cell: (r) => r.reviewer.name },
      {
        id: 'property',
        header: t('columns.property'),
        cell: (r) => <Link to={`/single-v1/${r.property.id}`}>{r.property.title ?? t('untitled')}</Link>,
      },
    ];
    if (withSubject)
      columns.push({
        id: 'subject',
        header: t('columns.subject'),
        cell: (r) => (r.subject.self ? t('subjectSelf') : r.subject.name),
      });
    columns.push(
      {
        id: 'createdAt',
        header: t('columns.date'),
        sortKey: 'createdAt',
        firstOrder: 'desc',
        cell: (r) => <time dateTime={r.createdAt}>{formatDate(r.createdAt, language)}</time>,
      },
      { id: 'reply', header: t('columns.reply'), cell: (r) => <ReplyState review={r} /> },
    );
    return columns;
  }, [t, language, withSubject]);
}
