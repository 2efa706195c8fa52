import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfile } from '@immora/shared/profiles';
import { apiDelete, apiPut, apiUpload } from '../../../lib/api-client.ts';

/**
 * A change of the profile answers the whole profile: it replaces the cached one, and the session
 * user (names in the layouts) is read again.
 */
function useProfileMutation<V>(send: (values: V) => Promise<TProfile>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (profile) => {
      client.setQueriesData({ queryKey: ['profile'] }, profile);
      void client.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

/** PUT /api/users/me/profile: personal fields (and an agent's own). */
export const useSaveProfile = () =>
  useProfileMutation((body: Record<string, unknown>) => apiPut<TProfile>('/api/users/me/profile', body));

/** PUT /api/users/me/agency: the agency's public fields. */
export const useSaveAgency = () =>
  useProfileMutation((body: Record<string, unknown>) => apiPut<TProfile>('/api/users/me/agency', body));

/** PUT /api/users/me/picture (multipart, one file). */
export const useUploadPicture = () =>
  useProfileMutation((file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return apiUpload<TProfile>('/api/users/me/picture', form);
  });

/** DELETE /api/users/me/picture. */
export const useDeletePicture = () => useProfileMutation(() => apiDelete<TProfile>('/api/users/me/picture'));
