import { ApiError } from '../../../lib/api-client.ts';

/** A failed estimate call, with the translation key (namespace `estimate`) of what to tell the visitor. */
export class EstimateError extends ApiError {
  readonly key: string;
  constructor(error: ApiError, key: string) {
    super(error.status, error.code, error.message, error.fields);
    this.key = key;
  }
}

/**
 * The visitor's words for a failed call: the API's own message when the contract knows it (its
 * `ESTIMATE_MESSAGE_KEYS`, read only now: the contract's module brings zod, which the page does
 * not load before it needs it), else 'too many requests' or 'could not be reached'.
 */
export async function estimateError(error: unknown): Promise<unknown> {
  if (!(error instanceof ApiError)) return error;
  if (error.status === 429) return new EstimateError(error, 'errors.tooMany');
  if (error.status >= 500) return new EstimateError(error, 'errors.failed');
  const { ESTIMATE_MESSAGE_KEYS } = await import('@immora/shared/estimates');
  const keys = ESTIMATE_MESSAGE_KEYS as Record<string, string>;
  const message = Object.values(error.fields ?? {}).find((m) => keys[m]) ?? error.message;
  return new EstimateError(error, keys[message] ?? 'errors.refused');
}

/** The translation key of any error an estimate query ended with. */
export const errorKey = (error: unknown) => (error instanceof EstimateError ? error.key : 'errors.failed');
