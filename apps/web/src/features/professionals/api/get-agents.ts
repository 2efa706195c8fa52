import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAgentListItem } from '@immora/shared/professionals';
import { apiGet } from '../../../lib/api-client.ts';
import type { DirectoryQuery } from '../utils/directory-params.ts';
import { DIRECTORY_PAGE_SIZE } from '../utils/directory-params.ts';

export type AgentPage = { items: TAgentListItem[]; total: number; page: number; pageSize: number };

export function agentsQuery(query: DirectoryQuery) {
  return queryOptions({
    queryKey: ['agents', 'list', query],
    queryFn: ({ signal }) => apiGet<AgentPage>('/api/agents', { ...query, pageSize: DIRECTORY_PAGE_SIZE }, signal),
  });
}

export function useAgents(query: DirectoryQuery) {
  return useQuery({ ...agentsQuery(query), placeholderData: keepPreviousData });
}
