// npm run bench [-- --out docs/performance.md --dry-run]
// Every benchmark in turn, each writing its marked section of docs/performance.md (issue 18):
// search on PostgreSQL (DATABASE_URL, default the local server's immora_bench, created when
// missing; the listings of an earlier run are reused), chat on one node and on two sharing Redis
// (REDIS_URL, default redis://127.0.0.1:6379/11; chat recreates a database of its own), then pages,
// the working areas' interactions and uploads (each builds the app first). A benchmark that fails does not stop the others; the
// exit code is 1 if any failed. --dry-run creates the database and prints the commands only.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});

const searchDatabase = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/immora_bench';
const shown = Object.assign(new URL(searchDatabase), { password: '' }).href; // as printed: no password

/** Creates the search benchmark's database on its server when it is not there yet. */
async function ensureDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`create database ${name}`);
      console.log(`created database ${name}`);
    }
  } finally {
    await admin.end();
  }
}

const out = values.out ? ['--out', values.out] : [];
// Chat must not inherit the search database: it drops and recreates the database it is given.
const { DATABASE_URL: _ignored, ...withoutDatabase } = process.env;
const steps: { script: string; args: string[]; env: NodeJS.ProcessEnv }[] = [
  {
    script: 'bench:search',
    args: ['--listings', '100000', '--seconds', '8', '--reuse', ...out],
    env: { ...process.env, DATABASE_URL: searchDatabase },
  },
  { script: 'bench:chat', args: out, env: withoutDatabase },
  { script: 'bench:chat', args: ['--nodes', '2', ...out], env: withoutDatabase },
  { script: 'bench:pages', args: out, env: withoutDatabase },
  { script: 'bench:interactions', args: out, env: withoutDatabase },
  { script: 'bench:uploads', args: out, env: withoutDatabase },
];

await ensureDatabase(searchDatabase);
const failed: string[] = [];
for (const { script, args, env } of steps) {
  const line = `npm run ${script}${args.length ? ` -- ${args.join(' ')}` : ''}`;
  console.log(`\n› ${script === 'bench:search' ? `DATABASE_URL=${shown} ` : ''}${line}`);
  if (values['dry-run']) continue;
  const { status } = spawnSync('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], {
    env,
    stdio: 'inherit',
  });
  if (status !== 0) failed.push(line);
}
if (failed.length) {
  console.error(`\nfailed: ${failed.join('; ')}`);
  process.exit(1);
}
