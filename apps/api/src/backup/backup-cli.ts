import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { fileStores, runCommand, summarise, writeBackupFile } from './backup-file.ts';
import { askServer } from './operator-socket.ts';

/**
 * `npm run backup -- --out FILE` (decision 064): one archive of the database and every stored
 * file, while the site serves. PostgreSQL is read directly; PGlite through the running server's
 * operator socket, or opened here when no server runs on DATA_DIR.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help || !values.out) {
    console.error('Usage: npm run backup -- --out FILE   (FILE ending in .gz or .tgz is gzipped)');
    return values.help ? 0 : 2;
  }
  const out = resolve(values.out);
  const config = loadConfig();
  const started = Date.now();
  const done = (summary: string) => {
    console.log(`Backup written to ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary}`);
    return 0;
  };

  if (config.databaseKind === 'pglite') {
    const answer = await askServer(config.DATA_DIR, { command: 'backup', out });
    if (answer?.ok) return done(`${answer.summary ?? ''} (taken by the running server)`);
    if (answer) {
      console.error(`The running server could not write the backup: ${answer.error}`);
      return 1;
    }
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  try {
    const [ledger] = await database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'drizzle' AND tablename = '__drizzle_migrations'",
    );
    if (!ledger?.n) {
      console.error(`Nothing to back up: the ${database.kind} database has never been migrated (start Immora once).`);
      return 1;
    }
    const manifest = await writeBackupFile(
      { database, stores: fileStores(config), pgDumpUrl: config.DATABASE_URL },
      out,
    );
    return done(summarise(manifest));
  } finally {
    await database.close();
  }
}

runCommand(main);
