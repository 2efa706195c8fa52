import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';

/**
 * `npm run staff:create -- EMAIL [--name "First Last"]` (decision 076): creates a verified staff
 * account. Its password is STAFF_PASSWORD when set (at least 12 characters), otherwise a random one
 * printed once here and stored nowhere else: sign in with it, then change it (Profile → password).
 */
const [email, ...rest] = process.argv.slice(2);
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('Usage: npm run staff:create -- EMAIL [--name "First Last"]');
  process.exit(2);
}
const nameAt = rest.indexOf('--name');
const [firstName = 'Immora', lastName = 'Staff'] = nameAt >= 0 ? (rest[nameAt + 1] ?? '').split(' ') : [];
const given = process.env.STAFF_PASSWORD;
if (given !== undefined && given.length < 12) {
  console.error('STAFF_PASSWORD must be at least 12 characters.');
  process.exit(2);
}
const password = given ?? randomBytes(12).toString('base64url');

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
try {
  await migrate(database);
  const taken = await database.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
  if (taken.length) {
    console.error(`An account with the address ${email} already exists.`);
    process.exitCode = 1;
  } else {
    await database.query(
      `INSERT INTO users (role, email, password_hash, first_name, last_name, is_verified)
       VALUES ('staff', $1, $2, $3, $4, true)`,
      [email.toLowerCase(), await hashPassword(password), firstName, lastName || 'Staff'],
    );
    console.log(`Staff account ${email} created; it lands on /staff after sign-in.`);
    if (given === undefined) console.log(`One-time password (shown once, change it after signing in): ${password}`);
    else console.log('Password: the one in STAFF_PASSWORD.');
  }
} finally {
  await database.close();
}
