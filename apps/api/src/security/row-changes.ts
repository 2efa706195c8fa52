import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Tables whose rows a refused request may still write, on purpose: a signed-in request touches
 * its session; a failed sign-in is counted for the lock-out.
 */
const EXPECTED_WRITES = new Set(['sessions', 'auth_failures']);

const STATEMENTS = [
  'CREATE TABLE IF NOT EXISTS test_row_changes (table_name text PRIMARY KEY, changes bigint NOT NULL)',
  `CREATE OR REPLACE FUNCTION test_count_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO test_row_changes VALUES (TG_TABLE_NAME, 1)
     ON CONFLICT (table_name) DO UPDATE SET changes = test_row_changes.changes + 1;
     RETURN NULL;
   END $$`,
  `DO $$ DECLARE t text;
   BEGIN
     FOR t IN SELECT tablename FROM pg_tables
              WHERE schemaname = current_schema() AND tablename <> 'test_row_changes' LOOP
       EXECUTE format('CREATE TRIGGER test_count_row_change AFTER INSERT OR UPDATE OR DELETE ON %I
                       FOR EACH ROW EXECUTE FUNCTION test_count_row_change()', t);
     END LOOP;
   END $$`,
];

/**
 * Counts every row written, per table, in a table of its own (a row trigger on every table of
 * the schema; inside the writer's transaction, so a rolled-back write counts nothing). For tests.
 */
export async function countChanges(database: Database) {
  for (const statement of STATEMENTS) await database.db.execute(sql.raw(statement));
}

type Counts = { counts: Map<string, number> };

/** The counts now; `since(earlier)` names the tables written in between (but the expected ones). */
export async function changedTables(database: Database) {
  const result = await database.db.execute(sql`SELECT table_name, changes FROM test_row_changes`);
  const rows = (result as unknown as { rows: { table_name: string; changes: string | number }[] }).rows;
  const counts = new Map(rows.map((r) => [r.table_name, Number(r.changes)]));
  return {
    counts,
    since: (earlier: Counts) =>
      [...counts].filter(([t, n]) => !EXPECTED_WRITES.has(t) && n !== (earlier.counts.get(t) ?? 0)).map(([t]) => t),
  };
}
