import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { onPostgres } from '../../test/database.ts';
import { signedInUser } from '../../test/session.ts';
import { readArchive, readWhole } from './archive.ts';
import { summarise, fileStores, writeBackupFile } from './backup-file.ts';
import { HEADER_ENTRY, MANIFEST_ENTRY, type Manifest } from './backup.ts';
import { listenOperatorSocket } from './operator-socket.ts';

/** `npm run backup` / `npm run restore` as an operator runs them: their exit codes and what they say. */
const SLOW = 180_000;
const apiRoot = join(import.meta.dirname, '..', '..');

function cli(script: 'backup-cli.ts' | 'restore-cli.ts', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join('src', 'backup', script), ...args], {
      cwd: apiRoot,
      env: { ...process.env, LOG_LEVEL: 'silent', SEED: 'none', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

async function entriesOf(file: string) {
  const names: string[] = [];
  let manifest: Manifest | null = null;
  for await (const entry of readArchive(createReadStream(file))) {
    names.push(entry.name);
    const body = await readWhole(entry.body);
    if (entry.name === MANIFEST_ENTRY) manifest = JSON.parse(body.toString()) as Manifest;
  }
  return { names, manifest: manifest! };
}

let ctx: TestContext;
const tmp = mkdtempSync(join(tmpdir(), 'immora-backup-cli-'));
beforeAll(async () => {
  ctx = await createTestApp();
  await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
});
afterAll(async () => {
  await ctx.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('npm run backup / restore', () => {
  it('without --out says how to call it and exits 2', async () => {
    const run = await cli('backup-cli.ts', [], { DATA_DIR: ctx.dataDir });
    expect(run.code).toBe(2);
    expect(run.err).toContain('Usage: npm run backup -- --out FILE');
  });

  it(
    'on PGlite, a running server writes the archive through its operator socket; a second server on that DATA_DIR may not start',
    async () => {
      if (onPostgres) return; // the channel exists for the embedded database only
      const operator = await listenOperatorSocket(ctx.dataDir);
      try {
        const config = ctx.app.config;
        operator.serve({
          backup: async (out) =>
            summarise(await writeBackupFile({ database: ctx.database, stores: fileStores(config) }, out)),
          log: { info: () => undefined, error: () => undefined },
        });
        await expect(listenOperatorSocket(ctx.dataDir)).rejects.toThrow(/Another Immora server already runs/);

        const out = join(tmp, 'through-server.tar.gz');
        const run = await cli('backup-cli.ts', ['--out', out], { DATA_DIR: ctx.dataDir });
        expect(run.err).toBe('');
        expect(run.code).toBe(0);
        expect(run.out).toMatch(
          /^Backup written to .*through-server\.tar\.gz in [\d.]+ s: pglite database at migration \d+ .*\(taken by the running server\)/,
        );
        expect(existsSync(`${out}.partial`)).toBe(false);

        const restore = await cli('restore-cli.ts', [out], { DATA_DIR: ctx.dataDir });
        expect(restore.code).toBe(1);
        expect(restore.err).toContain(
          `An Immora server is running on ${ctx.dataDir}: stop it before restoring into it.`,
        );
      } finally {
        await operator.close();
      }
    },
    SLOW,
  );

  it.runIf(onPostgres)(
    'on PostgreSQL, reads the database itself (with a pg_dump of the same snapshot); restore refuses the non-empty database',
    async () => {
      const url = (ctx.database as { url?: string }).url!;
      const out = join(tmp, 'direct.tar');
      const run = await cli('backup-cli.ts', ['--out', out], { DATA_DIR: ctx.dataDir, DATABASE_URL: url });
      expect(run.code, run.err).toBe(0);
      expect(run.out).toMatch(/postgres database at migration \d+ .*logical-jsonl( \+ database\/pg_dump\.custom)?/);
      const { names, manifest } = await entriesOf(out);
      expect(names[0]).toBe(HEADER_ENTRY);
      expect(names.at(-1)).toBe(MANIFEST_ENTRY);
      expect(manifest.database.tables.find((t) => t.name === 'users')?.rows).toBeGreaterThan(0);
      expect(manifest.database.pgDump).not.toBeNull();

      const restore = await cli('restore-cli.ts', [out], { DATA_DIR: ctx.dataDir, DATABASE_URL: url });
      expect(restore.code).toBe(1);
      expect(restore.err).toMatch(/^The target is not empty: the postgres database has \d+ tables\..*--force/);
    },
    SLOW,
  );
});
