import type { TAppealLinkCase } from '@immora/shared/appeal-link';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

/** GET /api/appeals?token= (cases.readAppealLink): the suspension and whether it may still be appealed. */
export const readAppealLink = (token: string, signal?: AbortSignal) =>
  apiGet<TAppealLinkCase>('/api/appeals', { token }, signal);

/** POST /api/appeals?token= (cases.appealByLink): the one appeal; the case goes back to staff. */
export const appealByLink = (token: string, text: string) =>
  apiPost<TAppealLinkCase>(`/api/appeals?token=${encodeURIComponent(token)}`, { text });
