import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectsCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../config.ts';
import { checkKey, pathUnder, s3Client, s3Options, type S3Options } from './storage.ts';

/**
 * Files only the API hands out, after its own checks (the 'Download my data' zips, decision 063):
 * never under the public `/uploads/`. On disk under `DATA_DIR/private`, which nothing serves; on
 * S3 in the photos' bucket under `private/`, written without a public cache header and read back
 * through the API only (the bucket's public read, where there is one, must not cover `private/`).
 * Both are written from a stream, never from a whole file in memory.
 */
export type PrivateFiles = {
  kind: 'local' | 's3';
  /** Writes the stream under `key` (replacing what was there); resolves with the bytes written. */
  write: (key: string, body: Readable, contentType: string) => Promise<number>;
  /** The file as a stream, or null when there is none. */
  read: (key: string) => Promise<Readable | null>;
  /** Removes files; a key that does not exist is no error. */
  delete: (keys: string[]) => Promise<void>;
};

/** Counts the bytes that pass (the size of what was written, without a stat or a HEAD). */
function counted(body: Readable) {
  let bytes = 0;
  const through = new PassThrough();
  through.on('data', (chunk: Buffer) => (bytes += chunk.length));
  body.on('error', (err) => through.destroy(err));
  return { stream: body.pipe(through), bytes: () => bytes };
}

export function diskPrivateFiles(root: string): PrivateFiles {
  const pathOf = pathUnder(root);
  return {
    kind: 'local',
    async write(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.tmp`;
      try {
        await pipeline(body, createWriteStream(temporary));
        await rename(temporary, path);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
      return (await stat(path)).size;
    },
    async read(key) {
      const path = pathOf(key);
      const exists = await stat(path).catch(() => null);
      return exists?.isFile() ? createReadStream(path) : null;
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
  };
}

/** Parts of 8 MB, two at a time: a large zip goes up in pieces, at most ~16 MB of it in memory. */
const PART_SIZE = 8 * 1024 * 1024;

export function s3PrivateFiles(opts: S3Options): PrivateFiles {
  const client = s3Client(opts);
  const keyOf = (key: string) => `private/${checkKey(key)}`;
  return {
    kind: 's3',
    async write(key, body, contentType) {
      const { stream, bytes } = counted(body);
      const upload = new Upload({
        client,
        params: {
          Bucket: opts.bucket,
          Key: keyOf(key),
          Body: stream,
          ContentType: contentType,
          CacheControl: 'private, no-store',
        },
        partSize: PART_SIZE,
        queueSize: 2,
      });
      await upload.done();
      return bytes();
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key: keyOf(key) }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000).map((key) => ({ Key: keyOf(key) }));
        if (batch.length)
          await client.send(new DeleteObjectsCommand({ Bucket: opts.bucket, Delete: { Objects: batch, Quiet: true } }));
      }
    },
  };
}

/** The configured private files: the S3 bucket when S3_BUCKET is set, else `DATA_DIR/private`. */
export function createPrivateFiles(config: Config): PrivateFiles {
  const opts = s3Options(config);
  return opts ? s3PrivateFiles(opts) : diskPrivateFiles(join(config.DATA_DIR, 'private'));
}
