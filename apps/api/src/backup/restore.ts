import { Readable } from 'node:stream';
import type { Database } from '../db/client.ts';
import { migrate, shippedMigrations } from '../db/migrate.ts';
import { hashed, readArchive, readWhole, type ArchiveEntry, type EntrySum } from './archive.ts';
import {
  FORMAT,
  FORMAT_VERSION,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  SUMMARY_ENTRY,
  type FileStore,
  type Header,
  type Manifest,
} from './backup.ts';
import { LOGICAL_METHOD, type DatabaseSummary, type TableShape } from './logical-dump.ts';
import { finishLoad, loadChunk, prepareLoad } from './logical-load.ts';
import { inTransaction } from './sql-session.ts';

/** A refusal the operator can act on (non-empty target, wrong file, newer backup): said plainly, exit 1. */
export class RestoreRefused extends Error {}

/** What the target already holds, one line per place; empty when a restore may go ahead. */
export async function targetContents(database: Database, stores: FileStore[]): Promise<string[]> {
  const found: string[] = [];
  const [tables] = await database.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')",
  );
  if (tables && tables.n > 0) found.push(`the ${database.kind} database has ${tables.n} tables`);
  for (const { storage } of stores) {
    for await (const file of storage.list()) {
      found.push(`the ${storage.kind === 's3' ? 'bucket' : 'uploads folder'} holds files (${file.key}, …)`);
      break;
    }
  }
  return found;
}

/** Empties the target (restore --force): both schemas dropped, every stored file deleted. */
async function clearTarget(database: Database, stores: FileStore[]) {
  await database.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
  await database.query('DROP SCHEMA IF EXISTS public CASCADE');
  await database.query('CREATE SCHEMA public');
  for (const { storage } of stores) {
    let keys: string[] = [];
    for await (const file of storage.list()) {
      keys.push(file.key);
      if (keys.length === 1000) {
        await storage.delete(keys);
        keys = [];
      }
    }
    if (keys.length) await storage.delete(keys);
  }
}

const json = async <T>(entry: ArchiveEntry) => JSON.parse((await readWhole(entry.body)).toString('utf8')) as T;

/**
 * Reads an archive written by writeBackup into an empty database and empty file stores (or, with
 * `force`, empties them first): the schema from this version's migrations up to the backup's
 * level, the rows in one transaction (committed only when every count and checksum matches), the
 * later migrations, then the files, checked against the manifest (decision 064).
 */
export async function restoreBackup(
  deps: { database: Database; stores: FileStore[]; force?: boolean },
  input: Readable,
): Promise<Manifest> {
  const entries = readArchive(input);
  // Every entry's bytes are hashed as they are read; its sum is kept when the next one is asked for.
  const sums: EntrySum[] = [];
  let reading: { name: string; sum: (name: string) => EntrySum } | null = null;
  const next = async (): Promise<ArchiveEntry | null> => {
    if (reading) sums.push(reading.sum(reading.name));
    const step = await entries.next();
    if (step.done) return (reading = null);
    const hashing = hashed(step.value.body);
    reading = { name: step.value.name, sum: hashing.sum };
    return { ...step.value, body: hashing.chunks() };
  };

  const first = await next();
  if (first?.name !== HEADER_ENTRY)
    throw new RestoreRefused('This file is not an Immora backup (no immora-backup.json at its start).');
  const header = await json<Header>(first);
  if (header.format !== FORMAT || header.formatVersion > FORMAT_VERSION)
    throw new RestoreRefused(
      `This backup's format (${header.format} ${header.formatVersion}) is newer than this version reads.`,
    );
  if (header.migrations.applied > shippedMigrations())
    throw new RestoreRefused(
      `This backup is at migration ${header.migrations.applied} (${header.migrations.latest}); this version of Immora has ${shippedMigrations()}. Restore it with the version that wrote it (${header.app.version}) or a newer one.`,
    );

  const found = await targetContents(deps.database, deps.stores);
  if (found.length && !deps.force)
    throw new RestoreRefused(
      `The target is not empty: ${found.join('; ')}. Restore into an empty DATA_DIR / database, or pass --force to replace what is there.`,
    );
  if (found.length) await clearTarget(deps.database, deps.stores);

  await migrate(deps.database, { upTo: header.migrations.applied });
  let entry = await next();
  await inTransaction(deps.database, async (session) => {
    if (entry?.name !== 'database/schema.json') throw new Error('The backup has no database/schema.json');
    const schema = await json<{ method: string; tables: TableShape[] }>(entry);
    if (schema.method !== LOGICAL_METHOD) throw new Error(`Unknown database dump method ${schema.method}`);
    const shapes = new Map(schema.tables.map((t) => [t.name, t]));
    const prepared = await prepareLoad(session, schema.tables);
    const rows = new Map<string, number>();
    for (entry = await next(); entry && entry.name !== SUMMARY_ENTRY; entry = await next()) {
      const table = /^database\/data\/([^/]+)\/\d+\.jsonl$/.exec(entry.name)?.[1];
      const shape = table ? shapes.get(table) : undefined;
      if (shape) rows.set(shape.name, (rows.get(shape.name) ?? 0) + (await loadChunk(session, shape, entry)));
      else for await (const chunk of entry.body) void chunk;
    }
    if (!entry) throw new Error('The backup ends inside its database part (no database/summary.json)');
    const summary = await json<DatabaseSummary>(entry);
    await finishLoad(session, summary, { rows, sums }, prepared);
  });
  await migrate(deps.database);

  const storeOf = new Map(deps.stores.map((s) => [s.prefix, s.storage]));
  for (entry = await next(); entry && entry.name !== MANIFEST_ENTRY; entry = await next()) {
    const slash = entry.name.indexOf('/');
    const storage = storeOf.get(entry.name.slice(0, slash) as FileStore['prefix']) ?? deps.stores[0]!.storage;
    await storage.write(entry.name.slice(slash + 1), Readable.from(entry.body), entry.size);
  }
  if (!entry) throw new Error('The backup ends before its manifest: it was cut short (the files part may be partial).');
  const manifest = await json<Manifest>(entry);
  const read = new Map(sums.map((s) => [s.name, s.sha256]));
  const damaged = manifest.entries.filter((e) => read.get(e.name) !== e.sha256).map((e) => e.name);
  if (damaged.length)
    throw new Error(
      `The database was restored, but these entries do not match the manifest:\n  ${damaged.join('\n  ')}`,
    );
  return manifest;
}
