import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_MAX, REVIEW_REPLY_STATES, REVIEW_SORTS, type TReceivedReview } from '@immora/shared/reviews';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { RowButton } from '../../../components/data-table/row-button.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { listRequest } from '../../../components/data-table/use-list-query.ts';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { StatCard, StatCards } from '../../../components/dashboard/stat-card.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { formatRating } from '../utils/format-rating.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useReceivedReviews, useReviewSummary } from '../api/received-reviews.ts';
import { ReplyDialog } from './reply-dialog.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { useReviewColumns } from './review-columns.tsx';
import './reviews.css';

const PAGE_SIZE = 10;

/**
 * /dashboard-reviews (agent) and /agency-review (agency): the reviews of the reader (an agency:
 * also of its listings' agents, read only) with their average and count, filters by rating and
 * reply, and the reply (once) and report-abuse actions (decision 032).
 */
export default function ReviewsPage({ role }: { role: 'individual' | 'agency' }) {
  const { t, i18n } = useTranslation('reviews');
  const language = i18n.resolvedLanguage ?? 'en';
  const id = useId();
  const list = useListParams({ sorts: REVIEW_SORTS, defaultSort: 'createdAt', filters: ['rating', 'reply'] });
  const query = useReceivedReviews(listRequest(list, PAGE_SIZE));
  const summary = useReviewSummary();
  const columns = useReviewColumns(role === 'agency');
  const [replying, setReplying] = useState<TReceivedReview | null>(null);
  const [reporting, setReporting] = useState<TReceivedReview | null>(null);
  const { t: tc } = useTranslation();
  const title = tc('pages.reviews');
  usePageMeta(title);
  const average = summary.data?.average ?? null;

  const actions = (review: TReceivedReview) =>
    review.canReply || review.canReport ? (
      <div className="row row-actions">
        {review.canReply && (
          <RowButton
            icon="mail"
            tone="primary"
            label={t('reply.action')}
            name={t('reply.actionLabel', { name: review.reviewer.name })}
            onClick={() => setReplying(review)}
          />
        )}
        {review.canReport && (
          <RowButton
            icon="alert"
            tone="danger"
            label={t('report.action')}
            name={t('report.actionLabel', { name: review.reviewer.name })}
            onClick={() => setReporting(review)}
          />
        )}
      </div>
    ) : null;

  return (
    <section className="stack dash-page reviews-page" aria-labelledby={`${id}-title`}>
      <PageHeader
        id={`${id}-title`}
        title={title}
        lead={t(role === 'agency' ? 'leadAgency' : 'lead')}
        count={query.data?.total ? t('count', { count: query.data.total }) : undefined}
      />
      <StatCards label={t('stats.label')} loading={summary.isPending} count={3}>
        <StatCard
          icon="sparkle"
          tone="accent"
          label={t('stats.average')}
          value={formatRating(average, language)}
          testId="reviews-average"
        >
          <StarRating value={average} label={t('starsOutOf', { value: average ?? 0 })} />
        </StatCard>
        <StatCard
          icon="list"
          label={t('stats.count')}
          value={formatNumber(summary.data?.count ?? 0, language)}
          testId="reviews-count"
        />
        <StatCard
          icon="mail"
          tone="success"
          label={t('stats.unreplied')}
          value={formatNumber(summary.data?.unreplied ?? 0, language)}
        />
      </StatCards>
      <DataTable
        caption={title}
        columns={columns}
        query={query}
        list={list}
        rowId={(review) => review.id}
        rowLabel={(review) => t('rowLabel', { name: review.reviewer.name, count: review.rating })}
        rowTestId="review-row"
        searchLabel={t('searchLabel')}
        sortOptions={[
          { sort: 'createdAt', order: 'desc', label: t('sort.newest') },
          { sort: 'createdAt', order: 'asc', label: t('sort.oldest') },
          { sort: 'rating', order: 'desc', label: t('sort.best') },
          { sort: 'rating', order: 'asc', label: t('sort.worst') },
        ]}
        filters={[
          {
            key: 'rating',
            label: t('columns.rating'),
            options: Array.from({ length: RATING_MAX }, (_, i) => RATING_MAX - i).map((n) => ({
              value: String(n),
              label: t('stars', { count: n }),
            })),
          },
          {
            key: 'reply',
            label: t('columns.reply'),
            options: REVIEW_REPLY_STATES.map((s) => ({ value: s, label: t(`state.${s}`) })),
          },
        ]}
        cardsBelow={1101}
        actions={actions}
        actionsHeader={t('columns.action')}
        errorTitle={t('loadFailed')}
        empty={<StatePanel icon="sparkle" level={2} title={t('emptyTitle')} text={t('emptyText')} />}
      />
      {replying && <ReplyDialog review={replying} onClose={() => setReplying(null)} />}
      <ReportDialog review={reporting} onClose={() => setReporting(null)} />
    </section>
  );
}
