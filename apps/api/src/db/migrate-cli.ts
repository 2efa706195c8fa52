import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrate, migrationLevel } from './migrate.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
await migrate(database);
const level = await migrationLevel(database);
console.log(`${database.kind}: ${level.applied} migrations applied (latest ${level.latest ?? 'none'})`);
await database.close();
