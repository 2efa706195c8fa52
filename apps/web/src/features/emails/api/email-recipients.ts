import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TEmailRecipient } from '@immora/shared/emails';
import type { ListPage } from '@immora/shared/list-query';
import { apiGet } from '../../../lib/api-client.ts';
import { RECIPIENTS_KEY } from './email-keys.ts';

/** GET /api/emails/recipients (emails.listRecipients): my leads and customers, searched. */
export const useEmailRecipients = (query: {
  q?: string | undefined;
  kind?: string | undefined;
  page: number;
  pageSize: number;
}) =>
  useQuery({
    queryKey: [...RECIPIENTS_KEY, query],
    queryFn: ({ signal }) => apiGet<ListPage<TEmailRecipient>>('/api/emails/recipients', query, signal),
    placeholderData: keepPreviousData,
  });
