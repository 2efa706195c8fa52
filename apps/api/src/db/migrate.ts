import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.ts';
import { migrationsDir } from './paths.ts';

/** Extensions the schema relies on, created one per statement (PGlite hangs on several at once). */
const EXTENSIONS: string[] = [];

/**
 * Applies the committed SQL migrations; on PostgreSQL under an advisory lock, so nodes starting
 * together don't race. `upTo`: only the first so many (a restore loads rows at the level they
 * were saved at, then applies the rest; decision 064).
 */
export async function migrate(database: Database, opts: { upTo?: number } = {}): Promise<void> {
  const partial = opts.upTo === undefined ? null : firstMigrations(opts.upTo);
  try {
    await database.exclusive(async () => {
      for (const ext of EXTENSIONS) await database.query(`CREATE EXTENSION IF NOT EXISTS ${ext}`);
      const migrationsFolder = partial ?? migrationsDir();
      if (database.kind === 'pglite')
        await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
      else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    });
  } finally {
    if (partial) rmSync(partial, { recursive: true, force: true });
  }
}

type Journal = { entries: { idx: number; tag: string }[] };

const readJournal = () => JSON.parse(readFileSync(join(migrationsDir(), 'meta', '_journal.json'), 'utf8')) as Journal;

/** A copy of the migrations folder whose journal lists only the first `count`. */
function firstMigrations(count: number): string {
  const journal = readJournal();
  if (count > journal.entries.length)
    throw new Error(`${count} migrations asked for, this version has ${journal.entries.length}`);
  const dir = mkdtempSync(join(tmpdir(), 'immora-migrations-'));
  cpSync(migrationsDir(), dir, { recursive: true });
  writeFileSync(
    join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }),
  );
  return dir;
}

/** How many migrations this version ships. */
export const shippedMigrations = () => readJournal().entries.length;

/** The tag of the `applied`-th migration (null before the first). */
export const migrationTag = (applied: number): string | null =>
  applied > 0 ? (readJournal().entries[applied - 1]?.tag ?? null) : null;

/** How far the database is migrated: rows in Drizzle's ledger, and the newest tag we ship. */
export async function migrationLevel(database: Database): Promise<{ applied: number; latest: string | null }> {
  const rows = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
  const applied = rows[0]?.n ?? 0;
  return { applied, latest: migrationTag(applied) };
}
