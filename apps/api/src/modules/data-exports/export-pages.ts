import { Readable } from 'node:stream';

/** Rows one query reads: an account's data is read in pages, never whole (decision 063). */
export const EXPORT_PAGE = 500;

/**
 * Every row of a keyset-paged read: `read(after)` answers the page after the key `after` (null:
 * the first), ordered by that key; pages are read only as the rows are consumed.
 */
export async function* keyset<T, K>(read: (after: K | null) => Promise<T[]>, keyOf: (row: T) => K): AsyncGenerator<T> {
  let after: K | null = null;
  for (;;) {
    const rows = await read(after);
    yield* rows;
    if (rows.length < EXPORT_PAGE) return;
    after = keyOf(rows.at(-1)!);
  }
}

/** A JSON array written as rows come (one row at a time in memory), two-space indented. */
export function jsonArray(rows: AsyncIterable<unknown>, end = '\n'): Readable {
  async function* text() {
    let first = true;
    for await (const row of rows) {
      yield `${first ? '[\n' : ',\n'}${JSON.stringify(row, null, 2).replace(/^/gm, '  ')}`;
      first = false;
    }
    yield first ? `[]${end}` : `\n]${end}`;
  }
  return Readable.from(text());
}

/** A JSON object whose parts may be read lazily: each value that is an async iterable becomes a streamed array. */
export function jsonObject(parts: Record<string, unknown>): Readable {
  async function* text() {
    const entries = Object.entries(parts);
    yield '{\n';
    for (const [i, [key, value]] of entries.entries()) {
      yield `  ${JSON.stringify(key)}: `;
      if (value && typeof value === 'object' && Symbol.asyncIterator in value) {
        for await (const chunk of jsonArray(value as AsyncIterable<unknown>, ''))
          yield String(chunk).replace(/\n(?=.)/g, '\n  ');
        yield i < entries.length - 1 ? ',\n' : '\n';
      } else {
        yield `${JSON.stringify(value, null, 2).replace(/\n/g, '\n  ')}${i < entries.length - 1 ? ',' : ''}\n`;
      }
    }
    yield '}\n';
  }
  return Readable.from(text());
}
