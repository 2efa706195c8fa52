import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TReport } from '@immora/shared/reporting';
import { apiDownload, apiGet } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-context.ts';
import type { ReportPeriod } from '../utils/period.ts';

const reportParams = ({ from, to, granularity }: ReportPeriod) => ({ from, to, granularity });

export const reportQuery = (token: string | null, period: ReportPeriod) =>
  queryOptions({
    queryKey: ['reporting', token, reportParams(period)],
    queryFn: ({ signal }) => apiGet<TReport>('/api/reporting', reportParams(period), signal),
    enabled: Boolean(token),
    // The previous period's figures stay on screen while the next ones load.
    placeholderData: keepPreviousData,
  });

/** GET /api/reporting: the signed-in agent's or agency's report over the period. */
export function useReport(period: ReportPeriod) {
  const { session } = useSession();
  return useQuery(reportQuery(session?.token ?? null, period));
}

/** GET /api/reporting/export: the period's breakdown per listing or per agent as a CSV file. */
export function exportReport(period: ReportPeriod, breakdown: 'properties' | 'agents'): Promise<Blob> {
  const { from, to } = period;
  return apiDownload('/api/reporting/export', { from, to, breakdown });
}
