import { useQuery } from '@tanstack/react-query';
import type { TStaffProfessional } from '@immora/shared/trust';
import { listQueryOptions, type ListRequest } from '../../../components/data-table/use-list-query.ts';
import { STAFF_PROFESSIONALS_KEY } from './staff-keys.ts';

/**
 * The agents and agencies to confirm (GET /api/staff/professionals: name, agency, BIV/IPI number,
 * whether it is confirmed, and the account the verify routes take), one page.
 */
export const useProfessionals = (request: ListRequest) =>
  useQuery(listQueryOptions<TStaffProfessional>(STAFF_PROFESSIONALS_KEY, '/api/staff/professionals', request));
