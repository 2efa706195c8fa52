import type { TEmailStop } from '@immora/shared/email-stop';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

/** GET /api/emails/stop?token= (emails.readStop): who the link asks to stop, and whether it is done. */
export const readEmailStop = (token: string, signal?: AbortSignal) =>
  apiGet<TEmailStop>('/api/emails/stop', { token }, signal);

/** POST /api/emails/stop?token= (emails.stop): the address joins the sender's refusals; idempotent. */
export const stopEmails = (token: string) => apiPost<TEmailStop>(`/api/emails/stop?token=${encodeURIComponent(token)}`);
