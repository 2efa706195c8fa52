import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSessionUser } from '@immora/shared/auth';
import type { TLanguage } from '@immora/shared/languages';
import { apiPut } from '../../../lib/api-client.ts';

/** PUT /api/users/me/language: the language of the account's e-mails (not the interface's). */
export function useSetMailLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (language: TLanguage) => apiPut<TSessionUser>('/api/users/me/language', { language }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['profile'] }),
        client.invalidateQueries({ queryKey: ['me'] }),
      ]),
  });
}
