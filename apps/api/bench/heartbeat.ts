import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { SOCKET_PATH } from '@immora/shared/realtime';

export type Heartbeat = { beats: number; rttP50: number; rttP99: number; lagP99: number; lagMax: number };

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * Runs `load` while a Socket.IO guest beats every `everyMs` (an event the server answers at once,
 * without the database) and the server's event loop is watched: the beats' round trips and the
 * loop's delay p99 say whether requests and sockets still get the loop while searches run.
 */
export async function withHeartbeat<T>(url: string, load: () => Promise<T>, everyMs = 50): Promise<[T, Heartbeat]> {
  const socket = io(url, { path: SOCKET_PATH, transports: ['websocket'] });
  await new Promise<void>((ready, failed) => {
    socket.once('connect', ready);
    socket.once('connect_error', failed);
  });
  const rtts: number[] = [];
  let beating = true;
  const beat = async () => {
    while (beating) {
      const sent = performance.now();
      // An invalid auction id is answered by the handler itself: a round trip through the loop only.
      await socket.timeout(5000).emitWithAck('leaveAuction', 'heartbeat');
      rtts.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  };
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const beating$ = beat();
  try {
    const result = await load();
    return [
      result,
      {
        beats: rtts.length,
        rttP50: percentile(
          [...rtts].sort((a, b) => a - b),
          0.5,
        ),
        rttP99: percentile(
          [...rtts].sort((a, b) => a - b),
          0.99,
        ),
        lagP99: delay.percentile(99) / 1e6,
        lagMax: delay.max / 1e6,
      },
    ];
  } finally {
    delay.disable();
    beating = false;
    await beating$.catch(() => undefined);
    socket.disconnect();
  }
}
