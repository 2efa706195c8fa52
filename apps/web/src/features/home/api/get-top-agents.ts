import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAgentListItem } from '@immora/shared/professionals';
import { apiGet } from '../../../lib/api-client.ts';

type Page = { items: TAgentListItem[]; total: number };

export const topAgentsQuery = queryOptions({
  queryKey: ['agents', 'top'],
  queryFn: ({ signal }) => apiGet<Page>('/api/agents', { pageSize: 6 }, signal),
  staleTime: 10 * 60_000,
});

/** GET /api/agents?pageSize=6: the agents on the home page. `enabled`: false until its section nears the screen. */
export function useTopAgents(enabled = true) {
  return useQuery({ ...topAgentsQuery, enabled });
}
