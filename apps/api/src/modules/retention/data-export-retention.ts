import { RETENTION_DAYS } from '@immora/shared/retention';
import type { Db } from '../../db/client.ts';
import type { PrivateFiles } from '../../lib/private-files.ts';
import { dataExportsRepository } from '../data-exports/data-exports.repository.ts';
import { DELETE_BATCH } from './batch-delete.ts';

const DAY = 86_400_000;

/**
 * 'Download my data' zips past their period (RETENTION_DAYS.dataExports, decision 063): a ready
 * export goes with its file once its link has expired; one that failed or never started goes
 * that long after it was asked for. Files first, then rows, a batch at a time; another node doing
 * the same at once deletes nothing twice that matters (a missing file or row is no error).
 * Returns the exports removed.
 */
export async function sweepDataExports(deps: { db: Db; files: PrivateFiles }, now = new Date()): Promise<number> {
  const repo = dataExportsRepository(deps.db);
  const askedBefore = new Date(now.getTime() - RETENTION_DAYS.dataExports * DAY);
  let removed = 0;
  for (;;) {
    const due = await repo.due(now, askedBefore, DELETE_BATCH);
    if (due.length === 0) return removed;
    await deps.files.delete(due.flatMap((row) => (row.fileKey ? [row.fileKey] : [])));
    await repo.remove(due.map((row) => row.id));
    removed += due.length;
    if (due.length < DELETE_BATCH) return removed;
  }
}
