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
    // node-redis 6 gives every command 5 s by default: under load an XADD or PUBLISH that waited
    // longer was dropped, and with it a chat event for the other nodes. A command now waits for its
    // answer for as long as the connection lives (a lost connection still fails it).
    commandOptions: { timeout: 0 },
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
  /** `call`, whose failure is logged (as `what`) instead of rejecting. */
  const logged =
    <A extends unknown[], R>(what: string, call: (...args: A) => Promise<R>, fallback?: R) =>
    (...args: A) =>
      call(...args).catch((err: unknown) => {
        log.warn({ err }, `redis (${redact(url)}): ${what}`);
        return fallback;
      });
  // The adapter publishes some events (broadcasts with acknowledgement, requests) without waiting
  // for the answer: a failed PUBLISH would be an unhandled rejection that stops the process.
  // It also opens two more connections (client.duplicate(): one reads the stream, one subscribes)
  // without handling a failure of their connect() or SUBSCRIBE, as when the connection is lost
  // while they open. Those clients reconnect and subscribe again on their own.
  const duplicate = client.duplicate.bind(client);
  Object.assign(client, {
    publish: logged('an event for the other nodes was not published', client.publish.bind(client), 0),
    duplicate: (...args: Parameters<typeof duplicate>) => {
      const copy = duplicate(...args);
      const retrying = 'the client retries on its own';
      return Object.assign(copy, {
        connect: logged(`connecting for the other nodes failed; ${retrying}`, copy.connect.bind(copy)),
        subscribe: logged(`subscribing to the other nodes failed; ${retrying}`, copy.subscribe.bind(copy)),
        sSubscribe: logged(`subscribing to the other nodes failed; ${retrying}`, copy.sSubscribe.bind(copy)),
      });
    },
  });
  return {
    adapter: createAdapter(client),
    /**
     * Waits for the commands in flight, but not for a Redis that is away: the commands queued while
     * it reconnects would wait for ever (no command timeout, above), and so would a stopping node.
     */
    close: async () => {
      if (!client.isOpen) return;
      if (!client.isReady) return client.destroy();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        client.close(),
        new Promise((resolve) => {
          timer = setTimeout(resolve, 5_000);
        }),
      ]);
      clearTimeout(timer);
      if (client.isOpen) client.destroy();
    },
    /** Readiness: the connection is up and Redis answers (a command would otherwise wait for a reconnection). */
    ping: async () => {
      if (!client.isReady) throw new Error('not connected');
      await client.ping();
    },
  };
}
