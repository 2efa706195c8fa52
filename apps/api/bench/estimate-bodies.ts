import { ESTIMATE_CATEGORIES, type TEstimateInput } from '@immora/shared/estimates';
import type { Database } from '../src/db/client.ts';

/**
 * The bodies of POST /api/estimates the benches send: the facts of 500 public sale and rent
 * listings of whole-property types, a deterministic sample (`salt` draws another one).
 */
export async function estimateBodies(database: Database, salt = 'latency'): Promise<TEstimateInput[]> {
  const rows = await database.query<{
    latitude: number;
    longitude: number;
    category: TEstimateInput['category'];
    type: 'sale' | 'rent';
    area_m2: number;
    bedrooms: number;
    bathrooms: number;
  }>(
    `SELECT latitude, longitude, category::text AS category, type::text AS type, area_m2, bedrooms, bathrooms FROM properties
     WHERE status IN ('published', 'active') AND type IN ('sale', 'rent') AND category = ANY($1::category[]) AND area_m2 >= 10
     ORDER BY md5(id::text || $2) LIMIT 500`,
    [`{${ESTIMATE_CATEGORIES.join(',')}}`, salt],
  );
  return rows.map((b) => ({
    latitude: b.latitude,
    longitude: b.longitude,
    category: b.category,
    transaction: b.type,
    livingArea: b.area_m2,
    bedrooms: b.bedrooms,
    bathrooms: b.bathrooms,
  }));
}
