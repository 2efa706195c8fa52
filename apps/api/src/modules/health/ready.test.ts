import { rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomTestApp } from '../../../test/custom-app.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { TEST_REDIS_URL } from '../../../test/redis.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const ready = (app = ctx.app) => app.inject({ method: 'GET', url: '/api/ready' });

/** A port on 127.0.0.1 that nothing listens on (taken, then given back). */
async function deadPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('GET /api/ready', () => {
  it('answers 200 with each dependency checked, never from a cache', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ready', checks: { database: 'ok', storage: 'ok' } } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 once the node is shutting down, while /api/health still answers 200', async () => {
    const node = await createCustomTestApp({ database: ctx.database });
    try {
      node.app.readiness.drain();
      const res = await ready(node.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        error: { code: 'SERVICE_UNAVAILABLE', message: 'Not ready: shutting down' },
      });
      expect((await node.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await node.close();
    }
  });

  it('answers 503 naming the database when it does not answer', async () => {
    const node = await createCustomTestApp();
    await node.database.close();
    try {
      const res = await ready(node.app);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe('Not ready: database is down');
    } finally {
      await node.app.close();
      rmSync(node.dataDir, { recursive: true, force: true });
    }
  });

  it('answers 503 naming the file store when the S3 endpoint does not answer, without naming its host', async () => {
    const port = await deadPort();
    const node = await createCustomTestApp({
      database: ctx.database,
      env: {
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'immora-photos',
        S3_ACCESS_KEY_ID: 'x',
        S3_SECRET_ACCESS_KEY: 'y',
      },
    });
    try {
      const res = await ready(node.app);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toMatch(/^Not ready: storage (is down|does not answer in time)$/);
      expect(res.body).not.toContain(String(port));
    } finally {
      await node.close();
    }
  });

  it('checks Redis when REDIS_URL is set, survives a connection lost while it subscribes, answers 503 once Redis is gone, and still stops', async () => {
    // The node reaches Redis through a relay this test can cut, as a network failure would. The
    // relay first cuts every link as the Socket.IO adapter's SUBSCRIBE goes by, before Redis sees
    // it: the adapter does not handle that failure itself, and an unhandled rejection would stop
    // the process (and fail this run). The clients reconnect through the relay and subscribe again.
    const target = new URL(TEST_REDIS_URL);
    const links = new Set<Socket>();
    const cutAll = () => {
      for (const socket of links) socket.destroy();
    };
    let cutOnSubscribe = true;
    const relay = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        links.add(socket);
        socket.on('error', () => socket.destroy());
        socket.on('close', () => links.delete(socket));
      }
      client.on('data', (chunk: Buffer) => {
        if (cutOnSubscribe && chunk.toString('latin1').toUpperCase().includes('SUBSCRIBE')) {
          cutOnSubscribe = false;
          cutAll();
        }
      });
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const { port } = relay.address() as { port: number };
    const node = await createCustomTestApp({ database: ctx.database, env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    try {
      await expect.poll(() => cutOnSubscribe, { timeout: 10_000 }).toBe(false);
      await expect
        .poll(async () => (await ready(node.app)).json().data?.checks, { timeout: 15_000 })
        .toEqual({ database: 'ok', storage: 'ok', redis: 'ok' });

      relay.close();
      cutAll();
      await expect
        .poll(async () => (await ready(node.app)).json(), { timeout: 10_000 })
        .toEqual({
          success: false,
          error: { code: 'SERVICE_UNAVAILABLE', message: 'Not ready: redis is down' },
        });
    } finally {
      await node.close();
    }
  });
});
