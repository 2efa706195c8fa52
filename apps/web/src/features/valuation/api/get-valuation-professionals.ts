import { useQuery } from '@tanstack/react-query';
import { VALUATION_PROFESSIONALS_ROUTE, type TValuationProfessionals } from '@immora/shared/valuation-requests';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/valuation-requests/professionals: up to 5 eligible professionals of the point's municipality. */
export function useValuationProfessionals(position: { lat: number; lon: number } | null) {
  return useQuery({
    queryKey: ['valuation-professionals', position?.lat, position?.lon],
    queryFn: ({ signal }) =>
      apiGet<TValuationProfessionals>(
        VALUATION_PROFESSIONALS_ROUTE,
        { lat: position!.lat, lon: position!.lon },
        signal,
      ),
    enabled: position !== null,
    staleTime: 5 * 60_000,
  });
}
