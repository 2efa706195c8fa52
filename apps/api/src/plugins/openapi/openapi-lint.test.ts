import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../../db/paths.ts';

const ROOT = join(apiRoot(), '..', '..');
const CLI = join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
const DOCUMENT = join(ROOT, 'docs', 'openapi.json');
const scratch = mkdtempSync(join(tmpdir(), 'immora-redocly-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Problem = { ruleId: string; severity: 'error' | 'warn'; message: string };
type Report = { totals: { errors: number; warnings: number; ignored: number }; problems: Problem[] };

/**
 * Redocly CLI as an integrator runs it (`npx @redocly/cli lint`), with the repository's
 * redocly.yaml (recommended rules and the written exceptions); offline: no telemetry, no update check.
 */
async function lint(file: string): Promise<Report> {
  const args = [CLI, 'lint', file, '--format=json', '--config', join(ROOT, 'redocly.yaml')];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  // The CLI exits 1 when it finds errors; the report is on stdout either way.
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: ROOT, env }).catch(
    (err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }),
  );
  return JSON.parse(stdout) as Report;
}

describe('docs/openapi.json under Redocly CLI recommended rules', () => {
  it('has no error and no warning (exceptions only as written in redocly.yaml and .redocly.lint-ignore.yaml)', async () => {
    const report = await lint(DOCUMENT);
    expect(report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 6 });
  });

  it('finds what an integrator would trip over: no operationId, error answers or security; a wrong example', async () => {
    const document = JSON.parse(readFileSync(DOCUMENT, 'utf8'));
    document.paths['/api/users/login'].post.requestBody.content['application/json'].schema.example.password = 'short';
    const publish = document.paths['/api/properties/{id}/publish'].post;
    delete publish.operationId;
    delete publish.security;
    publish.responses = { 200: publish.responses['200'] };
    const broken = join(scratch, 'broken.json');
    writeFileSync(broken, JSON.stringify(document));

    const rules = (await lint(broken)).problems.map((p) => `${p.severity} ${p.ruleId}`);
    expect(rules).toEqual(
      expect.arrayContaining([
        'warn operation-operationId',
        'warn operation-4xx-response',
        'error security-defined',
        'error no-invalid-schema-examples',
      ]),
    );
  });
});
