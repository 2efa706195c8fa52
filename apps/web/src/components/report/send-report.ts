import { useMutation } from '@tanstack/react-query';
import type { TReportRequest } from '@immora/shared/trust';
import { apiPost } from '../../lib/api-client.ts';

/** POST /api/reports (reports.create): a listing or a professional's profile, guests too. */
export function useSendReport() {
  return useMutation({
    mutationFn: (body: TReportRequest) => apiPost<{ message: string }>('/api/reports', body),
  });
}
