import { messages, type PGliteOptions, type QueryOptions, type Results } from '@electric-sql/pglite';
import { Worker } from 'node:worker_threads';

/** The engine options that cross to the worker (plain data; the extensions are the worker's own). */
export type EngineOptions = Pick<PGliteOptions, 'initialMemory' | 'relaxedDurability' | 'debug'>;

/**
 * PostgreSQL settings the engine starts with. PGlite's default `shared_buffers` is 128 MB, kept in
 * the WASM heap, which never gives memory back: on a busy node those pages stay resident. 32 MB
 * holds the search's hot indexes; the rest is read from the data directory's files, which the
 * operating system caches outside the process (decision 065, docs/performance.md).
 */
export const ENGINE_SETTINGS: Record<string, string> = { shared_buffers: '32MB' };

export type OpenEngine = {
  /** A directory on disk; none → in memory. */
  dataDir?: string;
  /** A dump (dumpDataDir) to start from. */
  loadDataDir?: Uint8Array;
  options?: EngineOptions;
  /** Server settings (`-c name=value`), over ENGINE_SETTINGS. */
  settings?: Record<string, string>;
};

type ErrorData = { name: string; message: string; stack?: string; database: boolean; fields: Record<string, unknown> };
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorData };
/** PGlite calls a parser with the column's text and its type. */
type Parsers = Record<number, (text: string, type: number) => unknown>;

/** The worker's file: beside this module in the sources (src/db) and in the bundle (dist). */
const workerFile = new URL('./pglite-worker.mjs', import.meta.url);

/** An error from the worker as it was thrown there: PostgreSQL's error keeps its class and fields. */
function revive(data: ErrorData): Error {
  const error = data.database ? new messages.DatabaseError(data.message, 0, 'error') : new Error(data.message);
  Object.assign(error, data.fields, { name: data.name });
  if (data.stack) error.stack = `${data.stack}\n    --- in the embedded engine's thread ---\n${new Error().stack}`;
  return error;
}

/** The caller's parsers run here on the text the worker kept for them (functions do not cross). */
function applyParsers<T>(result: Results<T>, parsers: Parsers | undefined, arrayMode: boolean): Results<T> {
  if (!parsers) return result;
  // By key: in object mode, of two columns with one name the row holds the last, as in PGlite.
  const byKey = new Map<string | number, { parse: Parsers[number] | undefined; type: number }>();
  result.fields.forEach((field, index) =>
    byKey.set(arrayMode ? index : field.name, { parse: parsers[field.dataTypeID], type: field.dataTypeID }),
  );
  const columns = [...byKey].flatMap(([key, { parse, type }]) => (parse ? [{ key, parse, type }] : []));
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[])
    for (const { key, parse, type } of columns) if (row[key] !== null) row[key] = parse(row[key] as string, type);
  return result;
}

/** What crosses for one call's options: the parsers' types only; anything else that is code is refused. */
function plainOptions(options: QueryOptions | undefined) {
  if (!options) return undefined;
  const { parsers, serializers, onNotice, ...rest } = options;
  if (serializers || onNotice)
    throw new Error('The embedded engine runs in a worker: serializers and onNotice are not carried.');
  return { ...rest, rawTypes: parsers ? Object.keys(parsers).map(Number) : undefined };
}

/** The statements of one open transaction, sent to the worker tagged with it. */
export type BridgeTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
};

/**
 * PGlite in a worker thread (decision 065), seen from here through the part of PGlite's interface
 * the app uses: `query`, `exec`, `transaction`, `dumpDataDir`, `close`. Each call is a message; the
 * engine's own queue orders them there exactly as it would here, so a transaction's statements go
 * tagged with it and everything else waits for it to end, while this thread serves requests.
 */
export class PgliteBridge {
  #worker!: Worker;
  readonly #open: OpenEngine;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #next = 1;
  #closed = false;
  #failure: Error | null = null;
  /** Transactions begun and not yet ended: their statements must reach the same engine. */
  #transactions = 0;
  /** While the engine restarts, new calls wait for it; `#idle` is told when nothing is in flight. */
  #restarting: Promise<void> | null = null;
  #idle: (() => void) | null = null;

  private constructor(open: OpenEngine) {
    this.#open = open;
  }

  /** A worker on the engine's files; its events count only while it is the current one. */
  async #start(open: OpenEngine) {
    const worker = new Worker(workerFile, {
      workerData: { ...open, settings: { ...ENGINE_SETTINGS, ...open.settings } },
    });
    this.#worker = worker;
    const current = () => worker === this.#worker;
    worker.on('message', (reply: Reply) => {
      const call = current() ? this.#pending.get(reply.id) : undefined;
      if (!call) return;
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) worker.unref();
      this.#checkIdle();
      if (reply.ok) call.resolve(reply.value);
      else call.reject(revive(reply.error));
    });
    worker.on('error', (error) => current() && this.#fail(error));
    worker.on(
      'exit',
      (code) => current() && this.#fail(new Error(`The embedded engine's thread ended (exit code ${code}).`)),
    );
    // The engine loads with nothing else pending: the worker keeps the process alive meanwhile.
    await new Promise<void>((ready, failed) => {
      worker.once('message', () => ready());
      worker.once('error', failed);
    });
    worker.unref();
  }

  /** Starts the worker and waits for its engine to be open. */
  static async create(open: OpenEngine = {}): Promise<PgliteBridge> {
    const bridge = new PgliteBridge(open);
    await bridge.#start(open);
    return bridge;
  }

  /**
   * Closes the engine and opens its files again in a new thread, which gives back all the memory
   * the old one's WASM heap had grown to (a heap never shrinks): the first start's initdb and a
   * demo seed leave hundreds of MB behind. Only between calls, and only for an engine on disk.
   */
  async restart(): Promise<void> {
    if (!this.#open.dataDir) throw new Error('Only an engine on disk can be restarted.');
    let reopened!: () => void;
    const restarting = new Promise<void>((resolve) => (reopened = resolve));
    // New calls wait from now on; those in flight and open transactions finish on the old engine.
    this.#restarting = restarting;
    try {
      const idle = new Promise<void>((resolve) => (this.#idle = resolve));
      this.#checkIdle();
      await idle;
      const old = this.#worker;
      await this.#send('close', {});
      // Its end is expected now: not a failure of the engine.
      old.removeAllListeners('exit').removeAllListeners('error');
      await old.terminate();
      await this.#start({ ...this.#open, loadDataDir: undefined });
    } finally {
      this.#restarting = null;
      reopened();
    }
  }

  #checkIdle() {
    if (this.#idle && this.#pending.size === 0 && this.#transactions === 0) {
      this.#idle();
      this.#idle = null;
    }
  }

  get closed() {
    return this.#closed;
  }

  #fail(error: Error) {
    this.#failure ??= error;
    for (const call of this.#pending.values()) call.reject(error);
    this.#pending.clear();
  }

  /** One message to the worker (after a restart under way), answered by its reply. */
  async #call<T>(op: string, fields: Record<string, unknown> = {}): Promise<T> {
    // A transaction's own statements never wait: a restart waits for the transaction instead.
    while (this.#restarting && !fields.tx) await this.#restarting;
    return this.#send<T>(op, fields);
  }

  /** The message itself; the worker keeps the process alive while a reply is awaited. */
  #send<T>(op: string, fields: Record<string, unknown>): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#next++;
    const worker = this.#worker;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (this.#pending.size === 1) worker.ref();
      worker.postMessage({ id, op, ...fields });
    });
  }

  async #query<T>(tx: number | undefined, sql: string, params: unknown[] = [], options?: QueryOptions) {
    const result = await this.#call<Results<T>>('query', { tx, sql, params, options: plainOptions(options) });
    return applyParsers(result, options?.parsers as Parsers | undefined, options?.rowMode === 'array');
  }

  async #exec(tx: number | undefined, sql: string, options?: QueryOptions) {
    const results = await this.#call<Results[]>('exec', { tx, sql, options: plainOptions(options) });
    const parsers = options?.parsers as Parsers | undefined;
    return results.map((result) => applyParsers(result, parsers, options?.rowMode === 'array'));
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(undefined, sql, options);
  }

  /** Like PGlite's: commits when `callback` resolves, rolls back when it throws. */
  async transaction<T>(callback: (tx: BridgeTransaction) => Promise<T>): Promise<T> {
    while (this.#restarting) await this.#restarting;
    this.#transactions++;
    try {
      return await this.#transaction(callback);
    } finally {
      this.#transactions--;
      this.#checkIdle();
    }
  }

  async #transaction<T>(callback: (tx: BridgeTransaction) => Promise<T>): Promise<T> {
    const id = this.#next;
    await this.#send('begin', {});
    let closed = false;
    const tx: BridgeTransaction = {
      query: (sql, params, options) => this.#query(id, sql, params, options),
      exec: (sql, options) => this.#exec(id, sql, options),
      rollback: async () => {
        await this.#call('rollback', { tx: id });
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!this.#failure) await this.#call('abort', { tx: id });
      throw error;
    }
    await this.#call('commit', { tx: id });
    return result;
  }

  /** The database as a tarball, like PGlite's `dumpDataDir`. */
  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<File> {
    const dump = await this.#call<{ name: string; type: string; bytes: Uint8Array }>('dump', { compression });
    return new File([dump.bytes], dump.name, { type: dump.type });
  }

  /** Sizes inside the worker: the WASM heap and the thread's V8 heap (docs/performance.md). */
  memory() {
    return this.#call<{ wasmHeap: number | null } & NodeJS.MemoryUsage>('memory');
  }

  /** Closes the engine (flushing its files) and ends the thread. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    if (!this.#failure) await this.#call('close');
    this.#failure ??= new Error('The embedded engine is closed.');
    await this.#worker.terminate();
  }
}
