import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type ChatNode = { url: string; pid: number; stop: () => Promise<void> };

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const START_LIMIT_MS = 120_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * One API node as production runs it, in a process of its own: the built server
 * (`apps/api/dist/server.js`) when `built`, else the sources through tsx. A fresh DATA_DIR, the
 * shared PostgreSQL database (already migrated), REDIS_URL when given, no seed. Resolves once
 * /api/health answers.
 */
export async function startChatNode(opts: {
  databaseUrl: string;
  redisUrl?: string | undefined;
  secret: string;
  built: boolean;
  /** A directory for a V8 CPU profile of the node (written when it stops). */
  profileDir?: string | undefined;
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
      DATABASE_URL: opts.databaseUrl,
      REDIS_URL: opts.redisUrl ?? '',
      JWT_SECRET: opts.secret,
      SEED: 'none',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid!, stop };
}

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API node exited with code ${child.exitCode} while starting`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API node did not answer ${url}/api/health within ${START_LIMIT_MS / 1000} s`);
}

export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
