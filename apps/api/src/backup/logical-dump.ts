import type { ArchiveWriter, EntrySum } from './archive.ts';
import { ident, type Session } from './sql-session.ts';

/**
 * The portable dump (decision 064): each table of the `public` schema as JSON lines (one
 * `row_to_json` object per row, generated columns left out), in chunks of about CHUNK_BYTES so
 * memory holds one chunk whatever the table's size; the sequences' positions. Any PostgreSQL (or
 * PGlite) at the same migration level reads it back, whichever engine wrote it.
 */
export const LOGICAL_METHOD = 'logical-jsonl';

const CHUNK_BYTES = 4 * 1024 * 1024;
const FETCH_ROWS = 500;

export type TableShape = { name: string; columns: string[] };
export type SequenceState = { name: string; value: string; called: boolean };
export type TableDump = TableShape & { rows: number; chunks: EntrySum[] };
export type DatabaseSummary = { method: typeof LOGICAL_METHOD; tables: TableDump[]; sequences: SequenceState[] };

/** The ordinary tables of `public` and their stored (not generated) columns, by name. */
export async function tableShapes(session: Session): Promise<TableShape[]> {
  const rows = await session<{ name: string; columns: string }>(
    `SELECT c.relname AS name, json_agg(a.attname ORDER BY a.attnum)::text AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind = 'r'
      GROUP BY c.relname
      ORDER BY c.relname`,
  );
  return rows.map((r) => ({ name: r.name, columns: JSON.parse(r.columns) as string[] }));
}

/** Where each sequence of `public` stands (owned by identity columns or free-standing). */
export async function sequenceStates(session: Session): Promise<SequenceState[]> {
  const names = await session<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`,
  );
  const states: SequenceState[] = [];
  for (const { name } of names) {
    const [row] = await session<{ value: string; called: boolean }>(
      `SELECT last_value::text AS value, is_called AS called FROM ${ident(name)}`,
    );
    if (row) states.push({ name, value: row.value, called: row.called });
  }
  return states;
}

const chunkName = (table: string, n: number) => `database/data/${table}/${String(n).padStart(5, '0')}.jsonl`;

/** Writes one table's rows through a cursor, chunk by chunk. */
async function dumpTable(session: Session, table: TableShape, archive: ArchiveWriter): Promise<TableDump> {
  const cols = table.columns.map(ident).join(', ');
  await session(
    `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM (SELECT ${cols} FROM ${ident(table.name)}) t`,
  );
  const dump: TableDump = { ...table, rows: 0, chunks: [] };
  let lines: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (!lines.length) return;
    const name = chunkName(table.name, dump.chunks.length + 1);
    await archive.add(name, lines.join('\n') + '\n');
    dump.chunks.push(archive.sums[archive.sums.length - 1]!);
    lines = [];
    bytes = 0;
  };
  for (;;) {
    const rows = await session<{ r: string }>(`FETCH ${FETCH_ROWS} FROM backup_rows`);
    for (const { r } of rows) {
      lines.push(r);
      bytes += r.length + 1;
      dump.rows += 1;
    }
    if (bytes >= CHUNK_BYTES) await flush();
    if (rows.length < FETCH_ROWS) break;
  }
  await flush();
  await session('CLOSE backup_rows');
  return dump;
}

/** Every table of the snapshot `session` sees, then the sequences. */
export async function dumpDatabase(session: Session, archive: ArchiveWriter): Promise<DatabaseSummary> {
  const shapes = await tableShapes(session);
  await archive.add('database/schema.json', JSON.stringify({ method: LOGICAL_METHOD, tables: shapes }, null, 2));
  const tables: TableDump[] = [];
  for (const shape of shapes) tables.push(await dumpTable(session, shape, archive));
  return { method: LOGICAL_METHOD, tables, sequences: await sequenceStates(session) };
}
