import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { ConfigError, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createStorage, diskStorage } from '../lib/storage.ts';
import { writeBackup, type FileStore, type Manifest } from './backup.ts';

/** Where a node keeps its files: the configured store, and DATA_DIR/uploads too when that is a bucket (seed pictures). */
export function fileStores(config: Config): FileStore[] {
  const main = createStorage(config);
  const stores: FileStore[] = [{ prefix: 'files', storage: main }];
  if (main.kind === 's3')
    stores.push({ prefix: 'local-files', storage: diskStorage(join(config.DATA_DIR, 'uploads')) });
  return stores;
}

const gzipped = (path: string) => /\.(gz|tgz)$/.test(path);

/**
 * Writes the archive to `path` (gzip when it ends in .gz or .tgz) under a temporary name, renamed
 * only once whole: a backup cut short never looks like a finished one.
 */
export async function writeBackupFile(
  deps: { database: Database; stores: FileStore[]; pgDumpUrl?: string },
  path: string,
): Promise<Manifest> {
  const partial = `${path}.partial`;
  const file = createWriteStream(partial, { mode: 0o600 });
  let out: Writable = file;
  let zipping: Promise<void> = Promise.resolve();
  if (gzipped(path)) {
    const gzip = createGzip({ level: 6 });
    zipping = pipeline(gzip, file);
    zipping.catch(() => undefined);
    out = gzip;
  }
  try {
    const manifest = await writeBackup(deps, out);
    await zipping;
    await rename(partial, path);
    return manifest;
  } catch (err) {
    file.destroy();
    await rm(partial, { force: true });
    throw err;
  }
}

/** The archive at `path` as a stream of tar bytes, unzipped when it starts like a gzip file. */
export async function readBackupFile(path: string): Promise<Readable> {
  const handle = await open(path, 'r');
  const magic = Buffer.alloc(2);
  await handle.read(magic, 0, 2, 0);
  await handle.close();
  const raw = createReadStream(path);
  return magic[0] === 0x1f && magic[1] === 0x8b ? raw.pipe(createGunzip()) : raw;
}

const secs = (ms: number) => (ms / 1000).toFixed(1);

/** One line about a finished backup or restore, for the operator. */
export function summarise(manifest: Manifest): string {
  const rows = manifest.database.tables.reduce((n, t) => n + t.rows, 0);
  const mb = (manifest.files.bytes / 1024 / 1024).toFixed(1);
  const pgDump = manifest.database.pgDump;
  const extra = pgDump && 'entry' in pgDump ? ` + ${pgDump.entry} (${pgDump.version})` : '';
  return (
    `${manifest.source.engine} database at migration ${manifest.migrations.applied} (${manifest.migrations.latest}): ` +
    `${manifest.database.tables.length} tables, ${rows} rows (${manifest.database.method}${extra}); ` +
    `${manifest.files.count} files, ${mb} MB` +
    (manifest.took ? ` (database ${secs(manifest.took.databaseMs)} s, files ${secs(manifest.took.filesMs)} s)` : '') +
    (manifest.files.vanished.length ? `; ${manifest.files.vanished.length} deleted while saving` : '')
  );
}

/** Runs a command's `main` and exits with its code; a configuration error is said in one line, anything else in full. */
export function runCommand(main: () => Promise<number>) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof ConfigError ? err.message : err);
      process.exit(1);
    },
  );
}
