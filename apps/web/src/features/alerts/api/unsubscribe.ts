import type { TUnsubscribeResult } from '@immora/shared/alerts';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/alerts/unsubscribe/:token: turns off the alert of an e-mail's link, without a session. */
export function unsubscribe(token: string): Promise<TUnsubscribeResult> {
  return apiPost<TUnsubscribeResult>(`/api/alerts/unsubscribe/${encodeURIComponent(token)}`);
}
