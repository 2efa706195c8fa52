import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The operator channel of a node on PGlite (decision 064): the embedded database belongs to the
 * server process, so `npm run backup` asks the running server to write the archive instead of
 * opening the same files a second time. A Unix socket in DATA_DIR/operator/ (folder 0700): only
 * the account that runs the server (and root) can reach it, which is the whole authentication.
 */
export const operatorSocketPath = (dataDir: string) => join(dataDir, 'operator', 'immora.sock');

const ZRequest = z.discriminatedUnion('command', [
  z.object({ command: z.literal('ping') }),
  z.object({ command: z.literal('backup'), out: z.string().min(1).startsWith('/') }),
]);
type Request = z.infer<typeof ZRequest>;
export type Answer = { ok: true; summary?: string } | { ok: false; error: string };

const LINE_LIMIT = 4096;

/** Reads one line (at most LINE_LIMIT bytes) from `socket`. */
function oneLine(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end >= 0) {
        socket.off('data', onData);
        resolve(text.slice(0, end));
      } else if (text.length > LINE_LIMIT) reject(new Error('request too long'));
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('end', () => reject(new Error('closed before a whole line')));
  });
}

/** Asks a running server; null when none listens on this DATA_DIR (no socket, or a stale one). */
export function askServer(dataDir: string, request: Request): Promise<Answer | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(operatorSocketPath(dataDir));
    socket.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    });
    socket.once('connect', () => {
      socket.write(`${JSON.stringify(request)}\n`);
      oneLine(socket)
        .then((line) => resolve(JSON.parse(line) as Answer))
        .catch(reject)
        .finally(() => socket.end());
    });
  });
}

type Handler = {
  backup: (out: string) => Promise<string>;
  log: { info: (msg: string) => void; error: (obj: object, msg: string) => void };
};

/**
 * Listens on the operator socket, before the database is opened: a second server on the same
 * DATA_DIR stops here (two processes must never open one PGlite); a socket file left by a
 * stopped one is replaced. Backups are answered once `serve` has been given how to write one.
 */
export async function listenOperatorSocket(dataDir: string) {
  const path = operatorSocketPath(dataDir);
  if (await askServer(dataDir, { command: 'ping' }).catch(() => null))
    throw new Error(`Another Immora server already runs on ${dataDir} (it answers on ${path})`);
  let opts: Handler | null = null;
  const dir = join(dataDir, 'operator');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  rmSync(path, { force: true });
  let busy = false;

  const server: Server = createServer((socket) => {
    socket.on('error', () => undefined);
    void (async () => {
      const answer = (value: Answer) => socket.end(`${JSON.stringify(value)}\n`);
      let request: Request;
      try {
        const parsed = ZRequest.safeParse(JSON.parse(await oneLine(socket)));
        if (!parsed.success) return answer({ ok: false, error: 'Unknown request' });
        request = parsed.data;
      } catch {
        return answer({ ok: false, error: 'Unreadable request' });
      }
      if (request.command === 'ping') return answer({ ok: true });
      if (!opts) return answer({ ok: false, error: 'The server is still starting' });
      if (busy) return answer({ ok: false, error: 'A backup is already running' });
      busy = true;
      try {
        opts.log.info(`operator: backup to ${request.out}`);
        const summary = await opts.backup(request.out);
        opts.log.info(`operator: backup written to ${request.out}: ${summary}`);
        answer({ ok: true, summary });
      } catch (err) {
        opts.log.error({ err }, 'operator: backup failed');
        answer({ ok: false, error: (err as Error).message });
      } finally {
        busy = false;
      }
    })();
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(path, resolve));
  chmodSync(path, 0o600);
  return {
    serve: (handler: Handler) => {
      opts = handler;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(path, { force: true });
      }),
  };
}
