import type { FastifyBaseLogger } from 'fastify';
import { DATA_EXPORT_VALID_DAYS } from '@immora/shared/data-exports';
import type { Config } from '../../config.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { exportReadyMail } from './data-export.mails.ts';
import type { DataExportRow, DataExportsRepository } from './data-exports.repository.ts';
import { writeExportZip, type ExportDeps } from './export-zip.ts';
import { marketplaceRole } from '../../lib/staff-refusal.ts';

export type BuilderDeps = ExportDeps & {
  exports: DataExportsRepository;
  users: UsersRepository;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL'>;
  log: FastifyBaseLogger;
};

const DAY = 86_400_000;
/** How often a running build says it is alive (its claim then never looks stale). */
const HEARTBEAT_MS = 60_000;

/** The zip's key: under the user, with the export's id (which only its owner's calls can name). */
export const exportKey = (row: DataExportRow) => `data-exports/${row.userId}/${row.id}.zip`;

async function build(deps: BuilderDeps, row: DataExportRow) {
  const user = await deps.users.byId(row.userId);
  if (!user) return;
  let beat = Date.now();
  const onEntry = async () => {
    if (Date.now() - beat < HEARTBEAT_MS) return;
    beat = Date.now();
    await deps.exports.heartbeat(row.id, new Date());
  };
  const key = exportKey(row);
  const sizeBytes = await writeExportZip(deps, user, key, onEntry);
  const readyAt = new Date();
  const ready = await deps.exports.ready(row.id, {
    fileKey: key,
    sizeBytes,
    readyAt,
    expiresAt: new Date(readyAt.getTime() + DATA_EXPORT_VALID_DAYS * DAY),
  });
  if (ready) await deps.mailer.send(exportReadyMail({ ...user, role: marketplaceRole(user) }, deps.config.PUBLIC_URL));
}

/**
 * Builds every waiting export, one after the other (decision 063). Each is claimed with a row
 * lock (SKIP LOCKED), so several nodes share the queue and none builds an export twice; a build
 * whose node stopped is taken again once its claim is stale, at most MAX_ATTEMPTS times.
 * Answers how many were built.
 */
export async function buildWaitingExports(deps: BuilderDeps, now = new Date()): Promise<number> {
  let built = 0;
  for (let row = await deps.exports.claim(now); row; row = await deps.exports.claim(new Date())) {
    try {
      await build(deps, row);
      built++;
    } catch (err) {
      deps.log.error({ err, exportId: row.id }, 'data export failed');
      await deps.files.delete([exportKey(row)]).catch(() => {});
      await deps.exports.failed(row, String((err as Error).message ?? err));
    }
  }
  return built;
}
