import { useQuery } from '@tanstack/react-query';
import type { TSentEmail } from '@immora/shared/emails';
import { listQueryOptions, type ListRequest } from '../../../components/data-table/use-list-query.ts';
import { SENT_KEY } from './email-keys.ts';

/** GET /api/emails/sent (emails.listSent): one page of the sent log. */
export const useSentEmails = (request: ListRequest) =>
  useQuery(listQueryOptions<TSentEmail>(SENT_KEY, '/api/emails/sent', request));
