import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';

/**
 * Where uploaded files live (docs/decisions/008-photos-and-storage.md). Keys are relative paths
 * such as `properties/<propertyId>/<photoId>-gallery.jpg`; `put` answers the public URL of the
 * file. Local disk (`DATA_DIR/uploads`, served at `/uploads/`) by default, an S3-compatible
 * bucket when S3_BUCKET is set, so every API node sees the same files.
 */
export type Storage = {
  kind: 'local' | 's3';
  /** Stores `body` under `key` (replacing what was there) and answers its public URL. */
  put: (key: string, body: Buffer, contentType: string) => Promise<string>;
  /** The file stored under `key`, or null when there is none. */
  get: (key: string) => Promise<Buffer | null>;
  /** Removes files by key; a key that does not exist is not an error. */
  delete: (keys: string | string[]) => Promise<void>;
  /** Removes every file whose key starts with `prefix` (which must end with '/'). */
  deletePrefix: (prefix: string) => Promise<void>;
  /** The key of a URL this storage answered, or null for any other URL (seed pictures, other hosts). */
  keyOf: (url: string) => string | null;
  /** Resolves when the store answers (readiness, decision 042): a writable folder, or a bucket these credentials reach. */
  check: () => Promise<void>;
  /** Every stored file's key and size (backups, decision 064). */
  list: () => AsyncIterable<StoredFile>;
  /** The file under `key` as a stream, or null when there is none (it was deleted meanwhile). */
  open: (key: string) => Promise<{ size: number; body: Readable } | null>;
  /** Stores `size` bytes read from `body` under `key` without holding them in memory (restores). */
  write: (key: string, body: Readable, size: number) => Promise<void>;
};

export type StoredFile = { key: string; size: number };

/** The type a stored file is served with, from its name (restores write files without one). */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const types: Record<string, string> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    avif: 'image/avif',
    gif: 'image/gif',
    svg: 'image/svg+xml',
    pdf: 'application/pdf',
  };
  return types[ext] ?? 'application/octet-stream';
}

/** A write in progress (`<path>.<uuid>.tmp`, see diskStorage's put): not a stored file yet. */
const TEMPORARY = /\.[0-9a-f-]{36}\.tmp$/;

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys come from our own code, but a bad one must never reach outside the uploads folder. */
export function checkKey(key: string) {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`Invalid storage key: ${key}`);
  return key;
}

function checkPrefix(prefix: string) {
  if (!prefix.endsWith('/')) throw new Error(`A storage prefix ends with '/': ${prefix}`);
  checkKey(prefix.slice(0, -1));
  return prefix;
}

/** The path of a key under `root`: a key that would reach outside it is refused. */
export function pathUnder(root: string) {
  const base = resolve(root);
  return (key: string) => {
    const path = resolve(base, checkKey(key));
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  };
}

/** Files under `root`, served by the app at `/uploads/`. Writes go through a temporary name, then rename. */
export function diskStorage(root: string, urlBase = '/uploads'): Storage {
  const base = resolve(root);
  const pathOf = pathUnder(base);
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Unique per write: two writes of one content-addressed key in the same millisecond shared
      // a name, and the second rename found nothing (a 500 on parallel uploads of one picture).
      const temporary = `${path}.${randomUUID()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
      return `${urlBase}/${key}`;
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(keys) {
      await Promise.all([keys].flat().map((key) => rm(pathOf(key), { force: true })));
    },
    async deletePrefix(prefix) {
      await rm(pathOf(checkPrefix(prefix).slice(0, -1)), { recursive: true, force: true });
    },
    keyOf(url) {
      if (!url.startsWith(`${urlBase}/`)) return null;
      const key = url.slice(urlBase.length + 1);
      return KEY.test(key) ? key : null;
    },
    async check() {
      await mkdir(base, { recursive: true });
      await access(base, constants.W_OK);
    },
    async *list() {
      let entries;
      try {
        entries = await readdir(base, { recursive: true, withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const entry of entries) {
        if (!entry.isFile() || TEMPORARY.test(entry.name)) continue;
        const path = join(entry.parentPath, entry.name);
        const key = relative(base, path).split(sep).join('/');
        if (!KEY.test(key)) continue;
        const info = await stat(path).catch(() => null);
        if (info) yield { key, size: info.size };
      }
    },
    async open(key) {
      try {
        const info = await stat(pathOf(key));
        return { size: info.size, body: createReadStream(pathOf(key)) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async write(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.tmp`;
      await pipeline(body, createWriteStream(temporary));
      await rename(temporary, path);
    },
  };
}

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Base URL under which the bucket's objects are readable (a CDN, or the bucket's own address). */
  publicUrl?: string;
};

/** The public base URL of a bucket: the configured one, else path-style on the endpoint, else AWS's. */
export function s3PublicBase(opts: S3Options) {
  if (opts.publicUrl) return opts.publicUrl.replace(/\/$/, '');
  if (opts.endpoint) return `${opts.endpoint.replace(/\/$/, '')}/${opts.bucket}`;
  return `https://${opts.bucket}.s3.${opts.region}.amazonaws.com`;
}

/** A client of the bucket, path-style (shared by the public files and the private ones, lib/private-files.ts). */
export function s3Client(opts: S3Options): S3Client {
  return new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: true,
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
    // Many S3-compatible stores do not know the newer default checksums; send them only where S3 requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** An S3-compatible bucket (AWS, MinIO, Ceph, R2, ...), path-style addressing. */
export function s3Storage(opts: S3Options): Storage {
  const client = s3Client(opts);
  const publicBase = s3PublicBase(opts);
  const deleteKeys = async (keys: string[]) => {
    // DeleteObjects takes at most 1000 keys per call.
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      await client.send(
        new DeleteObjectsCommand({
          Bucket: opts.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  };
  const putObject = (key: string, body: Buffer | Readable, contentType: string, size?: number) =>
    client.send(
      new PutObjectCommand({
        Bucket: opts.bucket,
        Key: checkKey(key),
        Body: body,
        ContentLength: size,
        ContentType: contentType,
        // Keys are never reused for other content (a new photo gets a new id).
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  /** The object under `key`, or null when there is none. */
  const getObject = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key: checkKey(key) }));
    } catch (err) {
      if ((err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await putObject(key, body, contentType);
      return `${publicBase}/${key}`;
    },
    async get(key) {
      const object = await getObject(key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async delete(keys) {
      const list = [keys].flat().map(checkKey);
      if (list.length) await deleteKeys(list);
    },
    async deletePrefix(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: opts.bucket, Prefix: checkPrefix(prefix), ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).map((o) => o.Key).filter((k): k is string => Boolean(k));
        if (keys.length) await deleteKeys(keys);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    keyOf(url) {
      if (!url.startsWith(`${publicBase}/`)) return null;
      const key = url.slice(publicBase.length + 1);
      return KEY.test(key) ? key : null;
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: opts.bucket }), { abortSignal: AbortSignal.timeout(2_000) });
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: opts.bucket, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key && KEY.test(o.Key)) yield { key: o.Key, size: o.Size ?? 0 };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async open(key) {
      const object = await getObject(key);
      return object?.Body ? { size: object.ContentLength ?? 0, body: object.Body as Readable } : null;
    },
    async write(key, body, size) {
      await putObject(key, body, contentTypeOf(key), size);
    },
  };
}

export const s3Options = (config: Config): S3Options | null =>
  config.S3_BUCKET
    ? {
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        publicUrl: config.S3_PUBLIC_URL,
      }
    : null;

/** The origin pictures are read from when it is not the site itself (for the page's CSP), else null. */
export function storageOrigin(config: Config): string | null {
  const opts = s3Options(config);
  return opts ? new URL(s3PublicBase(opts)).origin : null;
}

/** The configured storage: S3 when S3_BUCKET is set, else `DATA_DIR/uploads`. */
export function createStorage(config: Config): Storage {
  const opts = s3Options(config);
  return opts ? s3Storage(opts) : diskStorage(join(config.DATA_DIR, 'uploads'));
}
