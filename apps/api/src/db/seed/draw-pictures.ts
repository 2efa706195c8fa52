/**
 * Drawing the demo seed's pictures from their SVG with sharp (images.ts plans them). This is
 * the memory-hungry part of a first start: libvips' buffers for 132 photos of 2048 × 1152 in
 * every width and format took the server to 1.3 GB, and what the allocator got for them stayed
 * with the process. So `drawPicturesApart` draws them in a child process of their own
 * (draw-pictures-child.ts), which gives all of it back when it ends (decision 065).
 */
import { fork } from 'node:child_process';
import { copyFileSync, existsSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { encodeVariants, sourceHash, storeVariants } from '../../lib/photo-variants.ts';
import { diskStorage } from '../../lib/storage.ts';
import { childEntry } from '../../lib/child-entry.ts';

/** A picture to draw: one JPEG `file`, or (`variants`) a listing photo in every width and format. */
export type PictureJob = {
  file?: string;
  variants?: { hash: string; urls: string[] };
  width: number;
  height: number;
  svg: string;
  quality?: number;
};

/** What to draw, and where: plain data, so that it crosses to the child process. */
export type DrawTask = {
  jobs: PictureJob[];
  /** `${dataDir}/uploads`: the storage root the variants go into. */
  uploads: string;
  /** `${uploads}/seed`: where single files go. */
  dir: string;
  /** The machine-wide cache to keep drawn pictures in (images.ts), or null. */
  cache: string | null;
};

/** The folder of the seed's photos in the uploads' storage. */
export const SEED_FOLDER = 'seed/';

/** Where a job's files go in the data directory, and their names in the cache. */
export function jobFiles(job: PictureJob, dir: string): { target: string; cached: string }[] {
  if (job.variants)
    return job.variants.urls.map((url) => ({ target: join(dir, basename(url)), cached: basename(url) }));
  const key = sourceHash(`${job.svg}|${job.width}x${job.height}|${job.quality ?? 80}`);
  return [{ target: join(dir, job.file!), cached: `single-${key}.jpg` }];
}

/** Copies into the cache through a temporary name, so a second process never reads half a file. */
function keep(cache: string, files: { target: string; cached: string }[]) {
  for (const { target, cached } of files) {
    const into = join(cache, cached);
    if (existsSync(into)) continue;
    const partial = `${into}.${process.pid}.part`;
    copyFileSync(target, partial);
    renameSync(partial, into);
  }
}

async function runJob(job: PictureJob, dir: string, storage: ReturnType<typeof diskStorage>) {
  const { data, info } = await sharp(Buffer.from(job.svg))
    .resize(job.width, job.height, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const base = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  if (job.variants) {
    await storeVariants(storage, SEED_FOLDER, job.variants.hash, await encodeVariants(base, info.width));
  } else {
    writeFileSync(
      join(dir, job.file!),
      await base()
        .jpeg({ quality: job.quality ?? 80, mozjpeg: false })
        .toBuffer(),
    );
  }
}

async function runPool<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  });
  await Promise.all(workers);
}

/** Draws the jobs in this process, two at a time, keeping each in the cache once written. */
export async function drawPictures(task: DrawTask): Promise<void> {
  const storage = diskStorage(task.uploads);
  await runPool(task.jobs, 2, async (job) => {
    await runJob(job, task.dir, storage);
    if (task.cache) keep(task.cache, jobFiles(job, task.dir));
  });
}

/** Draws the jobs in a child process and waits for it to end; its error, if any, is thrown here. */
export function drawPicturesApart(task: DrawTask): Promise<void> {
  const { file, execArgv } = childEntry(import.meta.url, './draw-pictures-child.ts', './draw-pictures.js');
  const child = fork(file, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    let failure: string | null = null;
    child.on('message', (reply: { ok: boolean; error?: string }) => {
      if (!reply.ok) failure = reply.error ?? 'unknown error';
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0 && failure === null) resolve();
      else reject(new Error(`drawing the seed's pictures failed (${failure ?? `exit ${code ?? signal}`})`));
    });
    child.send(task);
  });
}
