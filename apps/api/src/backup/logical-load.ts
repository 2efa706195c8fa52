import type { ArchiveEntry, EntrySum } from './archive.ts';
import { tableShapes, type DatabaseSummary, type TableShape } from './logical-dump.ts';
import { ident, type Session } from './sql-session.ts';

/** Rows per INSERT: a few hundred kB of JSON each. */
const BATCH_ROWS = 500;

type ForeignKey = { table: string; name: string; definition: string };

/**
 * Makes the freshly migrated tables ready for their rows, as pg_restore does: foreign keys come
 * off (put back, and so checked, once every row is in: order, cycles and self-references do not
 * matter) and user triggers are off (the rows already hold what they would write).
 */
export async function prepareLoad(session: Session, expected: TableShape[]) {
  const shapes = await tableShapes(session);
  const mismatch = differences(expected, shapes);
  if (mismatch.length)
    throw new Error(
      `The backup's tables do not match this schema at the same migration level:\n  ${mismatch.join('\n  ')}`,
    );
  const keys = await session<ForeignKey>(
    `SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND k.contype = 'f'
      ORDER BY c.relname, k.conname`,
  );
  for (const key of keys) await session(`ALTER TABLE ${ident(key.table)} DROP CONSTRAINT ${ident(key.name)}`);
  // The target holds no one's data (restore checked it, or cleared it with --force), but a
  // migration may have filled a table (0043's empty estimate cells): the backup has those rows too.
  for (const table of expected) await session(`DELETE FROM ${ident(table.name)}`);
  const triggered = await session<{ table: string }>(
    `SELECT DISTINCT c.relname AS table FROM pg_trigger t
       JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND NOT t.tgisinternal`,
  );
  for (const { table } of triggered) await session(`ALTER TABLE ${ident(table)} DISABLE TRIGGER USER`);
  return { keys, triggered: triggered.map((t) => t.table) };
}

function differences(expected: TableShape[], actual: TableShape[]): string[] {
  const here = new Map(actual.map((t) => [t.name, t.columns.join(',')]));
  const out: string[] = [];
  for (const table of expected) {
    const columns = here.get(table.name);
    if (columns === undefined) out.push(`${table.name}: no such table here`);
    else if (columns !== table.columns.join(','))
      out.push(`${table.name}: columns ${table.columns.join(',')} here ${columns}`);
  }
  return out;
}

/** Inserts one chunk's rows (JSON lines) into `table`, in batches; answers how many. */
export async function loadChunk(session: Session, table: TableShape, entry: ArchiveEntry): Promise<number> {
  const cols = table.columns.map(ident).join(', ');
  const insert = `INSERT INTO ${ident(table.name)} (${cols}) OVERRIDING SYSTEM VALUE
    SELECT ${cols} FROM json_populate_recordset(NULL::${ident(table.name)}, $1::json)`;
  let rows = 0;
  let batch: string[] = [];
  let rest = '';
  const send = async () => {
    if (!batch.length) return;
    await session(insert, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
  };
  for await (const chunk of entry.body) {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (line) batch.push(line);
      if (batch.length >= BATCH_ROWS) await send();
    }
  }
  if (rest) batch.push(rest);
  await send();
  return rows;
}

/**
 * Once every row is in: the counts and checksums the backup lists are checked, sequences set
 * where they stood, triggers back on, foreign keys back (PostgreSQL checks every row against them).
 */
export async function finishLoad(
  session: Session,
  summary: DatabaseSummary,
  loaded: { rows: Map<string, number>; sums: EntrySum[] },
  prepared: { keys: ForeignKey[]; triggered: string[] },
) {
  const problems: string[] = [];
  for (const table of summary.tables) {
    const rows = loaded.rows.get(table.name) ?? 0;
    if (rows !== table.rows) problems.push(`${table.name}: ${rows} rows read, ${table.rows} in the backup`);
  }
  const read = new Map(loaded.sums.map((s) => [s.name, s.sha256]));
  for (const chunk of summary.tables.flatMap((t) => t.chunks))
    if (read.get(chunk.name) !== chunk.sha256) problems.push(`${chunk.name}: damaged or missing`);
  if (problems.length) throw new Error(`The database part of the backup is not whole:\n  ${problems.join('\n  ')}`);

  for (const seq of summary.sequences)
    await session(`SELECT setval($1::regclass, $2::bigint, $3::boolean)`, [ident(seq.name), seq.value, seq.called]);
  for (const table of prepared.triggered) await session(`ALTER TABLE ${ident(table)} ENABLE TRIGGER USER`);
  for (const key of prepared.keys)
    await session(`ALTER TABLE ${ident(key.table)} ADD CONSTRAINT ${ident(key.name)} ${key.definition}`);
}
