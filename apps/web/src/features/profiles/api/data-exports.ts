import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDataExport, TDataExports } from '@immora/shared/data-exports';
import { apiDownload, apiGet, apiPost } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useSession } from '../../../lib/session-context.ts';

const KEY = ['data-exports'] as const;
/** While a zip is being built the list asks again this often, so 'Ready' shows without a reload. */
const POLL_MS = 5000;

const building = (data: TDataExports | undefined) =>
  Boolean(data?.items.some((e) => e.state === 'queued' || e.state === 'building'));

/** GET /api/users/me/export: my exports and their state, and when I may ask again (decision 063). */
export function useDataExports() {
  const { session } = useSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...KEY, token],
    queryFn: ({ signal }) => apiGet<TDataExports>('/api/users/me/export', {}, signal),
    enabled: Boolean(token),
    refetchInterval: (query) => (building(query.state.data) ? POLL_MS : false),
  });
}

/** POST /api/users/me/export: 202 with the queued export, or 429 with the wait (`fields.retryAfter`). */
export function useRequestDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<TDataExport>('/api/users/me/export'),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** The zip of one of my exports, handed to the browser's downloads. */
export async function downloadDataExport(item: TDataExport) {
  const blob = await apiDownload(`/api/users/me/export/${item.id}/download`);
  saveFile(blob, `immora-data-${item.requestedAt.slice(0, 10)}.zip`);
}
