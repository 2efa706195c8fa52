import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPublicReview } from '@immora/shared/reviews';
import { Pagination } from '../../../components/pagination.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { formatDate } from '../../../lib/format.ts';
import { formatRating } from '../utils/format-rating.ts';
import { PUBLIC_PAGE_SIZE, usePublicReviews, type ReviewedKind } from '../api/public-reviews.ts';
import './reviews.css';

function PublicReview({ review }: { review: TPublicReview }) {
  const { t, i18n } = useTranslation('reviews');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <li className="stack public-review" data-testid="public-review">
      <div className="cluster public-review__head">
        <StarRating value={review.rating} label={t('starsOutOf', { value: review.rating })} size={16} />
        <strong>{review.reviewer}</strong>
        <time className="note" dateTime={review.createdAt}>
          {formatDate(review.createdAt, language)}
        </time>
      </div>
      {review.reported ? <p className="note">{t('public.moderation')}</p> : <p>{review.text}</p>}
      {review.reply && (
        <p className="review-reply" data-testid="public-review-reply">
          <strong>{t('public.reply')}</strong> {review.reply}
        </p>
      )}
    </li>
  );
}

/** The reviews panel of a public agent or agency page: average (one decimal, stars), count, a page of reviews with replies. */
export function PublicReviews({ kind, id }: { kind: ReviewedKind; id: string }) {
  const { t, i18n } = useTranslation('reviews');
  const language = i18n.resolvedLanguage ?? 'en';
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data, isError } = usePublicReviews(kind, id, page);
  const average = data?.average ?? null;
  return (
    <section className="card panel public-reviews" aria-labelledby={headingId} data-testid="public-reviews">
      <h2 id={headingId} className="panel__title">
        {t('public.title')}
      </h2>
      {isError ? (
        <p className="note">{t('loadFailed')}</p>
      ) : data && data.total === 0 ? (
        <p className="note">{t('public.none')}</p>
      ) : data ? (
        <>
          <p className="cluster public-reviews__summary" data-testid="public-reviews-summary">
            <strong className="public-reviews__average">{formatRating(average, language)}</strong>
            <StarRating value={average} label={t('starsOutOf', { value: average ?? 0 })} size={20} />
            <span className="note">{t('count', { count: data.total })}</span>
          </p>
          <ul className="stack public-reviews__list">
            {data.items.map((review) => (
              <PublicReview key={review.id} review={review} />
            ))}
          </ul>
          {data.total > PUBLIC_PAGE_SIZE && (
            <Pagination page={page} pages={Math.ceil(data.total / PUBLIC_PAGE_SIZE)} onChange={setPage} />
          )}
        </>
      ) : (
        <div className="skeleton public-reviews__skeleton" />
      )}
    </section>
  );
}
