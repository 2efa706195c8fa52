import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.ts';
import { migrationsDir } from './paths.ts';

/** Extensions the schema relies on, created one per statement (PGlite hangs on several at once). */
const EXTENSIONS: string[] = [];

/** Applies the committed SQL migrations; on PostgreSQL under an advisory lock, so nodes starting together don't race. */
export async function migrate(database: Database): Promise<void> {
  await database.exclusive(async () => {
    for (const ext of EXTENSIONS) await database.query(`CREATE EXTENSION IF NOT EXISTS ${ext}`);
    const migrationsFolder = migrationsDir();
    if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  });
}

type Journal = { entries: { idx: number; tag: string }[] };

/** How far the database is migrated: rows in Drizzle's ledger, and the newest tag we ship. */
export async function migrationLevel(database: Database): Promise<{ applied: number; latest: string | null }> {
  const journal = JSON.parse(readFileSync(join(migrationsDir(), 'meta', '_journal.json'), 'utf8')) as Journal;
  const rows = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
  const applied = rows[0]?.n ?? 0;
  return { applied, latest: applied > 0 ? (journal.entries[applied - 1]?.tag ?? null) : null };
}
