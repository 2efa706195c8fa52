import { ERROR_CODES } from '@immora/shared/api';
import { ApiError } from '../../../lib/api-client.ts';

/** A sign-in refused because the account is closed (decision 061): when it will be erased, and an OAuth sign-in's reopen token. */
export type ClosedAccount = { eraseAfter: string; reopenToken?: string };

export function closedAccountOf(error: unknown): ClosedAccount | null {
  if (!(error instanceof ApiError) || error.status !== 403 || error.code !== ERROR_CODES.accountClosed) return null;
  const eraseAfter = error.fields?.eraseAfter;
  if (!eraseAfter) return null;
  const reopenToken = error.fields?.reopenToken;
  return reopenToken ? { eraseAfter, reopenToken } : { eraseAfter };
}
