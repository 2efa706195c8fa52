import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';

/** The address without its password, for messages. */
const redact = (url: string) => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');

/**
 * The Redis Streams adapter (DESIGN.md: unlike the pub/sub one it keeps connection-state recovery
 * working): what one node emits to a room reaches that room's sockets on every node. Connecting
 * fails fast with a clear message, so a wrong REDIS_URL never leaves a node silently alone.
 */
export async function connectRedisAdapter(
  url: string,
  log: { warn: (obj: object, msg: string) => void },
  timeoutMs = 10_000,
) {
  const client = createClient({
    url,
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  });
  let lastError = '';
  client.on('error', (err: Error) => {
    // Logged once per distinct failure while the client reconnects on its own.
    if (err.message === lastError) return;
    lastError = err.message;
    log.warn({ err }, `redis (${redact(url)}): ${err.message}`);
  });
  client.on('ready', () => {
    lastError = '';
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.connect(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Cannot reach Redis at REDIS_URL (${redact(url)}) within ${timeoutMs / 1000} s.`)),
          timeoutMs,
        );
      }),
    ]);
  } catch (err) {
    client.destroy();
    throw err;
  } finally {
    clearTimeout(timer);
  }
  return {
    adapter: createAdapter(client),
    close: async () => {
      if (client.isOpen) await client.close();
    },
  };
}
