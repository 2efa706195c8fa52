import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/** Rows one statement deletes: a large backlog goes in short statements, none holding locks long. */
export const DELETE_BATCH = 1000;

const rowsOf = (result: unknown) =>
  ('rows' in (result as object) ? (result as { rows: unknown[] }).rows : result) as unknown[];

/**
 * Runs `statement` (one batch of at most `DELETE_BATCH` rows, `returning 1`) until a batch comes
 * back short; returns how many rows all batches touched.
 */
export async function repeatBatches(db: Db, statement: SQL): Promise<number> {
  let done = 0;
  for (;;) {
    const n = rowsOf(await db.execute(statement)).length;
    done += n;
    if (n < DELETE_BATCH) return done;
  }
}

/**
 * Deletes the rows of `table` that `due` matches, `DELETE_BATCH` at a time, until none is left;
 * returns how many went. Rows another node is deleting are skipped (SKIP LOCKED), so two nodes
 * sweeping at once share the work and neither waits or fails.
 */
export function deleteInBatches(db: Db, table: PgTable, key: AnyPgColumn, due: SQL): Promise<number> {
  return repeatBatches(
    db,
    sql`delete from ${table} where ${key} in (select ${key} from ${table} where ${due} limit ${DELETE_BATCH} for update skip locked) returning 1`,
  );
}
