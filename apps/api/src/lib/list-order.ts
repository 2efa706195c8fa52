import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@immora/shared/list-query';

/**
 * ORDER BY of a list route (packages/shared/src/list-query.ts): the column the `sort` key names,
 * in the asked order with empty values last, then the tie-breakers that make pages stable.
 */
export function listOrder<K extends string>(
  columns: Record<K, AnyColumn | SQL>,
  query: { sort: K; order: SortOrder },
  ...tieBreakers: SQL[]
): SQL[] {
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  return [sql`${columns[query.sort]} ${direction} nulls last`, ...tieBreakers];
}
