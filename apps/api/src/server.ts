import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildApp } from './app.ts';
import { summarise, fileStores, writeBackupFile } from './backup/backup-file.ts';
import { listenOperatorSocket } from './backup/operator-socket.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate, migrationLevel } from './db/migrate.ts';
import { firstStartApart } from './db/seed/first-start.ts';
import { isEmpty, seedDemo } from './db/seed/seed.ts';
import { backfillPhotoVariants } from './lib/photo-backfill.ts';
import { diskStorage } from './lib/storage.ts';

/** Entry point: configuration, database, migrations, seed on an empty database, listen, clean stop. */
async function main() {
  // libvips keeps up to 50 MB of recent operations for reuse; every photo here is new, so the
  // cache only holds memory (decision 065).
  sharp.cache(false);
  const config = loadConfig();
  // A new embedded database runs initdb first, whose memory its engine keeps (decision 065).
  const newEmbedded = !config.DATABASE_URL && !existsSync(join(config.DATA_DIR, 'pglite', 'PG_VERSION'));
  let heavyStart = false;
  // PGlite belongs to this process: `npm run backup` asks it through the operator socket (decision
  // 064), which also keeps a second server off the same DATA_DIR.
  const operator = config.databaseKind === 'pglite' ? await listenOperatorSocket(config.DATA_DIR) : null;
  // So initdb, the migrations and the demo seed (its photos too) run in a child process, and this
  // one opens the prepared files like any restart.
  if (newEmbedded) await firstStartApart();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await migrate(database);
  const app = await buildApp({ config, database });
  const level = await migrationLevel(database);
  app.log.info(`database: ${database.kind}, ${level.applied} migrations (latest ${level.latest})`);
  operator?.serve({
    backup: async (out) => summarise(await writeBackupFile({ database, stores: fileStores(config) }, out)),
    log: app.log,
  });

  if (config.SEED === 'demo' && (await isEmpty(database))) {
    app.log.info('empty database: applying the demo seed (first start only)…');
    const summary = await seedDemo({
      database,
      dataDir: config.DATA_DIR,
      imageCache: config.SEED_IMAGE_CACHE,
      log: (m) => app.log.info(m),
    });
    app.log.info({ summary }, 'demo seed applied');
    heavyStart = true;
  }
  if (heavyStart && database.release) {
    await database.release();
    app.log.info('database: the embedded engine restarted on its files, giving back the memory of initdb and the seed');
  }

  // Photos stored before their variants existed get them in the background (decision 014).
  const backfill = new AbortController();
  const backfilling = backfillPhotoVariants({
    db: database.db,
    storages: [app.storage, diskStorage(join(config.DATA_DIR, 'uploads'))],
    log: app.log,
    signal: backfill.signal,
  }).catch((err: unknown) => app.log.error({ err }, 'photo variants: backfill stopped'));

  // Graceful stop (decision 042): /api/ready answers 503 at once; after SHUTDOWN_DRAIN_SECONDS
  // (time for a load balancer to notice) the server stops accepting connections, the requests in
  // flight finish (SHUTDOWN_GRACE_SECONDS at most, else exit 1), then the database closes.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.readiness.drain();
    app.log.info(`${signal}: draining for ${config.SHUTDOWN_DRAIN_SECONDS} s, then closing`);
    backfill.abort();
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_SECONDS * 1000));
    const force = setTimeout(() => {
      app.log.error(`requests still in flight after ${config.SHUTDOWN_GRACE_SECONDS} s: exiting`);
      process.exit(1);
    }, config.SHUTDOWN_GRACE_SECONDS * 1000);
    force.unref();
    try {
      await backfilling; // stops after the picture at hand
      await app.close();
      app.log.info('closed: every request answered');
      await operator?.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Immora is running on ${config.PUBLIC_URL}`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
