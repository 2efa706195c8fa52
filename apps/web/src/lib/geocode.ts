import type { GeocodeResult } from '@immora/shared/listing-form';
import { apiGet } from './api-client.ts';

/** GET /api/geocode?q=: places matching an address, best first (the wizard's location step and /estimate). */
export async function geocodeAddress(q: string): Promise<GeocodeResult[]> {
  const data = await apiGet<{ items: GeocodeResult[] }>('/api/geocode', { q });
  return data.items;
}

/** GET /api/geocode/reverse?lat=&lon=: the address at a point. */
export function reverseGeocode(latitude: number, longitude: number): Promise<GeocodeResult> {
  return apiGet<GeocodeResult>('/api/geocode/reverse', { lat: latitude, lon: longitude });
}
