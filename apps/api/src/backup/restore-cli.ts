import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { fileStores, readBackupFile, runCommand, summarise } from './backup-file.ts';
import { askServer } from './operator-socket.ts';
import { restoreBackup, RestoreRefused } from './restore.ts';

/**
 * `npm run restore -- FILE [--force]` (decision 064): into the database and file store this
 * environment configures (DATABASE_URL or DATA_DIR/pglite; S3_BUCKET or DATA_DIR/uploads), which
 * must be empty unless --force. Works across engines: a PGlite backup into PostgreSQL and back.
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean' }, help: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (values.help || positionals.length !== 1) {
    console.error('Usage: npm run restore -- FILE [--force]   (stop the server first)');
    return values.help ? 0 : 2;
  }
  const file = resolve(positionals[0]!);
  if (!existsSync(file)) {
    console.error(`No such file: ${file}`);
    return 1;
  }
  const config = loadConfig();
  if (config.databaseKind === 'pglite' && (await askServer(config.DATA_DIR, { command: 'ping' }))) {
    console.error(`An Immora server is running on ${config.DATA_DIR}: stop it before restoring into it.`);
    return 1;
  }
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  try {
    const manifest = await restoreBackup(
      { database, stores: fileStores(config), force: values.force },
      await readBackupFile(file),
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Restored ${file} into ${database.kind} in ${seconds} s: ${summarise(manifest)}`);
    return 0;
  } catch (err) {
    if (!(err instanceof RestoreRefused)) throw err;
    console.error(err.message);
    return 1;
  } finally {
    await database.close();
  }
}

runCommand(main);
