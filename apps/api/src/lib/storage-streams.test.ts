import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, TEST_BUCKET } from '../../test/s3.ts';
import { diskStorage, s3Storage, type Storage } from './storage.ts';

/** What backups read and restores write (decision 064): every file listed, streamed out, streamed in. */
const FILES = {
  'properties/p1/a1b2-480.jpg': Buffer.alloc(70_000, 7),
  'properties/p1/a1b2-480.webp': Buffer.from('webp bytes'),
  'profiles/u1/c3d4.avif': Buffer.from('avif bytes'),
};

async function copyAll(from: Storage, to: Storage) {
  const listed = [];
  for await (const file of from.list()) listed.push(file);
  for (const { key } of listed) {
    const opened = await from.open(key);
    await to.write(key, opened!.body, opened!.size);
  }
  return listed.sort((a, b) => a.key.localeCompare(b.key));
}

const expected = Object.entries(FILES)
  .map(([key, body]) => ({ key, size: body.length }))
  .sort((a, b) => a.key.localeCompare(b.key));

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'immora-storage-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('storage streams', () => {
  it('on disk: lists every stored file (not a write in progress), streams it out and back in byte for byte', async () => {
    const root = folder();
    const source = diskStorage(root);
    for (const [key, body] of Object.entries(FILES)) await source.put(key, body, 'image/jpeg');
    writeFileSync(join(root, 'properties', 'p1', 'half.jpg.0f8fad5b-d9cb-469f-a165-70867728950e.tmp'), 'partial');
    const target = diskStorage(folder());
    expect(await copyAll(source, target)).toEqual(expected);
    for (const [key, body] of Object.entries(FILES)) expect(await target.get(key)).toEqual(body);
    expect(await source.open('properties/p1/gone.jpg')).toBeNull();
  });

  describe('in a bucket', () => {
    let a: Awaited<ReturnType<typeof startS3>>;
    let b: Awaited<ReturnType<typeof startS3>>;
    const bucket = (endpoint: string) =>
      s3Storage({
        bucket: TEST_BUCKET,
        region: 'us-east-1',
        endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      });
    beforeAll(async () => {
      [a, b] = await Promise.all([startS3(), startS3()]);
    });
    afterAll(() => Promise.all([a.close(), b.close()]));

    it('lists every object, streams it out and back in with its type for serving', async () => {
      const source = bucket(a.endpoint);
      const target = bucket(b.endpoint);
      for (const [key, body] of Object.entries(FILES)) await source.put(key, body, 'application/octet-stream');
      expect(await copyAll(source, target)).toEqual(expected);
      for (const [key, body] of Object.entries(FILES)) expect(await target.get(key)).toEqual(body);
      const served = await fetch(`${b.endpoint}/${TEST_BUCKET}/properties/p1/a1b2-480.webp`);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(await source.open('properties/p1/gone.jpg')).toBeNull();
      await target.write('x/streamed.jpg', Readable.from([Buffer.from('ab'), Buffer.from('cd')]), 4);
      expect((await target.get('x/streamed.jpg'))?.toString()).toBe('abcd');
    });
  });
});
