/** What the benchmark's parent and its client processes (chat-client-process.ts) say to each other. */
export type ClientSpec = { index: number; userId: string; token: string; url: string; chatId: string };

export type ToClients =
  | { type: 'connect'; clients: ClientSpec[]; concurrency: number }
  | { type: 'send'; startAt: number; seconds: number; intervalMs: number; total: number }
  | { type: 'count' }
  | { type: 'report' };

export type SentMessage = { messageId: string; chatId: string };

export type FromClients =
  | { type: 'connected'; connectMs: number[]; failures: string[] }
  | { type: 'sent'; sent: SentMessage[]; ackMs: number[]; failures: string[] }
  | { type: 'count'; unique: number }
  | {
      type: 'report';
      /** Send → receipt, ms, one per receipt. */
      latencies: number[];
      /** Receipts per message id (distinct receivers). */
      receipts: Record<string, number>;
      duplicates: number;
      disconnects: number;
      /** The client process's own event-loop delay p99, ms (a busy client inflates every figure). */
      loopDelayP99: number;
    };

/** Wall-clock time in ms with sub-millisecond precision, comparable between processes of one machine. */
export const now = () => performance.timeOrigin + performance.now();
