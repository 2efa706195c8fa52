import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditableListing } from '@immora/shared/listing-form';
import { apiPost } from '../../../lib/api-client.ts';
import { editableListingQuery } from './get-listing.ts';

/** POST /api/properties/:id/publish; a 400 MISSING_DATA names the missing fields. */
export function usePublishListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<EditableListing>(`/api/properties/${id}/publish`),
    onSuccess: (listing) => {
      client.setQueryData(editableListingQuery(listing.id).queryKey, listing);
      void client.invalidateQueries({ queryKey: ['my-properties'] });
    },
  });
}
