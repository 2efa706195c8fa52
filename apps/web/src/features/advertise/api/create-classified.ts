import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZClassifiedRequest, ZClassifiedResponse } from '@immora/shared/classifieds';
import { apiPost } from '../../../lib/api-client.ts';

export type ClassifiedInput = z.output<typeof ZClassifiedRequest>;
export type ClassifiedCreated = z.infer<typeof ZClassifiedResponse>;

export const createClassified = (input: ClassifiedInput) => apiPost<ClassifiedCreated>('/api/classifieds', input);

/** POST /api/classifieds: publishes at once, so the cached listings and counts are refreshed. */
export function useCreateClassified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClassified,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['properties'] }),
        queryClient.invalidateQueries({ queryKey: ['stats'] }),
      ]);
    },
  });
}
