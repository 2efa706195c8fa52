import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, TEST_BUCKET } from '../../test/s3.ts';
import { s3PrivateFiles, type PrivateFiles } from './private-files.ts';
import { s3PublicBase } from './storage.ts';

let s3: Awaited<ReturnType<typeof startS3>>;
let files: PrivateFiles;
beforeAll(async () => {
  s3 = await startS3();
  files = s3PrivateFiles({
    bucket: TEST_BUCKET,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});
afterAll(() => s3.close());

describe('private files in an S3 bucket', () => {
  it('writes a stream under private/, reads it back, and deletes it', async () => {
    const body = Readable.from(['first part, ', 'second part']);
    expect(await files.write('data-exports/u/e.zip', body, 'application/zip')).toBe(23);
    expect(await text((await files.read('data-exports/u/e.zip'))!)).toBe('first part, second part');
    // Not where the public photos are read from.
    const publicUrl = `${s3PublicBase({ bucket: TEST_BUCKET, region: 'us-east-1', endpoint: s3.endpoint })}/data-exports/u/e.zip`;
    expect((await fetch(publicUrl)).status).toBe(404);
    await files.delete(['data-exports/u/e.zip']);
    expect(await files.read('data-exports/u/e.zip')).toBeNull();
  });
});
