import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the archive says about its `pg_dump` copy (decision 064). */
export type PgDumpNote = { entry: string; version: string } | { skipped: string };

export const PG_DUMP_ENTRY = 'database/pg_dump.custom';

function run(
  command: string,
  args: string[],
  password?: string,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    // The password goes in the child's environment, not its arguments (which `ps` shows to anyone);
    // the rest of the environment passes through unchanged (no setting is read here).
    const env = password ? { ...process.env, PGPASSWORD: password } : undefined;
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

/**
 * A `pg_dump --format=custom` of the snapshot another transaction exported, spooled to a
 * temporary file (its size must be known before it enters the archive). For operators who want
 * PostgreSQL's own tools (pg_restore); `npm run restore` reads the portable dump instead.
 * Answers the file (and a cleanup), or why there is none: no pg_dump on the PATH, or one older
 * than the server.
 */
export async function pgDumpOfSnapshot(
  url: string,
  snapshot: string,
): Promise<{ file: string; version: string; cleanup: () => void } | { skipped: string }> {
  let version: string;
  try {
    version = (await run('pg_dump', ['--version'])).out.trim();
  } catch {
    return { skipped: 'pg_dump is not installed on this machine' };
  }
  const dir = mkdtempSync(join(tmpdir(), 'immora-pg-dump-'));
  const file = join(dir, 'dump.custom');
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  const result = await run(
    'pg_dump',
    [
      '--format=custom',
      `--snapshot=${snapshot}`,
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${address.toString()}`,
    ],
    password || undefined,
  );
  if (result.code !== 0) {
    cleanup();
    return { skipped: `${version} failed: ${result.err.trim().split('\n')[0] ?? `exit ${result.code}`}` };
  }
  return { file, version, cleanup };
}
