import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../config.ts';
import { createCustomTestApp } from '../../test/custom-app.ts';
import type { TestContext } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { METRICS_TOKEN } from '../../test/metrics.ts';
import type { Database } from '../db/client.ts';

/** Decision 060: GET /metrics is off unless METRICS_TOKEN (a bearer token) or METRICS_PORT (127.0.0.1) is set. */
const web = mkdtempSync(join(tmpdir(), 'immora-web-'));
writeFileSync(join(web, 'index.html'), '<!doctype html><title>Immora</title><div id="root"></div>');
let database: Database;
const apps: TestContext[] = [];
const appWith = async (env: Record<string, string>) => {
  const ctx = await createCustomTestApp({ database, env: { WEB_DIST: web, ...env } });
  apps.push(ctx);
  return ctx.app;
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const ctx of apps) await ctx.close();
  await database.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (app: Awaited<ReturnType<typeof appWith>>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/metrics', headers });

describe('who may read GET /metrics', () => {
  it('is off by default: a JSON 404 like any unknown API path, never the app’s page', async () => {
    const app = await appWith({});
    const res = await get(app);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    // Other client routes still get the page.
    expect((await app.inject({ method: 'GET', url: '/metrics-dashboard' })).headers['content-type']).toContain(
      'text/html',
    );
  });

  it('with METRICS_TOKEN, answers only the bearer of that token', async () => {
    const app = await appWith({ METRICS_TOKEN });
    const without = await get(app);
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(without.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
    expect((await get(app, { authorization: `Bearer ${METRICS_TOKEN}x` })).statusCode).toBe(401);
    expect((await get(app, { authorization: `Bearer ${METRICS_TOKEN.slice(0, -1)}` })).statusCode).toBe(401);
    expect((await get(app, { authorization: METRICS_TOKEN })).statusCode).toBe(401);
    const ok = await get(app, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(ok.body).toContain('# TYPE immora_http_request_duration_seconds histogram');
  });

  it('with METRICS_PORT, serves it on 127.0.0.1 only, and not on the API’s port', async () => {
    const app = await appWith({ METRICS_PORT: '0' });
    expect((await get(app)).statusCode).toBe(404);
    const address = app.metricsServer!.address() as AddressInfo;
    expect(address.address).toBe('127.0.0.1');
    const base = `http://127.0.0.1:${address.port}`;
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect((await fetch(`${base}/api/health`)).status).toBe(404);
  });

  it('with both, the port asks for the token too', async () => {
    const app = await appWith({ METRICS_PORT: '0', METRICS_TOKEN });
    const base = `http://127.0.0.1:${(app.metricsServer!.address() as AddressInfo).port}`;
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(
      200,
    );
  });

  it('refuses a short token at start-up, and takes empty settings as unset', () => {
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(parseEnv({ METRICS_TOKEN: '', METRICS_PORT: '' })).toMatchObject({
      METRICS_TOKEN: undefined,
      METRICS_PORT: undefined,
    });
    expect(parseEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
  });
});
