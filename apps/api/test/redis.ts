import { Socket as NetSocket } from 'node:net';
import { createCustomTestApp } from './custom-app.ts';
import { listen, type TestSocket } from './realtime.ts';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Is something answering at the Redis address? (A TCP connect, half a second at most.) */
export async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const probe = new NetSocket();
    const done = (ok: boolean) => {
      probe.destroy();
      resolve(ok);
    };
    probe.setTimeout(500, () => done(false));
    probe.once('error', () => done(false));
    probe.connect(Number(port || 6379), hostname, () => done(true));
  });
}

/**
 * Two API nodes sharing one database, the signing key and Redis, as nodes behind a load balancer
 * do, each listening on a free port; `close` disconnects the sockets the test registered first.
 */
export async function twoNodes() {
  const env = {
    REDIS_URL: TEST_REDIS_URL,
    AUCTION_SWEEP_SECONDS: '0',
    JWT_SECRET: 'two-nodes-test-secret-0123456789abcdef',
  };
  const nodeA = await createCustomTestApp({ env });
  const nodeB = await createCustomTestApp({ env, database: nodeA.database });
  const sockets: TestSocket[] = [];
  return {
    nodeA,
    nodeB,
    baseA: await listen(nodeA.app),
    baseB: await listen(nodeB.app),
    sockets,
    close: async () => {
      for (const s of sockets) s.disconnect();
      await nodeB.close();
      await nodeA.close();
    },
  };
}
