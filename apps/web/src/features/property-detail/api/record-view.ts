import { useEffect, useRef } from 'react';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/properties/:id/views once per visit of a listing page. */
export function useRecordView(id: string, ready: boolean): void {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || counted.current === id) return;
    counted.current = id;
    apiPost(`/api/properties/${encodeURIComponent(id)}/views`).catch(() => undefined);
  }, [id, ready]);
}
