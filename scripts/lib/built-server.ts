import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../e2e/support/free-port.ts';

/** `pid`: the server's process, for benchmarks that read its memory. */
export type BuiltServer = { url: string; pid: number; stop: () => Promise<void> };

export type BuiltServerFiles = { server: string; web: string };
export const BUILT_FILES: BuiltServerFiles = { server: 'apps/api/dist/server.js', web: 'apps/web/dist' };
const START_LIMIT_MS = 180_000;

/**
 * The built server (`npm run build`) with the demo seed, on a free port of 127.0.0.1, a temporary
 * DATA_DIR and the embedded database, as the end-to-end tests start it. Resolves once /api/health
 * answers. `files` may name another build (a copy kept to compare before and after a change).
 */
export async function startBuiltServer(files: BuiltServerFiles = BUILT_FILES): Promise<BuiltServer> {
  for (const file of [files.server, join(files.web, 'index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'immora-bench-pages-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [files.server], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST: files.web,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
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

/** Resolves once `url`/api/health answers; fails when the process exits first or after `limitMs`. */
export async function waitForHealth(url: string, child: ChildProcess, limitMs = START_LIMIT_MS) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} while starting`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${limitMs / 1000} s`);
}

/** SIGTERM, then waits for the exit (at once when it has already exited). */
export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
