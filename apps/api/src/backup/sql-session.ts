import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Plain SQL inside one transaction, whichever engine runs it (PGlite, or one pooled connection). */
export type Session = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

type Executor = { execute: (query: SQL) => Promise<unknown> };

/** `"name"`, for identifiers read from the catalog. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `text` with `$1`, `$2`… bound to `params` (sent as parameters, never spliced in). */
function bound(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)),
    sql.raw(''),
  );
}

function sessionOf(tx: Executor): Session {
  return async (text, params = []) => {
    const result = (await tx.execute(bound(text, params))) as { rows: never[] };
    return result.rows;
  };
}

/**
 * Runs `fn` in one transaction of `database` (on PostgreSQL one pooled connection; on PGlite its
 * only one, which other queries wait for). `readOnlySnapshot`: REPEATABLE READ, READ ONLY.
 */
export function inTransaction<T>(
  database: Database,
  fn: (session: Session) => Promise<T>,
  opts: { readOnlySnapshot?: boolean } = {},
): Promise<T> {
  const config = opts.readOnlySnapshot
    ? ({ isolationLevel: 'repeatable read', accessMode: 'read only' } as const)
    : undefined;
  return database.db.transaction(async (tx) => {
    const session = sessionOf(tx as unknown as Executor);
    // Text forms that read back the same on any PostgreSQL (dates in ISO, UTC).
    await session("SET LOCAL TimeZone = 'UTC'");
    await session("SET LOCAL DateStyle = 'ISO, YMD'");
    await session("SET LOCAL IntervalStyle = 'postgres'");
    return fn(session);
  }, config);
}
