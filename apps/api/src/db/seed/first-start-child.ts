/**
 * The child process of first-start.ts: opens the new embedded database, migrates it, applies
 * the demo seed when SEED=demo, closes it and ends (with the server's configuration and logs).
 */
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { isEmpty, seedDemo } from './seed.ts';

const config = loadConfig();
const quiet = ['fatal', 'error', 'warn', 'silent'].includes(config.LOG_LEVEL);
const log = (msg: string) => {
  if (!quiet) console.log(JSON.stringify({ level: 30, time: Date.now(), msg }));
};
const database = await openDatabase({ dataDir: config.DATA_DIR });
try {
  await migrate(database);
  if (config.SEED === 'demo' && (await isEmpty(database))) {
    log('empty database: applying the demo seed (first start only, in a child process)…');
    const summary = await seedDemo({ database, dataDir: config.DATA_DIR, imageCache: config.SEED_IMAGE_CACHE, log });
    log(`demo seed applied: ${JSON.stringify(summary)}`);
  }
} finally {
  await database.close();
}
process.exit(0);
