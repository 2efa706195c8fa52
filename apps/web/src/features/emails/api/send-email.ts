import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEmailPreview, TEmailPreviewRequest, TEmailSendRequest, TEmailSendResult } from '@immora/shared/emails';
import { apiPost } from '../../../lib/api-client.ts';
import { SENT_KEY } from './email-keys.ts';

/** POST /api/emails/send (emails.send): one e-mail per recipient; the sent log is read again. */
export function useSendEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TEmailSendRequest) => apiPost<TEmailSendResult>('/api/emails/send', body),
    onSettled: () => client.invalidateQueries({ queryKey: SENT_KEY }),
  });
}

/** POST /api/emails/preview (emails.preview): the message as one recipient reads it. */
export const usePreviewEmail = () =>
  useMutation({ mutationFn: (body: TEmailPreviewRequest) => apiPost<TEmailPreview>('/api/emails/preview', body) });
