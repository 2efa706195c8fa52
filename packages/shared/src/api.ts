import { z } from 'zod';

/** Envelope of every successful answer (DESIGN.md conventions). */
export type ApiSuccess<T> = { success: true; data: T };

/** Envelope of every 4xx/5xx answer. */
export const ZApiError = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  /** Sign-in to a closed account in its grace period: `fields.eraseAfter` (and `fields.reopenToken` after OAuth), decision 061. */
  accountClosed: 'ACCOUNT_CLOSED',
  /** Sign-in to an account staff suspended (decision 076): the message is in the reader's language. */
  accountSuspended: 'ACCOUNT_SUSPENDED',
  /** Publishing refused: `fields` names every missing field ('Missing Data'). */
  missingData: 'MISSING_DATA',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  headersTooLarge: 'HEADERS_TOO_LARGE',
  requestTimeout: 'REQUEST_TIMEOUT',
  unsupportedMedia: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;

/** The answer of a rate-limited route ({seconds}: until there is room again); the screens translate it. */
export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again in {seconds} seconds.';

/** The list answer `{ items, total, page, pageSize }`: one shape for every list (list-query.ts). */
export { listPage as paginated } from './list-query.ts';
