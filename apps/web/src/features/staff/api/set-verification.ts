import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZProfessionalVerification } from '@immora/shared/trust';
import { apiPost } from '../../../lib/api-client.ts';
import { STAFF_KEY } from './staff-keys.ts';

type Verification = z.infer<typeof ZProfessionalVerification>;
export type VerificationInput = { userId: string; verified: boolean; reason: string };

/** POST /api/staff/professionals/{userId}/verify or /unverify: confirm or withdraw a BIV/IPI number. */
export function useSetVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, verified, reason }: VerificationInput) =>
      apiPost<Verification>(`/api/staff/professionals/${userId}/${verified ? 'verify' : 'unverify'}`, { reason }),
    onSuccess: () => void client.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
