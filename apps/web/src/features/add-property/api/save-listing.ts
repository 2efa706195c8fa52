import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditableListing, TListingInput } from '@immora/shared/listing-form';
import { apiPatch, apiPost } from '../../../lib/api-client.ts';
import { editableListingQuery } from './get-listing.ts';

/** POST /api/properties (a new draft) or PATCH /api/properties/:id (changes to an existing one). */
export function saveListing(id: string | null, input: TListingInput): Promise<EditableListing> {
  return id
    ? apiPatch<EditableListing>(`/api/properties/${id}`, input)
    : apiPost<EditableListing>('/api/properties', input);
}

export function useSaveListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TListingInput }) => saveListing(id, input),
    onSuccess: (listing) => {
      client.setQueryData(editableListingQuery(listing.id).queryKey, listing);
      void client.invalidateQueries({ queryKey: ['my-properties', 'list'] });
    },
  });
}
