// A process of benchmark clients (forked by chat.ts): real socket.io-client connections signed in
// with their session tokens, as the chat page connects (WebSocket transport). Each acknowledges
// every receiveMessage as a tab does and notes the time from send to receipt.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@immora/shared/realtime';
import { now, type ClientSpec, type FromClients, type SentMessage, type ToClients } from './chat-protocol.ts';

const ACK_TIMEOUT_MS = 10_000;
const send = (message: FromClients, then?: () => void) => process.send!(message, undefined, {}, () => then?.());

type Client = { spec: ClientSpec; socket: Socket };
const clients: Client[] = [];
const latencies: number[] = [];
/** Receivers per message id, and the receipts that came twice to one client. */
const receivedBy = new Map<string, Set<number>>();
let unique = 0;
let duplicates = 0;
let disconnects = 0;
const loopDelay = monitorEventLoopDelay({ resolution: 10 });

function onReceive(spec: ClientSpec, message: { id: string; content: string }, ack?: (ok: boolean) => void) {
  const at = now();
  ack?.(true);
  const sentAt = Number(message.content.slice(message.content.indexOf('@') + 1));
  let receivers = receivedBy.get(message.id);
  if (!receivers) receivedBy.set(message.id, (receivers = new Set()));
  if (receivers.has(spec.index)) {
    duplicates += 1;
    return;
  }
  receivers.add(spec.index);
  unique += 1;
  latencies.push(at - sentAt);
}

async function connectOne(spec: ClientSpec): Promise<number> {
  const started = now();
  const socket = io(spec.url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: 60_000,
    auth: { token: spec.token },
  });
  socket.on('receiveMessage', (message: { id: string; content: string }, ack?: (ok: boolean) => void) =>
    onReceive(spec, message, ack),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const connectMs = now() - started;
  socket.on('disconnect', () => (disconnects += 1));
  clients.push({ spec, socket });
  // What the chat page does once connected: join (unread list), then open its chat.
  const joined = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('join', spec.userId);
  if (!joined.ok) throw new Error(`join: ${joined.error}`);
  const opened = await socket
    .timeout(ACK_TIMEOUT_MS)
    .emitWithAck('joinChat', { chatId: spec.chatId, userId: spec.userId });
  if (!opened.ok) throw new Error(`joinChat: ${opened.error}`);
  return connectMs;
}

async function connectAll(specs: ClientSpec[], concurrency: number) {
  const connectMs: number[] = [];
  const failures: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, specs.length) }, async () => {
      while (next < specs.length) {
        const spec = specs[next++]!;
        try {
          connectMs.push(await connectOne(spec));
        } catch (err) {
          failures.push(`client ${spec.index}: ${(err as Error).message}`);
        }
      }
    }),
  );
  send({ type: 'connected', connectMs, failures });
}

const sleepUntil = (t: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, t - now())));

/** Each client sends one message per interval, offset by its index so the whole load is steady. */
async function sendAll(p: Extract<ToClients, { type: 'send' }>) {
  const sent: SentMessage[] = [];
  const ackMs: number[] = [];
  const failures: string[] = [];
  const end = p.startAt + p.seconds * 1000;
  await Promise.all(
    clients.map(async ({ spec, socket }) => {
      let at = p.startAt + (spec.index / p.total) * p.intervalMs;
      for (let k = 0; at < end; k += 1, at += p.intervalMs) {
        await sleepUntil(at);
        const sentAt = now();
        try {
          const answer = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('sendMessage', {
            senderId: spec.userId,
            chatId: spec.chatId,
            content: `Bench ${spec.index}.${k} @${sentAt}`,
            clientMessageId: `bench-${spec.index}-${k}-${p.startAt}`,
          });
          if (!answer.ok) throw new Error(answer.error);
          ackMs.push(now() - sentAt);
          sent.push({ messageId: answer.message.id, chatId: spec.chatId });
        } catch (err) {
          failures.push(`client ${spec.index}: ${(err as Error).message}`);
        }
      }
    }),
  );
  send({ type: 'sent', sent, ackMs, failures });
}

process.on('message', (message: ToClients) => {
  if (message.type === 'connect') {
    loopDelay.enable();
    void connectAll(message.clients, message.concurrency);
  } else if (message.type === 'send') {
    loopDelay.reset();
    void sendAll(message);
  } else if (message.type === 'count') {
    send({ type: 'count', unique });
  } else if (message.type === 'report') {
    const receipts: Record<string, number> = {};
    for (const [id, receivers] of receivedBy) receipts[id] = receivers.size;
    for (const { socket } of clients) {
      socket.off('disconnect');
      socket.disconnect();
    }
    // Exits once the report has gone (a large one on a busy machine takes longer than a moment).
    send(
      { type: 'report', latencies, receipts, duplicates, disconnects, loopDelayP99: loopDelay.percentile(99) / 1e6 },
      () => setTimeout(() => process.exit(0), 200),
    );
  }
});
