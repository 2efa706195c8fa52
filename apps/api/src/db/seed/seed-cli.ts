/**
 * `npm run db:seed -w @immora/api`: migrates the configured database and loads the demo data
 * set when it is empty. A database that already has users is left alone.
 */
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { DEMO_ACCOUNTS, isEmpty, seedDemo } from './seed.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  try {
    await migrate(database);
    if (!(await isEmpty(database))) {
      console.error(
        `The database (${database.kind === 'pglite' ? `${config.DATA_DIR}/pglite` : 'DATABASE_URL'}) already has users; the demo data is only loaded into an empty database. ` +
          'Remove the data directory (PGlite) or drop and recreate the database, then run this again.',
      );
      return 1;
    }
    const summary = await seedDemo({
      database,
      dataDir: config.DATA_DIR,
      imageCache: config.SEED_IMAGE_CACHE,
      log: (m) => console.log(m),
    });
    console.table(summary);
    console.log('Demo accounts (password for all: %s):', DEMO_ACCOUNTS[0]?.password);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(10)} ${a.email.padEnd(24)} ${a.note}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
