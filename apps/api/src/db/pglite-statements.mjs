// Named prepared statements for the embedded engine's thread (db/pglite-worker.mjs, decision 065).
// PGlite's `query` parses and analyses every statement again and crosses into the engine six
// times (parse, describe, bind, describe, execute, sync); in WebAssembly that fixed cost was a
// third of a search's CPU time (docs/performance.md). Here a statement's text is parsed once
// under a name, and each call is one crossing: bind, describe, execute, sync. Each call is still
// planned for its own values (PostgreSQL's custom plans; the planner never chose a generic plan
// for the searches, and forcing one made them ten times slower). Plain JavaScript, like the worker.
import { parse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept per engine; the least recently used one is closed beyond this. */
export const MAX_STATEMENTS = 200;

/** Only statements the planner plans (not DDL or transaction control): `WITH`, `SELECT`, DML. */
const PLANNED = /^\s*(with|select|insert|update|delete)\b/i;

/** A statement that has to be prepared again: it is gone (26000), or its result's columns changed (0A000). */
const STALE = new Set(['26000', '0A000']);

function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Whether `query(sql, params, options)` may go through a named statement. */
export function preparable(sql, options) {
  return PLANNED.test(sql) && !options?.blob && !options?.paramTypes;
}

/**
 * `query` for one engine through named statements: the same results and errors as
 * `engine.query` (the parsers and row mode of `options` included), outside transactions only.
 */
export function preparedStatements(engine) {
  /** Statement names and parameter types by text, in order of last use. */
  const statements = new Map();
  let counter = 0;

  const run = (messages) => engine.execProtocol(concat(messages), { syncToFs: false });

  async function prepare(sql) {
    const name = `immora_${++counter}`;
    const { messages } = await run([
      serialize.parse({ name, text: sql, types: [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    statements.set(sql, statement);
    if (statements.size > MAX_STATEMENTS) {
      const [oldest, { name: old }] = statements.entries().next().value;
      statements.delete(oldest);
      await run([serialize.close({ type: 'S', name: old }), serialize.sync()]);
    }
    return statement;
  }

  async function execute(sql, params, options) {
    let statement = statements.get(sql);
    if (statement) {
      statements.delete(sql);
      statements.set(sql, statement);
    } else statement = await prepare(sql);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[statement.types[i]] ?? engine.serializers[statement.types[i]];
      return serializer ? serializer(value) : value.toString();
    });
    const { messages } = await run([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    return parse.parseResults(messages, engine.parsers, options)[0];
  }

  /** Like PGlite's own query: serialised with every other call, its error carrying the statement. */
  return (sql, params = [], options) =>
    engine._runExclusiveTransaction(() =>
      engine.runExclusive(async () => {
        try {
          try {
            return await execute(sql, params, options);
          } catch (error) {
            if (!STALE.has(error?.code) || !statements.has(sql)) throw error;
            const { name } = statements.get(sql);
            statements.delete(sql);
            await run([serialize.close({ type: 'S', name }), serialize.sync()]);
            return await execute(sql, params, options);
          }
        } catch (error) {
          if (error && typeof error === 'object' && 'code' in error)
            Object.assign(error, { query: sql, params, queryOptions: options });
          throw error;
        } finally {
          await engine.syncToFs();
        }
      }),
    );
}
