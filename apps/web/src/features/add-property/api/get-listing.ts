import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditableListing } from '@immora/shared/listing-form';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/my-properties/:id: a draft or a published listing of the signed-in owner, as the wizard edits it. */
export const editableListingQuery = (id: string | null) =>
  queryOptions({
    queryKey: ['my-properties', 'editable', id],
    queryFn: ({ signal }) => apiGet<EditableListing>(`/api/my-properties/${id}`, {}, signal),
    enabled: Boolean(id),
    retry: false,
    staleTime: Infinity,
  });

export function useEditableListing(id: string | null) {
  return useQuery(editableListingQuery(id));
}
