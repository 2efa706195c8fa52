// The embedded engine's thread (decision 065): one PGlite, driven by the messages of
// db/pglite-bridge.ts. Plain JavaScript so that Node starts it as it is, from the sources (tsx,
// vitest) and from dist/ alike, without a TypeScript loader in the worker.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { parentPort, workerData } from 'node:worker_threads';
import { preparable, preparedStatements } from './pglite-statements.mjs';

/** Keeps a column as the engine's text, for the caller's own parser on the other side. */
const keepText = (value) => value;

/** The options PGlite gets for one call: the caller's parsers become "keep the text". */
function queryOptions(options) {
  if (!options) return undefined;
  const { rawTypes, ...rest } = options;
  if (!rawTypes?.length) return rest;
  return { ...rest, parsers: Object.fromEntries(rawTypes.map((type) => [type, keepText])) };
}

/** An error as plain data: PostgreSQL's fields (code, constraint, detail…) and the call it ended. */
function errorData(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'queryOptions') continue;
    if (value === undefined || typeof value === 'function') continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, database: 'code' in error, fields };
}

const { dataDir, loadDataDir, options, settings } = workerData;
const engine = await PGlite.create(dataDir, {
  ...options,
  // PGlite's own start parameters, and the server settings of db/pglite-bridge.ts (shared_buffers).
  startParams: [...PGlite.defaultStartParams, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])],
  ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  extensions: { pg_trgm },
});

/** Statements outside transactions run as named prepared statements (pglite-statements.mjs). */
const prepared = preparedStatements(engine);

/** Open transactions by the id of the message that began them: their handle and how to end them. */
const transactions = new Map();
/** Thrown into a transaction's callback when the caller's callback threw: PGlite rolls back. */
const ABORTED = Symbol('aborted by the caller');

function begin(id) {
  return new Promise((begun, failed) => {
    let end;
    const ended = new Promise((resolve, reject) => (end = { resolve, reject }));
    const held = { tx: null, end, done: null };
    transactions.set(id, held);
    held.done = engine
      .transaction((tx) => {
        held.tx = tx;
        begun(undefined);
        return ended;
      })
      .finally(() => transactions.delete(id));
    // BEGIN itself failed (or the engine closed): the caller hears it instead of "begun".
    held.done.catch(failed);
  });
}

function open(txId) {
  const held = transactions.get(txId);
  if (!held?.tx) throw new Error('Transaction is closed');
  return held;
}

const operations = {
  query: ({ tx, sql, params, options: opts }) => {
    if (tx) return open(tx).tx.query(sql, params, queryOptions(opts));
    return preparable(sql, opts)
      ? prepared(sql, params, queryOptions(opts))
      : engine.query(sql, params, queryOptions(opts));
  },
  exec: ({ tx, sql, options: opts }) => (tx ? open(tx).tx : engine).exec(sql, queryOptions(opts)),
  begin: ({ id }) => begin(id),
  commit: async ({ tx }) => {
    const held = open(tx);
    held.end.resolve(undefined);
    await held.done;
  },
  abort: async ({ tx }) => {
    const held = open(tx);
    held.end.reject(ABORTED);
    await held.done.catch((error) => {
      if (error !== ABORTED) throw error;
    });
  },
  rollback: ({ tx }) => open(tx).tx.rollback(),
  closed: ({ tx }) => transactions.get(tx)?.tx?.closed ?? true,
  dump: async ({ compression }) => {
    const file = await engine.dumpDataDir(compression);
    return { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) };
  },
  close: async () => {
    await engine.close();
    setImmediate(() => process.exit(0));
  },
  memory: () => ({ wasmHeap: engine.mod?.HEAPU8?.length ?? null, ...process.memoryUsage() }),
};

parentPort.on('message', async (message) => {
  try {
    const value = await operations[message.op](message);
    parentPort.postMessage({ id: message.id, ok: true, value });
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, error: errorData(error) });
  }
});
parentPort.postMessage({ ready: true });
