import type { Readable } from 'node:stream';
import { ERROR_CODES } from '@immora/shared/api';
import {
  DATA_EXPORT_EVERY_HOURS,
  DATA_EXPORT_MESSAGES as M,
  waitText,
  type TDataExport,
  type TDataExports,
} from '@immora/shared/data-exports';
import { AppError } from '../../lib/errors.ts';
import type { PrivateFiles } from '../../lib/private-files.ts';
import type { DataExportRow, DataExportsRepository } from './data-exports.repository.ts';

const HOUR = 3_600_000;
const EVERY = DATA_EXPORT_EVERY_HOURS * HOUR;

export type DataExportDeps = { exports: DataExportsRepository; files: PrivateFiles };

export function toDataExport(row: DataExportRow, now = new Date()): TDataExport {
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    state: expired ? 'expired' : row.status,
    requestedAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.status === 'ready' && !expired ? row.sizeBytes : null,
  };
}

/** When the user may ask again: a day after the last export that counts (a failed one does not). */
function nextAllowedAt(rows: DataExportRow[], now: Date): Date | null {
  const last = rows.find((r) => r.status !== 'failed');
  const next = last ? new Date(last.createdAt.getTime() + EVERY) : null;
  return next && next > now ? next : null;
}

export async function listExports(deps: DataExportDeps, userId: string, now = new Date()): Promise<TDataExports> {
  const rows = await deps.exports.list(userId);
  return {
    items: rows.map((r) => toDataExport(r, now)),
    nextAllowedAt: nextAllowedAt(rows, now)?.toISOString() ?? null,
  };
}

/** 429 with the time to wait in the message, in `fields.retryAfter` (ISO) and in seconds for Retry-After. */
export class TooSoon extends AppError {
  constructor(
    readonly after: Date,
    now: Date,
  ) {
    super(
      429,
      ERROR_CODES.tooManyRequests,
      M.tooSoon
        .replace('{wait}', waitText(after.getTime() - now.getTime()))
        .replace('{after}', after.toISOString().slice(0, 16).replace('T', ' ')),
      { retryAfter: after.toISOString() },
    );
  }
  seconds(now: Date) {
    return Math.max(1, Math.ceil((this.after.getTime() - now.getTime()) / 1000));
  }
}

/** Queues an export (the worker builds it), or refuses with the wait when one was asked for within the day. */
export async function requestExport(deps: DataExportDeps, userId: string, now = new Date()): Promise<TDataExport> {
  const result = await deps.exports.request(userId, new Date(now.getTime() - EVERY));
  if ('lastAt' in result) throw new TooSoon(new Date(result.lastAt.getTime() + EVERY), now);
  return toDataExport(result.queued, now);
}

/** The zip of one of the user's own exports while its link works: someone else's is not found, an expired one is gone (410). */
export async function openDownload(
  deps: DataExportDeps,
  userId: string,
  id: string,
  now = new Date(),
): Promise<{ stream: Readable; row: DataExportRow }> {
  const row = await deps.exports.byId(id);
  if (!row || row.userId !== userId) throw AppError.notFound(M.notFound);
  const state = toDataExport(row, now).state;
  if (state === 'expired') throw new AppError(410, ERROR_CODES.notFound, M.expired);
  if (state !== 'ready' || !row.fileKey) throw AppError.conflict(M.notReady);
  const stream = await deps.files.read(row.fileKey);
  if (!stream) throw new AppError(410, ERROR_CODES.notFound, M.expired);
  return { stream, row };
}
