import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { RETENTION_DAYS } from '@immora/shared/retention';

const DAY = 86_400_000;

/**
 * Removes the temporary upload folders (`upload-*` under `uploadTmpRoot`) that a process which
 * stopped in the middle of an upload left behind: any not changed for a day (an upload lives for
 * minutes and removes its own folder). Another node's or a second run's removal is no error.
 * Returns the folders removed.
 */
export async function sweepUploadFolders(root: string, now = new Date()): Promise<number> {
  const names = await readdir(root).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const before = now.getTime() - RETENTION_DAYS.uploadFolders * DAY;
  let removed = 0;
  for (const name of names.filter((n) => n.startsWith('upload-'))) {
    const path = join(root, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isDirectory() || info.mtimeMs >= before) continue;
    await rm(path, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
