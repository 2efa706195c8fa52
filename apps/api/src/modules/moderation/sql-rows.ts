import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

type Executor = Pick<Db, 'execute'>;

/** The rows of a raw statement, whichever driver ran it (PGlite answers rows, pg a result). */
export async function sqlRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return 'rows' in (result as object) ? (result as { rows: T[] }).rows : (result as T[]);
}
