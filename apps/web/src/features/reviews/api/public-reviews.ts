import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPublicReviewsPage } from '@immora/shared/reviews';
import { apiGet } from '../../../lib/api-client.ts';
import { PUBLIC_REVIEWS_KEY } from './review-keys.ts';

export type ReviewedKind = 'agent' | 'agency';
const BASE: Record<ReviewedKind, string> = { agent: '/api/agents', agency: '/api/agencies' };
export const PUBLIC_PAGE_SIZE = 5;

/** GET /api/agents/:id/reviews | /api/agencies/:id/reviews (reviews.ofAgent / ofAgency): a page and the average. */
export const usePublicReviews = (kind: ReviewedKind, id: string, page: number) =>
  useQuery({
    queryKey: [...PUBLIC_REVIEWS_KEY, kind, id, page],
    queryFn: ({ signal }) =>
      apiGet<TPublicReviewsPage>(
        `${BASE[kind]}/${encodeURIComponent(id)}/reviews`,
        { page: String(page), pageSize: String(PUBLIC_PAGE_SIZE) },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
