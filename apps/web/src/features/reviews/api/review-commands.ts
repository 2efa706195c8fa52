import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReceivedReview, TReplyRequest, TReportRequest, TReviewRequest } from '@immora/shared/reviews';
import { apiPost, apiPut } from '../../../lib/api-client.ts';
import { PUBLIC_REVIEWS_KEY, RECEIVED_REVIEWS_KEY } from './review-keys.ts';

/** POST /api/reviews (reviews.write); the caller reads its appointments again. */
export const useWriteReview = () =>
  useMutation({ mutationFn: (body: TReviewRequest) => apiPost<TReceivedReview>('/api/reviews', body) });

function useReviewChange<B>(path: (id: string) => string, send: typeof apiPost) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: B }) => send<TReceivedReview>(path(encodeURIComponent(id)), body),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: RECEIVED_REVIEWS_KEY }),
        client.invalidateQueries({ queryKey: PUBLIC_REVIEWS_KEY }),
      ]),
  });
}

/** PUT /api/reviews/received/:id/reply (reviews.reply), once. */
export const useReplyToReview = () =>
  useReviewChange<TReplyRequest>((id) => `/api/reviews/received/${id}/reply`, apiPut);

/** POST /api/reviews/received/:id/report (reviews.report), once. */
export const useReportReview = () =>
  useReviewChange<TReportRequest>((id) => `/api/reviews/received/${id}/report`, apiPost);
