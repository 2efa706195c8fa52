import { useQuery } from '@tanstack/react-query';
import type { TAuditEntry } from '@immora/shared/trust';
import { listQueryOptions, type ListRequest } from '../../../components/data-table/use-list-query.ts';
import { STAFF_AUDIT_KEY } from './staff-keys.ts';

/** GET /api/staff/audit (staff.audit): the append-only log, newest first, searched and filtered. */
export const useAuditLog = (request: ListRequest) =>
  useQuery(listQueryOptions<TAuditEntry>(STAFF_AUDIT_KEY, '/api/staff/audit', request));
