import { useMutation } from '@tanstack/react-query';
import type { TNewsletterSubscribeRequest, TNewsletterSubscribeResponse } from '@immora/shared/newsletter';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/newsletter with {email, language}. */
export function subscribeNewsletter(body: TNewsletterSubscribeRequest): Promise<TNewsletterSubscribeResponse> {
  return apiPost<TNewsletterSubscribeResponse>('/api/newsletter', body);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
