import { createReadStream, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { Database } from '../db/client.ts';
import { migrationTag } from '../db/migrate.ts';
import { apiRoot } from '../db/paths.ts';
import type { Storage, StoredFile } from '../lib/storage.ts';
import { archiveWriter, type EntrySum } from './archive.ts';
import { dumpDatabase, type DatabaseSummary } from './logical-dump.ts';
import { PG_DUMP_ENTRY, pgDumpOfSnapshot, type PgDumpNote } from './pg-dump.ts';
import { inTransaction, type Session } from './sql-session.ts';

/** The archive's layout (decision 064). */
export const FORMAT = 'immora-backup';
export const FORMAT_VERSION = 1;
export const HEADER_ENTRY = 'immora-backup.json';
export const SUMMARY_ENTRY = 'database/summary.json';
export const MANIFEST_ENTRY = 'manifest.json';

/** A place files are kept, saved under `files/<key>` or (DATA_DIR/uploads next to a bucket) `local-files/<key>`. */
export type FileStore = { prefix: 'files' | 'local-files'; storage: Storage };

export type Header = {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  app: { version: string };
  source: { engine: Database['kind']; server: string; storage: Storage['kind'] };
  migrations: { applied: number; latest: string | null };
};

export type Manifest = Header & {
  database: DatabaseSummary & { pgDump: PgDumpNote | null };
  files: { count: number; bytes: number; vanished: string[] };
  /** How long the database part (the snapshot's transaction; on PGlite other queries wait) and the files took. */
  took: { databaseMs: number; filesMs: number };
  /** Every entry before this one, with its size and SHA-256. */
  entries: EntrySum[];
};

export const appVersion = () =>
  (JSON.parse(readFileSync(join(apiRoot(), 'package.json'), 'utf8')) as { version: string }).version;

/**
 * Writes one archive of the database and every stored file to `out` while the site keeps
 * serving: the rows come from one REPEATABLE READ snapshot, and the files are listed inside it,
 * so every file a saved row names is in the list (decision 064). Files are streamed after the
 * transaction ends; one deleted in between is named in the manifest's `vanished`.
 */
export async function writeBackup(
  deps: {
    database: Database;
    stores: FileStore[];
    /** PostgreSQL's address: the archive also carries a pg_dump of the same snapshot when pg_dump is here. */
    pgDumpUrl?: string;
  },
  out: Writable,
): Promise<Manifest> {
  const archive = archiveWriter(out);
  const started = Date.now();
  try {
    const { header, database, listed } = await inTransaction(
      deps.database,
      async (session) => {
        // The first statement fixes the snapshot; the files are listed after it.
        const [level] = await session<{ applied: number; server: string }>(
          'SELECT count(*)::int AS applied, version() AS server FROM drizzle.__drizzle_migrations',
        );
        const listed: { store: FileStore; files: StoredFile[] }[] = [];
        for (const store of deps.stores) {
          const files: StoredFile[] = [];
          for await (const file of store.storage.list()) files.push(file);
          listed.push({ store, files });
        }
        const applied = level?.applied ?? 0;
        const header: Header = {
          format: FORMAT,
          formatVersion: FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          app: { version: appVersion() },
          source: { engine: deps.database.kind, server: level?.server ?? '', storage: deps.stores[0]!.storage.kind },
          migrations: { applied, latest: migrationTag(applied) },
        };
        await archive.add(HEADER_ENTRY, JSON.stringify(header, null, 2));
        const pgDumping = deps.pgDumpUrl ? startPgDump(session, deps.pgDumpUrl) : null;
        const dumped = await dumpDatabase(session, archive);
        const database = { ...dumped, pgDump: pgDumping ? await addPgDump(await pgDumping, archive) : null };
        await archive.add(SUMMARY_ENTRY, JSON.stringify(database, null, 2));
        return { header, database, listed };
      },
      { readOnlySnapshot: true },
    );

    const databaseDone = Date.now();
    const files = { count: 0, bytes: 0, vanished: [] as string[] };
    for (const { store, files: list } of listed) {
      for (const file of list) {
        const opened = await store.storage.open(file.key);
        if (!opened) {
          files.vanished.push(`${store.prefix}/${file.key}`);
          continue;
        }
        await archive.addStream(`${store.prefix}/${file.key}`, opened.size, opened.body);
        files.count += 1;
        files.bytes += opened.size;
      }
    }
    const took = { databaseMs: databaseDone - started, filesMs: Date.now() - databaseDone };
    const manifest: Manifest = { ...header, database, files, took, entries: [...archive.sums] };
    await archive.add(MANIFEST_ENTRY, JSON.stringify(manifest, null, 2));
    await archive.finish();
    return manifest;
  } catch (err) {
    archive.abort(err as Error);
    throw err;
  }
}

/** pg_dump reading the very snapshot this transaction sees (it runs beside the logical dump). */
async function startPgDump(session: Session, url: string) {
  const [exported] = await session<{ id: string }>('SELECT pg_export_snapshot() AS id');
  return pgDumpOfSnapshot(url, exported!.id);
}

async function addPgDump(
  result: Awaited<ReturnType<typeof pgDumpOfSnapshot>>,
  archive: ReturnType<typeof archiveWriter>,
): Promise<PgDumpNote> {
  if ('skipped' in result) return result;
  try {
    await archive.addStream(PG_DUMP_ENTRY, statSync(result.file).size, createReadStream(result.file));
    return { entry: PG_DUMP_ENTRY, version: result.version };
  } finally {
    result.cleanup();
  }
}
