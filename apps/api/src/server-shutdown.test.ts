import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatNode, type ChatNode } from '../bench/chat-nodes.ts';
import { createTestDatabase, onPostgres } from '../test/database.ts';
import type { Database } from './db/client.ts';

/**
 * Graceful stop of a real server process (server.ts, decision 042): SIGTERM while a client is
 * still sending its request. The node says it is not ready during the drain, then stops taking
 * connections, answers the request in flight, and exits 0. On PostgreSQL when TEST_DATABASE_URL is
 * set, else on the process's own PGlite.
 */
describe('a server process stopped with SIGTERM', () => {
  let database: (Database & { url?: string }) | undefined;
  let node: ChatNode;
  beforeAll(async () => {
    database = onPostgres ? await createTestDatabase() : undefined;
    node = await startChatNode({
      databaseUrl: database?.url,
      secret: 'graceful-stop-test-0123456789abcdef',
      built: false,
      env: { SHUTDOWN_DRAIN_SECONDS: '3', SHUTDOWN_GRACE_SECONDS: '60' },
    });
  }, 240_000);
  afterAll(async () => {
    await node?.stop();
    await database?.close();
  }, 60_000);

  /** The answer to GET /api/ready on a new connection, or the connection error's code. */
  const readiness = () =>
    fetch(`${node.url}/api/ready`).then(
      (res) => res.status,
      (err: { cause?: { code?: string } }) => err.cause?.code ?? 'failed',
    );

  it('finishes the request in flight, refuses new ones after the drain, and exits 0', async () => {
    expect(await readiness()).toBe(200);

    // A slow client: headers first (the server's 100 Continue shows it is handling the request),
    // then half of its body.
    const body = Buffer.from(JSON.stringify({ email: `slow-${Date.now()}@example.be`, language: 'nl' }));
    const slow: ClientRequest = request(`${node.url}/api/newsletter`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
    });
    const answer = new Promise<IncomingMessage>((resolve, reject) => {
      slow.once('response', resolve);
      slow.once('error', reject);
    });
    await new Promise((resolve) => slow.once('continue', resolve));
    await new Promise((resolve) => slow.write(body.subarray(0, 10), resolve));

    process.kill(node.pid, 'SIGTERM');
    // Draining: still answering, but not ready, so a load balancer sends its traffic elsewhere.
    await expect.poll(readiness, { timeout: 10_000 }).toBe(503);
    // Then closed to new connections.
    await expect.poll(readiness, { timeout: 30_000, interval: 200 }).toBe('ECONNREFUSED');

    // The request that was in flight all along is answered, and written.
    slow.end(body.subarray(10));
    const res = await answer;
    const text = await new Promise<string>((resolve) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (data += chunk));
      res.on('end', () => resolve(data));
    });
    expect(res.statusCode).toBe(201);
    expect(JSON.parse(text)).toMatchObject({ success: true, data: { email: JSON.parse(body.toString()).email } });

    expect(await node.exited).toEqual({ code: 0, signal: null });
  }, 120_000);
});
