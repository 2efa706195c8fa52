import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAgencyListItem } from '@immora/shared/professionals';
import { apiGet } from '../../../lib/api-client.ts';
import type { DirectoryQuery } from '../utils/directory-params.ts';
import { DIRECTORY_PAGE_SIZE } from '../utils/directory-params.ts';

export type AgencyPage = { items: TAgencyListItem[]; total: number; page: number; pageSize: number };

export function agenciesQuery(query: DirectoryQuery) {
  return queryOptions({
    queryKey: ['agencies', 'list', query],
    queryFn: ({ signal }) => apiGet<AgencyPage>('/api/agencies', { ...query, pageSize: DIRECTORY_PAGE_SIZE }, signal),
  });
}

export function useAgencies(query: DirectoryQuery) {
  return useQuery({ ...agenciesQuery(query), placeholderData: keepPreviousData });
}
