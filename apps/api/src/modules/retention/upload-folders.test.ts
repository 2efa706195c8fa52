import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '@immora/shared/retention';
import { uploadTmpRoot } from '../../lib/multipart-files.ts';
import { sweepUploadFolders } from './upload-folders.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'immora-retention-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const DAY = 86_400_000;

describe(`temporary upload folders: ${RETENTION_DAYS.uploadFolders} day`, () => {
  it('removes the upload folders a crash left older than a day, keeps younger ones and anything else', async () => {
    const root = uploadTmpRoot(dataDir);
    const now = new Date();
    const folder = async (name: string, ageMs: number) => {
      const path = join(root, name);
      await mkdir(path, { recursive: true });
      await writeFile(join(path, 'photo.jpg'), 'half an upload');
      const at = new Date(now.getTime() - ageMs);
      await utimes(path, at, at);
    };
    await folder('upload-crashed', RETENTION_DAYS.uploadFolders * DAY + 60_000);
    await folder('upload-running', RETENTION_DAYS.uploadFolders * DAY - 60_000);
    await folder('not-an-upload', 30 * DAY);

    expect(await sweepUploadFolders(root, now)).toBe(1);
    expect((await readdir(root)).sort()).toEqual(['not-an-upload', 'upload-running']);
  });

  it('finds nothing to do when no upload ever made the folder', async () => {
    expect(await sweepUploadFolders(join(dataDir, 'nothing-here'))).toBe(0);
  });
});
