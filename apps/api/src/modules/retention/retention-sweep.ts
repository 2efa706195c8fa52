import type { Db } from '../../db/client.ts';
import type { PrivateFiles } from '../../lib/private-files.ts';
import { uploadTmpRoot } from '../../lib/multipart-files.ts';
import { deleteInBatches } from './batch-delete.ts';
import { sweepDataExports } from './data-export-retention.ts';
import { sweepOldInvoices } from './invoice-retention.ts';
import { RECORD_RULES } from './record-rules.ts';
import { forgetReporterContacts } from './report-contacts.ts';
import { sweepUploadFolders } from './upload-folders.ts';

export type RetentionDeps = { db: Db; dataDir: string; files: PrivateFiles };

/**
 * One retention sweep (decision 059): every table and folder of the retention table in
 * docs/security.md loses what is older than its period. Each part is plain batched deletes, so
 * several nodes may sweep at once. Returns how much each part removed.
 */
export async function sweepRetention(deps: RetentionDeps, now = new Date()) {
  const removed: Record<string, number> = {};
  for (const rule of RECORD_RULES)
    removed[rule.name] = await deleteInBatches(deps.db, rule.table, rule.key, rule.due(now));
  const old = await sweepOldInvoices(deps.db, now);
  removed.invoices = old.invoices;
  removed.orders = old.orders;
  removed['data exports'] = await sweepDataExports(deps, now);
  removed['reporter contacts'] = await forgetReporterContacts(deps.db, now);
  removed['upload folders'] = await sweepUploadFolders(uploadTmpRoot(deps.dataDir), now);
  return removed;
}
