import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFavourite } from '@immora/shared/favourites';
import { apiDelete, apiGet, apiPut } from '../../../lib/api-client.ts';
import { listQueryOptions, type ListRequest } from '../../../components/data-table/use-list-query.ts';

/** GET /api/favourites: one page of the user's favourites. */
export const favouritesQuery = (token: string | null, request: ListRequest) =>
  listQueryOptions<TFavourite>(['favourites', 'list', token], '/api/favourites', request, Boolean(token));

export const favouriteIdsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['favourites', 'ids', token],
    queryFn: ({ signal }) => apiGet<{ ids: string[] }>('/api/favourites/ids', {}, signal),
    enabled: Boolean(token),
    staleTime: 60_000,
    retry: false,
  });

export function useFavourites(token: string | null, request: ListRequest) {
  return useQuery(favouritesQuery(token, request));
}

export function useFavouriteIds(token: string | null) {
  return useQuery(favouriteIdsQuery(token));
}

/** PUT or DELETE /api/favourites/:id; the id list updates at once and is re-read afterwards. */
export function useSetFavourite(token: string | null) {
  const client = useQueryClient();
  const idsKey = favouriteIdsQuery(token).queryKey;
  return useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) =>
      on ? apiPut<unknown>(`/api/favourites/${id}`) : apiDelete<unknown>(`/api/favourites/${id}`),
    onMutate: async ({ id, on }) => {
      await client.cancelQueries({ queryKey: idsKey });
      const before = client.getQueryData(idsKey);
      client.setQueryData(idsKey, (old) => {
        const ids = new Set(old?.ids ?? []);
        if (on) ids.add(id);
        else ids.delete(id);
        return { ids: [...ids] };
      });
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(idsKey, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['favourites'] }),
  });
}
