import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../e2e/support/free-port.ts';
import { stopChild, waitForHealth } from '../../../scripts/lib/built-server.ts';

export type ChatNode = {
  url: string;
  pid: number;
  stop: () => Promise<void>;
  /** How the process ended: its exit code, or the signal that killed it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * One API node as production runs it, in a process of its own: the built server
 * (`apps/api/dist/server.js`) when `built`, else the sources through tsx. A fresh DATA_DIR, the
 * shared PostgreSQL database (already migrated; none → PGlite in the DATA_DIR), REDIS_URL when
 * given, no seed, `env` on top. Resolves once /api/health answers.
 */
export async function startChatNode(opts: {
  databaseUrl?: string | undefined;
  redisUrl?: string | undefined;
  secret: string;
  built: boolean;
  /** A directory for a V8 CPU profile of the node (written when it stops). */
  profileDir?: string | undefined;
  /** More environment variables (S3_*, SHUTDOWN_DRAIN_SECONDS…). */
  env?: Record<string, string>;
}): Promise<ChatNode> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'immora-bench-chat-'));
  const url = `http://127.0.0.1:${port}`;
  const profile = opts.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.profileDir}`] : [];
  const args = [
    ...profile,
    ...(opts.built ? [join(API_DIR, 'dist/server.js')] : ['--import', 'tsx', join(API_DIR, 'src/server.ts')]),
  ];
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      REDIS_URL: opts.redisUrl ?? '',
      JWT_SECRET: opts.secret,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid!, stop, exited };
}

/** Signs in through a node's own HTTP API and answers the session token. */
export async function signInOn(node: Pick<ChatNode, 'url'>, email: string, password: string): Promise<string> {
  const res = await fetch(`${node.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} on ${node.url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}
