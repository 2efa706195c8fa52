import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditableListing, TListingInput } from '@immora/shared/listing-form';
import { apiPatch, apiPost } from '../../../lib/api-client.ts';
import type { ListingPatchBody } from '../utils/form-values.ts';
import { editableListingQuery } from './get-listing.ts';

type Save = { id: null; input: TListingInput } | { id: string; input: ListingPatchBody };

/** POST /api/properties (a new draft) or PATCH /api/properties/:id (changes to an existing one). */
export function saveListing(save: Save): Promise<EditableListing> {
  return save.id === null
    ? apiPost<EditableListing>('/api/properties', save.input)
    : apiPatch<EditableListing>(`/api/properties/${save.id}`, save.input);
}

export function useSaveListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveListing,
    onSuccess: (listing) => {
      client.setQueryData(editableListingQuery(listing.id).queryKey, listing);
      void client.invalidateQueries({ queryKey: ['my-properties', 'list'] });
    },
  });
}
