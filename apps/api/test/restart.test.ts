import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real server process on embedded PGlite: SIGTERM closes the database cleanly and a
 * restart on the same DATA_DIR finds the data written before.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'immora-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Starting means compiling with tsx and migrating PGlite: 30 s were not enough on a busy
  // machine, so this waits for the process itself (health answers, or the process exits and
  // says why); the test's own time limit is the bound.
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

const subscribe = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'kept@example.be' }),
  });

describe('server restart on PGlite', () => {
  it('stops cleanly on SIGTERM and keeps its data', async () => {
    const port = await freePort();
    const first = await start(port);
    expect((await subscribe(port)).status).toBe(201);
    expect(await stop(first)).toBe(0);

    const second = await start(port);
    const again = await subscribe(port);
    expect(again.status).toBe(409);
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
      data: { database: { kind: string } };
    };
    expect(health.data.database.kind).toBe('pglite');
    expect(await stop(second)).toBe(0);
  }, 300_000);
});
