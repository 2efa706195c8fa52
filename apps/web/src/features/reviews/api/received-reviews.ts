import { useQuery } from '@tanstack/react-query';
import type { TReceivedReview, TReviewSummary } from '@immora/shared/reviews';
import { listQueryOptions, type ListRequest } from '../../../components/data-table/use-list-query.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { RECEIVED_REVIEWS_KEY } from './review-keys.ts';

/** GET /api/reviews/received (reviews.listReceived): one page of the professional's reviews. */
export const useReceivedReviews = (request: ListRequest) =>
  useQuery(listQueryOptions<TReceivedReview>([...RECEIVED_REVIEWS_KEY, 'list'], '/api/reviews/received', request));

/** GET /api/reviews/received/summary (reviews.summary): average, count, unreplied. */
export const useReviewSummary = () =>
  useQuery({
    queryKey: [...RECEIVED_REVIEWS_KEY, 'summary'],
    queryFn: ({ signal }) => apiGet<TReviewSummary>('/api/reviews/received/summary', {}, signal),
  });
