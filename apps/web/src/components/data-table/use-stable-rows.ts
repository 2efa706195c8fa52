import { useState } from 'react';
import { replaceEqualDeep } from '@tanstack/react-query';

type Kept<T> = { source: readonly T[]; rows: T[]; byId: ReadonlyMap<string, T> };

/**
 * The list's rows, each keeping its object from the rows shown before while its data is the same
 * (matched by id, so also when the rows moved: a row gone from the page, another sort or filter).
 * The list's next answer after a change then redraws only the rows that changed (`RowCell` and
 * `RowActions` compare the row by identity). TanStack Query's own sharing compares by position
 * within one query only. A changed row comes back as the new object, its unchanged parts shared.
 */
export function useStableRows<T>(rows: readonly T[], rowId: (row: T) => string): T[] {
  const [kept, setKept] = useState<Kept<T>>(() => ({
    source: rows,
    rows: [...rows],
    byId: new Map(rows.map((row) => [rowId(row), row])),
  }));
  if (kept.source === rows) return kept.rows;
  const byId = new Map<string, T>();
  const next = rows.map((row) => {
    const id = rowId(row);
    const before = kept.byId.get(id);
    const stable = before === undefined ? row : (replaceEqualDeep(before, row) as T);
    byId.set(id, stable);
    return stable;
  });
  setKept({ source: rows, rows: next, byId });
  return next;
}
