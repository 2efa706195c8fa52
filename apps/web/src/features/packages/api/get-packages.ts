import { useQuery } from '@tanstack/react-query';
import type { TPackageRow } from '@immora/shared/plans';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/subscription-histories: My package's rows (a short list: every paid period). */
export function usePackages() {
  return useQuery({
    queryKey: ['packages'],
    queryFn: async ({ signal }) => {
      const items = await apiGet<TPackageRow[]>('/api/subscription-histories', {}, signal);
      return { items, total: items.length, page: 1, pageSize: items.length };
    },
  });
}
